// Package risk owns step 5 of the path: the risk level of each action and
// the confirmation that a risky action needs. The level has a floor set in
// code, in the capability table (home: per command, and per what a device
// is and what the command does to it); a device's `risk:` setting or a
// model's suggestion may raise it, never lower it. A
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

// Assess is the level of an action: its floor (the capability table's, by
// what the device is and what the command does: home.Device.Floor),
// raised by the device's declared risk ("" for none; a name that is no
// level is ignored) and by a suggested level (from a model), never
// lowered.
func Assess(floor Level, declared string, suggested Level) Level {
	l := floor
	if d, ok := Parse(declared); ok && d > l {
		l = d
	}
	return max(l, suggested)
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
