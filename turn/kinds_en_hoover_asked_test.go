package turn_test

import (
	"fmt"
	"testing"
)

// TestHooverAsked asks about the robot vacuum of the demo home by
// "hoover", a class word of it that is also a verb, in every question of
// its state or place ("is the hoover docked", "is the hoover charging",
// "where is the hoover", "what's the hoover doing", "hoover status"): it
// is answered as the same question of "the robot vacuum" is, and nothing
// acts. "hoover" was read as the verb of cleaning: "I can't find “hoover
// charging”", and "hoover status" started the vacuum. Said as the verb,
// it still cleans ("hoover the living room").
func TestHooverAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "hoover")
	forms := []string{"is the %s docked", "is the %s charging", "is the %s docking", "where is the %s", "where's the %s",
		"what is the %s doing", "what's the %s doing", "is the %s cleaning", "is the %s on", "is the %s back home",
		"is my %s docked", "is our %s charging", "%s status", "the %s status",
		"is the %s out", "what is the %s's battery", "is the %s hoovering", "is the %s home", "how is the %s"}
	leads := []string{"", "so ", "um ", "and ", "hey google "}
	afters := []string{"", "?", " please", " now"}
	for _, f := range forms {
		for _, lead := range leads {
			for _, after := range afters {
				said := lead + fmt.Sprintf(f, "hoover") + after
				plain := lead + fmt.Sprintf(f, "robot vacuum") + after
				s.n++
				want := s.ask(plain)
				if want.Outcome != "answer" || len(want.Actions) > 0 {
					t.Errorf("%q, the question, is %s %q", plain, summary(want), want.Say)
					continue
				}
				if got := s.ask(said); got.Outcome != want.Outcome || got.Say != want.Say || len(got.Actions) > 0 {
					t.Errorf("%q → %s %q, want %q as %q", said, summary(got), got.Say, want.Say, plain)
				}
			}
		}
	}
	s.same("hoover the living room", "clean the living room")
	s.same("hoover dock", "vacuum dock")
	s.same("send the hoover home", "send the robot vacuum home")
	s.same("stop the hoover", "stop the robot vacuum")
	s.nothing("is the hoover docked", "hoover status", "where is the hoover", "what's the hoover doing")
	if s.n < 300 {
		t.Errorf("%d utterances, want at least 300", s.n)
	}
}
