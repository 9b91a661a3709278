package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/turn"
)

// TestPlaceListedAfterAThing says a place alone after a thing named in a
// list of one command ("set the kitchen light to 30 and the bedroom to
// 50", "turn on the kitchen light and the bedroom", "dim the study lamp
// and the kids room", "set the bedroom ac to 21 and the living room to
// 23") is the things of that thing's class there, as the place said with
// the class word is ("the bedroom lights", "the living room ac"): it asked
// which of all the place holds. A place with nothing of the class does
// nothing: "set the bedroom ac to 21 and the kitchen to 23" set the
// kitchen light to 23%.
func TestPlaceListedAfterAThing(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "listed")
	dimmed := []string{"the kitchen light", "the study lamp", "the bedside lamp", "the desk lamp", "the dining light"}
	dimmedIn := []string{"bedroom", "master bedroom", "kids room", "nursery", "living room", "lounge", "study", "office"}
	switched := append(dimmed, "the hall light", "the landing light", "the garage light")
	switchedIn := append(dimmedIn, "bathroom", "landing", "garden", "kitchen", "hall", "upstairs")
	for _, first := range dimmed {
		for _, place := range dimmedIn {
			for _, said := range []string{"the " + place, place} {
				for _, f := range []string{"set %s to 30 and %s to 50", "set %s to 30%% and %s to 50%%", "set %s to 30 and %s 50",
					"dim %s to 20 and %s to 40", "set %s to 30 percent, and %s to 60 percent please"} {
					s.same(fmt.Sprintf(f, first, said), fmt.Sprintf(f, first, "the "+place+" lights"))
				}
				for _, f := range []string{"dim %s and %s", "brighten %s and %s", "turn up %s and %s"} {
					s.same(fmt.Sprintf(f, first, said), fmt.Sprintf(f, first, "the "+place+" lights"))
				}
			}
		}
	}
	for _, first := range switched {
		for _, place := range switchedIn {
			for _, f := range []string{"turn on %s and %s", "turn off %s and %s", "switch on %s and %s", "switch off %s and %s please"} {
				said, plain := fmt.Sprintf(f, first, "the "+place), fmt.Sprintf(f, first, "the "+place+" lights")
				s.n++
				want := actedOn(s.ask(plain))
				if len(want) < 2 || want[0] != turn.Planned && want[0] != turn.Confirm {
					t.Errorf("%q, the command, acts on %v", plain, want)
				}
				if got := actedOn(s.ask(said)); !slices.Equal(got, want) {
					t.Errorf("%q acts on %v, want %v as %q", said, got, want, plain)
				}
			}
		}
	}
	acs := map[string]string{"bedroom": "the bedroom ac", "living room": "the living room ac", "lounge": "the air conditioner"}
	for place, other := range map[string]string{"bedroom": "living room", "living room": "bedroom", "lounge": "bedroom"} {
		for _, f := range []string{"set %s to 21 and %s to 23", "set %s to 21 degrees and %s to 23 degrees", "set %s to 21 and %s 23"} {
			s.same(fmt.Sprintf(f, acs[place], "the "+other), fmt.Sprintf(f, acs[place], "the "+other+" ac"))
		}
	}
	// A place with nothing of the class: nothing done, never another
	// class's device there.
	s.nothing("set the bedroom ac to 21 and the kitchen to 23", "set the living room ac to 20 and the study to 22",
		"turn on the tv and the bedroom", "turn off the study speaker and the kids room", "set the bedroom ac to 21 and the garden 23")
	if s.n < 700 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}

// actedOn is what a turn's actions are, each device and its command, in
// order of the devices, with its outcome first.
func actedOn(r turn.Result) []string {
	var out []string
	for _, a := range r.Actions {
		out = append(out, a.Device+" "+a.Command)
	}
	slices.Sort(out)
	return append([]string{r.Outcome}, out...)
}

// TestPlaceListedNamedByClass says a place listed after a thing whose name
// is also a word of another class ("turn off the kitchen light and the
// garage") is that thing's class there, the garage's light, where it
// asked Garage door or Garage light. Where the place has none of that
// class the word is its class as before ("close the blinds and the
// garage" closes the garage door, asking its yes where opened). A place
// listed after a door, a lock or a valve stands for nothing: "close the
// gas valve and the garage" closed the garage door.
func TestPlaceListedNamedByClass(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "listed class")
	firsts := []string{"the kitchen light", "the study lamp", "the bedside lamp", "the hall light", "the landing light", "the dining light"}
	for _, first := range firsts {
		for _, said := range []string{"the garage", "garage"} {
			for _, f := range []string{"turn on %s and %s", "turn off %s and %s", "switch on %s and %s", "switch off %s and %s please",
				"please turn off %s and %s", "can you turn on %s and %s"} {
				s.same(fmt.Sprintf(f, first, said), fmt.Sprintf(f, first, "the garage light"))
			}
		}
	}
	s.same("close the blinds and the garage", "close the blinds and the garage door")
	s.same("open the bedroom blinds and the garage", "open the bedroom blinds and the garage door")
	s.nothing("lock the front door and the garage", "unlock the front door and the garage", "close the gas valve and the garage",
		"open the gas valve and the garage", "unlock the front door and the kitchen", "close the garage door and the bedroom")
	if s.n < 70 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
