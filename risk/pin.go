package risk

import (
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// A home may set a PIN that confirms its critical actions. Only a salted,
// slow hash of it is kept (HashPIN); a PIN said is compared with it in
// constant time (CheckPIN). A short PIN has few values, so the hash keeps
// it from being read, not from being searched for by someone who has the
// database file: keep that file private.

// PIN lengths.
const (
	MinPIN = 4
	MaxPIN = 12
)

// Wrong PINs: MaxPINTries in a row lock the home's critical actions, for
// every session and protocol, for PINLockout; each lockout that follows
// another without a right PIN between them is twice as long, up to
// MaxPINLockout.
const (
	MaxPINTries   = 3
	PINLockout    = 5 * time.Minute
	MaxPINLockout = 24 * time.Hour
)

const (
	pinScheme = "pbkdf2-sha256"
	pinIter   = 10000
	pinSalt   = 16
	pinKey    = 32
)

// ErrPINFormat says a PIN is not 4 to 12 digits.
var ErrPINFormat = fmt.Errorf("a PIN is %d to %d digits", MinPIN, MaxPIN)

// ValidPIN reports whether pin is 4 to 12 ASCII digits.
func ValidPIN(pin string) bool {
	if len(pin) < MinPIN || len(pin) > MaxPIN {
		return false
	}
	for i := 0; i < len(pin); i++ {
		if pin[i] < '0' || pin[i] > '9' {
			return false
		}
	}
	return true
}

// HashPIN returns the salted hash of a PIN to keep in place of it:
// "pbkdf2-sha256$iterations$salt$key", base64 without padding.
func HashPIN(pin string) (string, error) {
	if !ValidPIN(pin) {
		return "", ErrPINFormat
	}
	salt := make([]byte, pinSalt)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key, err := pbkdf2.Key(sha256.New, pin, salt, pinIter, pinKey)
	if err != nil {
		return "", err
	}
	enc := base64.RawStdEncoding
	return strings.Join([]string{pinScheme, strconv.Itoa(pinIter), enc.EncodeToString(salt), enc.EncodeToString(key)}, "$"), nil
}

// CheckPIN reports whether said is the PIN hashed as hash, comparing the
// derived keys in constant time. A malformed hash matches nothing.
func CheckPIN(hash, said string) bool {
	parts := strings.Split(hash, "$")
	if len(parts) != 4 || parts[0] != pinScheme {
		return false
	}
	iter, err := strconv.Atoi(parts[1])
	if err != nil || iter < 1 || iter > 10*pinIter {
		return false
	}
	enc := base64.RawStdEncoding
	salt, err1 := enc.DecodeString(parts[2])
	want, err2 := enc.DecodeString(parts[3])
	if err1 != nil || err2 != nil || len(want) == 0 {
		return false
	}
	got, err := pbkdf2.Key(sha256.New, said, salt, iter, len(want))
	if err != nil {
		return false
	}
	return subtle.ConstantTimeCompare(got, want) == 1
}

// PINState is the home's record of wrong PINs, kept in the database so
// that it holds across sessions, protocols and restarts.
type PINState struct {
	Fails int `json:"fails,omitempty"`
	// Lockouts counts the lockouts since the last right PIN.
	Lockouts    int       `json:"lockouts,omitempty"`
	LockedUntil time.Time `json:"locked_until,omitzero"`
}

// Locked reports whether critical actions are locked at now.
func (s *PINState) Locked(now time.Time) bool {
	return now.Before(s.LockedUntil)
}

// Wrong records a wrong PIN at now; the MaxPINTries-th in a row locks
// critical actions, for PINLockout doubled by each earlier lockout since
// the last right PIN (at most MaxPINLockout), and reports true.
func (s *PINState) Wrong(now time.Time) bool {
	s.Fails++
	if s.Fails < MaxPINTries {
		return false
	}
	s.Fails = 0
	d := PINLockout
	for range s.Lockouts {
		if d *= 2; d >= MaxPINLockout {
			d = MaxPINLockout
			break
		}
	}
	s.Lockouts++
	s.LockedUntil = now.Add(d)
	return true
}

// Right records a right PIN: the counts of wrong ones and of lockouts
// start again.
func (s *PINState) Right() {
	s.Fails, s.Lockouts = 0, 0
}
