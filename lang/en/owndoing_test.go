package en

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestOwnDoing: what the speaker says they will do, may do or meant to do
// ("i will turn off the tv", "i was going to lock the front door"), or
// was told to by others ("i was told to turn off the tv", "we were asked
// to …", "he is supposed to …": an errand reported, which was done), and a
// thanks for what was done ("thanks for turning on the hall light"), ask
// whether it is so, as "did i …" does, and are never a command; what
// they forgot to do ("i forgot to lock the front door") is the command; "i need
// to …" and "i want to …" still ask for it. "did i switch off the tv"
// asks about the tv, not about a switch.
func TestOwnDoing(t *testing.T) {
	registered()
	commands := map[string]string{"turn on the hall light": "turning on the hall light", "switch off the tv": "switching off the tv",
		"open the garage door": "opening the garage door", "close the blinds": "closing the blinds",
		"lock the front door": "locking the front door", "start the vacuum": "starting the vacuum",
		"shut the garage door": "shutting the garage door", "turn the kitchen light off": "turning the kitchen light off"}
	n := 0
	for cmd, ing := range commands {
		want := compiled("did i " + cmd)
		if !strings.HasPrefix(want, "en query") || strings.Contains(want, `"switch`) {
			t.Fatalf("Compile(%q) = %s, want a question of the thing", "did i "+cmd, want)
		}
		if got := compiled("did you " + cmd); got != want {
			t.Errorf("Compile(%q) = %s, want %s", "did you "+cmd, got, want)
		}
		for _, who := range slices.Sorted(maps.Keys(ownIntents)) {
			for _, intent := range ownIntents[who].list {
				want := want
				if intent == "forgot to" {
					want = compiled(cmd) // "i forgot to lock the front door" asks for it done: leftundone.go
				}
				for _, between := range []string{"", "just ", "probably "} {
					for _, text := range []string{who + " " + intent + " " + between + cmd, "um, " + who + " " + intent + " " + between + cmd} {
						n++
						if got := compiled(text); got != want {
							t.Errorf("Compile(%q) = %s, want %s", text, got, want)
						}
					}
				}
			}
		}
		for _, thanks := range thanksFor.list {
			text := thanks + " " + ing
			n++
			if got := compiled(text); !strings.HasPrefix(got, "en query") || strings.Contains(got, "en act") {
				t.Errorf("Compile(%q) = %s, want a question", text, got)
			}
		}
		for _, asks := range []string{"i need to ", "i want to ", "i'd like to ", "can you ", "you could ", "you should ", "you must ", "you need to "} {
			if got, w := compiled(asks+cmd), compiled(cmd); got != w {
				t.Errorf("Compile(%q) = %s, want %s", asks+cmd, got, w)
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
}
