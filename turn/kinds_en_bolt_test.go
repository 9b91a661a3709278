package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestBoltedIsLocked bolts every lock of the demo home by each of its names,
// in several wordings ("bolt the front door", "can you bolt the front door
// please"): it is locked, as "lock the front door" does, never unlocked;
// "is the front door bolted" asks what "is the front door locked" asks.
// "Unbolt" does nothing. They were not understood.
func TestBoltedIsLocked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "bolt")
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "lock") {
			continue
		}
		for _, name := range append(englishNames(d.Name, d.Aliases), "door") {
			for _, frame := range []string{"bolt the %s", "bolt %s", "can you bolt the %s", "bolt the %s please", "please bolt the %s",
				"bolt the %s now", "hey, bolt the %s", "could you bolt the %s for me", "the %s, bolt it"} {
				s.same(fmt.Sprintf(frame, name), "lock the "+name)
			}
			for _, frame := range []string{"is the %s bolted", "%s bolted?", "is the %s bolted now"} {
				s.n++
				text, plain := fmt.Sprintf(frame, name), fmt.Sprintf("is the %s locked", name)
				if got, want := s.ask(text), s.ask(plain); got.Outcome != "answer" || got.Say != want.Say {
					t.Errorf("%q → %s (say %s), want %q as %q", text, summary(got), got.Say, want.Say, plain)
				}
			}
			s.nothing("unbolt the "+name, "don't bolt the "+name)
		}
	}
	if s.n < 40 {
		t.Errorf("%d utterances, want at least 40", s.n)
	}
}
