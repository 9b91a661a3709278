package en

import "testing"

// TestPoweredDirRelative: a verb of power with down or up ("power down",
// "shut down", "power up") on what is in the opposite state ("power down
// everything that is on", "shut down all the lights that are on in the
// kitchen", "power down whatever's on") compiles as "turn off" or "turn
// on" said there, where it was a question of the state of everything.
func TestPoweredDirRelative(t *testing.T) {
	registered()
	n := 0
	for said, plain := range map[string]string{"power down": "turn off", "shut down": "turn off", "power up": "turn on"} {
		state := "on"
		if plain == "turn on" {
			state = "off"
		}
		for _, what := range []string{"everything that is", "all that is", "the lights that are", "all the fans which are",
			"the tv that's", "whatever is", "whatever's", "everything that's"} {
			for _, place := range []string{"", " in the kitchen", " upstairs", " please", " in the study right now"} {
				rest := " " + what + " " + state + place
				n++
				sameCompiled(t, said+rest, plain+rest)
			}
		}
	}
	if n < 100 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}
