package en

import (
	"strings"
	"testing"
)

// TestLeftSo: a thing said to be left or kept in a state (every opener,
// thing, state, place and courtesy; after "no", "wait" or "oops", as a
// command just done is put right: "no, leave it on", which was not
// understood) is the command that makes it so, as
// "turn the kitchen light on" or "close the curtains" is: "leave" was
// read as part of a name. Nothing of the kind is read where no state is
// said ("leave it", "leave the lights alone"), where it is asked or told
// what was done ("did i leave the tv on"), or where a time it is to last
// is said that edge does not keep. Asked not to be left so ("don't leave
// the tv on"), the state is ended.
func TestLeftSo(t *testing.T) {
	generated(t)
	registered()
	openers := []string{"leave", "keep", "just leave", "please keep", "can you leave", "hey google, keep", "could you please leave",
		"no, leave", "no keep", "wait, no, keep", "oops, leave", "okay keep", "wait, leave"}
	switched := []string{"the kitchen light", "the hall light", "the tv", "the fan", "the lights", "the kettle", "it"}
	covers := []string{"the bedroom blinds", "the curtains", "the garage door", "the window"}
	// ways: a thing and the state said of it, and the command said so
	type way struct{ thing, state, as string }
	var ways []way
	for _, th := range switched {
		ways = append(ways, way{th, "on", "turn %s on"}, way{th, "off", "turn %s off"})
	}
	for _, th := range covers {
		ways = append(ways, way{th, "open", "open %s"}, way{th, "closed", "close %s"}, way{th, "shut", "shut %s"})
	}
	for _, th := range []string{"the front door", "the back door"} {
		ways = append(ways, way{th, "locked", "lock %s"}, way{th, "unlocked", "unlock %s"})
	}
	tails := []string{"", " please", " in the kitchen", " for me"}
	n := 0
	for _, o := range openers {
		for _, w := range ways {
			for _, tail := range tails {
				text := o + " " + w.thing + " " + w.state + tail
				said := strings.Replace(w.as, "%s", w.thing, 1) + tail
				n++
				got, want := compiled(text), compiled(said)
				if got != want || strings.HasPrefix(want, "!!") || !strings.Contains(got, " act ") || strings.Contains(got, "leave") || strings.Contains(got, "keep") {
					t.Errorf("Compile(%q) = %s, Compile(%q) = %s, want the same command", text, got, said, want)
				}
			}
		}
	}
	if n < 700 {
		t.Errorf("%d ways, want at least 1500", n)
	}
	for _, text := range []string{"leave it", "leave the lights alone", "leave the door", "keep the door", "leave the tv alone please",
		"keep the heater on till morning", "leave the lights on for a while", "did i leave the kitchen light on",
		"i left the tv on for the cat", "have i left the oven on"} {
		if got := compiled(text); strings.Contains(got, " act ") && !strings.Contains(got, "not") {
			t.Errorf("Compile(%q) = %s: want no command", text, got)
		}
	}
	for text, said := range map[string]string{"don't leave the tv on": "turn off the tv", "please don't keep the heater on": "turn off the heater"} {
		if got, want := compiled(text), compiled(said); got != want {
			t.Errorf("Compile(%q) = %s, want %s: the state ended (TestKeptNotSo)", text, got, want)
		}
	}
}
