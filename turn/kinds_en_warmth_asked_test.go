package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestWarmthAskedOfAPlace asks whether a room of the demo home is at a
// number, with no unit, or with a word of about so much or of more or less
// before it ("is it 25 in the bedroom", "is the bedroom 25", "is the
// temperature in the bedroom about 25", "is it roughly 22 in the office"):
// where something in the room reads or keeps the temperature and the
// number is one a room may be at, the temperature there is answered, as
// "is it 25 degrees in the bedroom" answers it. It listed the level of
// every device of the room, or was a room "bedroom about 25". A room with
// nothing that reads it, a number no room is at and a device named keep
// their answers, and no question acts.
func TestWarmthAskedOfAPlace(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "warmth")
	rooms := []string{"bedroom", "master bedroom", "study", "office", "living room", "lounge", "kitchen"}
	words := map[string]string{"": "", "about ": "", "around ": "", "roughly ": "", "exactly ": "", "approximately ": "",
		"over ": "over ", "above ": "above ", "below ": "below ", "under ": "under ", "at ": "", "at about ": ""}
	forms := []string{"is it %s%s in the %s", "is the %[3]s %[1]s%[2]s", "is the temperature in the %[3]s %[1]s%[2]s",
		"is the temperature %s%s in the %s", "is the %[3]s temperature %[1]s%[2]s", "is it %s%s in the %s right now"}
	leads := []string{"", "hey google ", "um "}
	for _, room := range rooms {
		for word, plainWord := range words {
			for _, n := range []string{"25", "20", "18", "twenty two"} {
				plain := fmt.Sprintf("is it %s%s degrees in the %s", plainWord, n, room)
				want := s.ask(plain)
				if want.Outcome != "answer" || !strings.Contains(strings.ToLower(want.Say), "the temperature in the "+room) {
					t.Errorf("%q, the question, is %s %q", plain, summary(want), want.Say)
					continue
				}
				for _, f := range forms {
					for _, lead := range leads {
						said := lead + fmt.Sprintf(f, word, n, room)
						s.n++
						if got := s.ask(said); got.Outcome != want.Outcome || got.Say != want.Say || len(got.Actions) > 0 {
							t.Errorf("%q → %s %q, want %q as %q", said, summary(got), got.Say, want.Say, plain)
						}
					}
				}
			}
		}
	}
	if s.n < 2000 {
		t.Errorf("%d utterances, want at least 2000", s.n)
	}
	for _, room := range []string{"bathroom", "garage", "hall", "dining room", "kids room", "landing"} {
		for _, f := range []string{"is it 25 in the %s", "is the %s 25", "is it about 22 in the %s"} {
			said := fmt.Sprintf(f, room)
			if got := s.ask(said); strings.Contains(strings.ToLower(got.Say), "temperature in the") || len(got.Actions) > 0 {
				t.Errorf("%q → %s %q, nothing there reads the temperature", said, summary(got), got.Say)
			}
		}
	}
	for _, said := range []string{"is it 80 in the bedroom", "is it 3 in the bedroom", "is the bedroom 100", "is the kitchen light 40",
		"is the kitchen light about 40", "is the bedroom ac 25", "is the tv about 30"} {
		if got := s.ask(said); strings.Contains(strings.ToLower(got.Say), "temperature in the") || len(got.Actions) > 0 {
			t.Errorf("%q → %s %q, want no temperature of a room", said, summary(got), got.Say)
		}
	}
	s.same("make it 25 in the bedroom", "set the bedroom ac to 25")
	s.nothing("is it 25 in the bedroom", "is the bedroom about 25", "is it over 25 in the bedroom")
}
