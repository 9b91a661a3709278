package risk

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestAssess(t *testing.T) {
	tests := []struct {
		name      string
		floor     Level
		declared  string
		suggested Level
		want      Level
	}{
		{"the floor", Critical, "", Low, Critical},
		{"a declared low never lowers", Critical, "low", Low, Critical},
		{"a suggested low never lowers", High, "", Low, High},
		{"declared risk raises", Low, "high", Low, High},
		{"an unknown declared risk is ignored", Low, "extreme", Low, Low},
		{"a model may raise", Low, "", Medium, Medium},
		{"the highest of the three", Medium, "high", Critical, Critical},
	}
	for _, tt := range tests {
		if got := Assess(tt.floor, tt.declared, tt.suggested); got != tt.want {
			t.Errorf("%s: Assess = %s, want %s", tt.name, got, tt.want)
		}
	}
	if NeedsConfirm(Medium) || !NeedsConfirm(High) || !NeedsConfirm(Critical) {
		t.Error("NeedsConfirm: high and critical need a yes, medium does not")
	}
}

func TestPending(t *testing.T) {
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	calls := []Call{{Device: "lock.front", Command: "unlock", Args: map[string]any{}}}
	p := NewPending(calls, 4, now)
	other := []Call{{Device: "lock.back", Command: "unlock", Args: map[string]any{}}}
	tests := []struct {
		name  string
		calls []Call
		turn  int
		at    time.Time
		want  error
	}{
		{"next turn, in time", calls, 5, now.Add(59 * time.Second), nil},
		{"same turn", calls, 4, now, ErrWrongTurn},
		{"two turns later", calls, 6, now.Add(time.Second), ErrWrongTurn},
		{"expired", calls, 5, now.Add(60 * time.Second), ErrExpired},
		{"other actions", other, 5, now.Add(time.Second), ErrMismatch},
	}
	for _, tt := range tests {
		if err := p.Accept(tt.calls, tt.turn, tt.at); !errors.Is(err, tt.want) {
			t.Errorf("%s: Accept = %v, want %v", tt.name, err, tt.want)
		}
	}
	if Hash(calls) == Hash(other) || Hash(calls) != Hash([]Call{{Device: "lock.front", Command: "unlock", Args: map[string]any{}}}) {
		t.Error("Hash does not bind the calls")
	}
}

func TestParse(t *testing.T) {
	for _, l := range []Level{Low, Medium, High, Critical} {
		if got, ok := Parse(l.String()); !ok || got != l {
			t.Errorf("Parse(%q) = %v, %v", l.String(), got, ok)
		}
	}
	if _, ok := Parse("none"); ok {
		t.Error("Parse accepted an unknown level")
	}
}

// TestModelCannotLower is seed 002's rule: a risk_level a model suggests
// may raise the floor, never lower it.
func TestModelCannotLower(t *testing.T) {
	for _, s := range []string{"low", "medium", "high", "critical", "none", ""} {
		suggested, _ := Parse(s)
		if unlock := Assess(Critical, "", suggested); unlock != Critical {
			t.Errorf("a model's %q made unlock %s", s, unlock)
		}
		if valve, want := Assess(High, "low", suggested), max(High, suggested); valve != want {
			t.Errorf("a model's %q made opening a valve %s, want %s", s, valve, want)
		}
	}
}

func TestPIN(t *testing.T) {
	h, err := HashPIN("2580")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(h, "2580") || !strings.HasPrefix(h, "pbkdf2-sha256$10000$") {
		t.Errorf("the hash %q holds the PIN, or is not PBKDF2", h)
	}
	h2, _ := HashPIN("2580")
	if h == h2 {
		t.Error("two hashes of one PIN are the same: no salt")
	}
	for _, said := range []struct {
		pin  string
		want bool
	}{{"2580", true}, {"2581", false}, {"02580", false}, {"258", false}, {"", false}} {
		if got := CheckPIN(h, said.pin); got != said.want {
			t.Errorf("CheckPIN(%q) = %v", said.pin, got)
		}
	}
	for _, bad := range []string{"", "x", "pbkdf2-sha256$0$AA$AA", "pbkdf2-sha256$20000$!!$AA", "md5$1$AA$AA", strings.Replace(h, "$10000$", "$10001$", 1)} {
		if CheckPIN(bad, "2580") {
			t.Errorf("CheckPIN(%q) matched", bad)
		}
	}
	for _, pin := range []string{"123", "1234567890123", "12a4", "12 34", "１２３４"} {
		if _, err := HashPIN(pin); !errors.Is(err, ErrPINFormat) {
			t.Errorf("HashPIN(%q) = %v, want ErrPINFormat", pin, err)
		}
	}
}

func TestPINState(t *testing.T) {
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	var s PINState
	wrong := func(n int) (locked bool) {
		for range n {
			locked = s.Wrong(now)
		}
		return locked
	}
	if wrong(2) || s.Locked(now) {
		t.Fatal("two wrong PINs locked")
	}
	s.Right()
	if wrong(2) {
		t.Fatal("a right PIN did not start the count again")
	}
	if !wrong(1) || !s.Locked(now) || !s.Locked(now.Add(PINLockout-time.Second)) {
		t.Fatal("three wrong PINs in a row did not lock")
	}
	if s.Locked(now.Add(PINLockout)) {
		t.Error("still locked after the lockout")
	}
	// Each lockout without a right PIN between doubles the next.
	later := now.Add(PINLockout)
	for range MaxPINTries {
		s.Wrong(later)
	}
	if !s.Locked(later.Add(2*PINLockout-time.Second)) || s.Locked(later.Add(2*PINLockout)) {
		t.Errorf("the second lockout is not twice as long: until %v", s.LockedUntil)
	}
	for range 20 * MaxPINTries {
		s.Wrong(later)
	}
	if got := s.LockedUntil.Sub(later); got != MaxPINLockout {
		t.Errorf("lockout of %v, want at most %v", got, MaxPINLockout)
	}
	s.Right()
	for range MaxPINTries {
		s.Wrong(later)
	}
	if got := s.LockedUntil.Sub(later); got != PINLockout {
		t.Errorf("after a right PIN the lockout is %v, want %v", got, PINLockout)
	}
}
