package en

import (
	"testing"

	"edge/compile"
)

// TestButThen: two commands joined by "but", the second with its verb
// ("turn off the lights but turn on the lamp", "close the blinds, but
// please open the curtain"), are two commands: they were not understood.
// A "but" that takes something out stays an exception.
func TestButThen(t *testing.T) {
	registered()
	firsts := map[string]string{"turn off the bedroom lights": "off", "close the blinds": "close", "turn on the tv": "on",
		"switch off everything in the kitchen": "off", "dim the lights": "set"}
	seconds := map[string]string{"turn on the bedside lamp": "on", "open the curtain": "open", "switch off the fan": "off",
		"lock the front door": "lock", "mute it": "mute"}
	n := 0
	for first, v1 := range firsts {
		for second, v2 := range seconds {
			for _, but := range []string{" but ", ", but ", " but please ", " but just ", " but then "} {
				text := first + but + second
				n++
				p, err := compile.Compile(text)
				if err != nil || len(p.Clauses) != 2 || p.Clauses[0].Verb != v1 || p.Clauses[1].Verb != v2 {
					t.Errorf("Compile(%q) = %v, %v: want %s, then %s", text, p, err, v1, v2)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	for _, text := range []string{"turn off all the lights but the hall", "turn off all lights but not the lamp",
		"turn off the lights but leave the lamp on", "turn off everything but the fridge"} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Target.Except) == 0 {
			t.Errorf("Compile(%q) = %v, %v: want one command with an exception", text, p, err)
		}
	}
}
