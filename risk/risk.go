// Package risk owns step 5 of the path: the risk level of each action and
// the confirmation that a risky action needs. The level has a floor set in
// code per capability, command, device type and tags; a device's `risk:`
// setting or a model's suggestion may raise it, never lower it. A
// confirmation is bound to the exact actions (a hash of device, command and
// arguments), used once, expires, and is only accepted from the next turn
// of the same session.
package risk

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"time"
)

// Level is a risk level, ordered.
type Level int

// Levels.
const (
	Low Level = iota
	Medium
	High
	Critical
)

var names = []string{"low", "medium", "high", "critical"}

func (l Level) String() string {
	if l < Low || l > Critical {
		return "unknown"
	}
	return names[l]
}

// Parse reads a level name; ok is false for anything else.
func Parse(s string) (Level, bool) {
	for i, n := range names {
		if n == s {
			return Level(i), true
		}
	}
	return Low, false
}

// Action is what the floor is computed from.
type Action struct {
	Capability string
	Command    string
	Type       string
	Tags       []string
	// Declared is the device's own `risk:` ("" for none).
	Declared string
}

var heatTags = map[string]bool{"heater": true, "oven": true, "stove": true, "heating": true}

// Floor is the code's minimum level for an action.
func Floor(a Action) Level {
	switch {
	case a.Capability == "lock" && a.Command == "unlock", a.Capability == "alarm" && a.Command == "disarm":
		return Critical
	case a.Capability == "valve" && a.Command == "open":
		return High
	case a.Capability == "position" && (a.Command == "open" || a.Command == "set") && (a.Type == "garage_door" || a.Type == "gate"):
		return High
	case a.Capability == "onoff" && (a.Command == "on" || a.Command == "toggle"):
		for _, t := range a.Tags {
			if heatTags[t] {
				return High
			}
		}
		if heatTags[a.Type] {
			return High
		}
	}
	return Low
}

// Assess is the level of an action: its floor, raised by the device's
// declared risk and by a suggested level (from a model), never lowered.
func Assess(a Action, suggested Level) Level {
	l := Floor(a)
	if d, ok := Parse(a.Declared); ok && d > l {
		l = d
	}
	if suggested > l {
		l = suggested
	}
	return l
}

// NeedsConfirm reports whether an action at this level needs a yes.
func NeedsConfirm(l Level) bool { return l >= High }

// DefaultBulk is how many devices one turn may act on without a yes.
const DefaultBulk = 8

// TTL is how long a confirmation stays valid.
const TTL = 60 * time.Second

// Call is the part of an action a confirmation is bound to.
type Call struct {
	Device  string         `json:"device"`
	Command string         `json:"command"`
	Args    map[string]any `json:"args"`
}

// Hash binds a list of calls: SHA-256 over their canonical JSON.
func Hash(calls []Call) string {
	b, err := json.Marshal(calls) // maps marshal with sorted keys: canonical
	if err != nil {
		return ""
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// Pending is a confirmation waiting for the user's yes.
type Pending struct {
	Hash    string    `json:"hash"`
	Turn    int       `json:"turn"`
	Expires time.Time `json:"expires"`
}

// Errors of Accept.
var (
	ErrExpired   = errors.New("the confirmation has expired")
	ErrWrongTurn = errors.New("a confirmation is only accepted on the next turn")
	ErrMismatch  = errors.New("the actions are not the ones confirmed")
)

// NewPending binds calls asked about on turn at now.
func NewPending(calls []Call, turn int, now time.Time) Pending {
	return Pending{Hash: Hash(calls), Turn: turn, Expires: now.Add(TTL)}
}

// Accept checks a yes given on turn at now for calls.
func (p Pending) Accept(calls []Call, turn int, now time.Time) error {
	switch {
	case turn != p.Turn+1:
		return ErrWrongTurn
	case !now.Before(p.Expires):
		return ErrExpired
	case Hash(calls) != p.Hash:
		return ErrMismatch
	}
	return nil
}
