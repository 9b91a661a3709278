package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestFollowUpAddedAsWellOrAlso says, after a light of the demo home is
// switched on or off by each of its names, a follow-up that adds the light
// of another room with "as well" or "also" after it ("the hall one as
// well", "the one in the study as well", "the bedroom one as well please",
// "the hall one also", "and the kids room one as well"): it does what "the
// hall one too" does, the last command on that target only; it said
// “Sorry, I didn't understand that”. Said with no command before it, or
// after a question, it does nothing, and so do the nearest words that add
// no target ("me as well", "that as well", "also").
func TestFollowUpAddedAsWellOrAlso(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "aswell")
	h := hometest.Load(t, "demo")
	rooms := map[string][]string{}
	for _, r := range h.Rooms {
		rooms[r.ID] = englishNames(r.Name, r.Aliases)
	}
	var lights []string // the rooms that have a light
	for _, d := range h.Devices {
		if d.Type == "light" && !slices.Contains(lights, d.Room) {
			lights = append(lights, d.Room)
		}
	}
	frames := []string{"the %s one as well", "the %s one as well please", "the one in the %s as well", "the %s one also",
		"and the %s one as well", "the %s one also please", "and the one in the %s as well"}
	for _, d := range h.Devices {
		if d.Type != "light" {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, dir := range []string{"on", "off"} {
				first := fmt.Sprintf("turn %s the %s", dir, name)
				for _, room := range lights {
					if room == d.Room {
						continue
					}
					for _, r := range rooms[room][:1] {
						s.n++
						session := fmt.Sprint("aswell ", s.n)
						want := summary(saidInTurn(s.e, session+" too", first, fmt.Sprintf("the %s one too", r)))
						if !strings.HasPrefix(want, "planned") && !strings.HasPrefix(want, "clarify") {
							t.Errorf("%q then “the %s one too”: %s", first, r, want)
						}
						for i, f := range frames {
							said := fmt.Sprintf(f, r)
							if got := summary(saidInTurn(s.e, fmt.Sprint(session, " ", i), first, said)); got != want {
								t.Errorf("%q then %q: %s, want %s", first, said, got, want)
							}
						}
					}
				}
			}
		}
	}
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
	for _, f := range frames {
		for _, r := range []string{"hall", "study", "bedroom"} {
			said := fmt.Sprintf(f, r)
			s.nothing(said)
			if got := saidInTurn(s.e, "aswell asked "+said, "is the kitchen light on", said); len(got.Actions) > 0 {
				t.Errorf("%q after a question: %s, want nothing done", said, summary(got))
			}
		}
	}
	for _, said := range []string{"me as well", "that as well", "also", "as well", "i love you as well", "thanks as well"} {
		if got := saidInTurn(s.e, "aswell near "+said, "turn on the kitchen light", said); len(got.Actions) > 0 {
			t.Errorf("%q after a command: %s, want nothing done", said, summary(got))
		}
	}
}
