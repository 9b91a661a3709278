package en

import "testing"

// TestOnState: a device put on, in or to a state is put so by the verb of
// that state, for every verb of putting and every state: "put the tv on
// mute" mutes it, and never turns it on.
func TestOnState(t *testing.T) {
	registered()
	n := 0
	for put := range putOn {
		for state, verb := range onStates {
			for _, name := range []string{"tv", "den speaker"} {
				for _, prep := range []string{"on", "in", "to"} {
					said := put + " the " + name + " " + prep + " " + state
					for text, want := range map[string]string{said: verb + " the " + name, "please " + said: verb + " the " + name,
						"turn off the lights and " + said: "turn off the lights and " + verb + " the " + name} {
						n++
						if got, want := compiled(text), compiled(want); got != want {
							t.Errorf("Compile(%q) = %s, want %s", text, got, want)
						}
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
}
