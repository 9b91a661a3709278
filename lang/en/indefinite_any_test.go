package en

import "testing"

// TestAnyOne: "any" before one thing of every class, after every verb of
// a command, compiles as "a" does (one of them, asked), never as all of
// them; "any" before the plural, before a relative clause or in a
// question is all of them still.
func TestAnyOne(t *testing.T) {
	registered()
	n := 0
	for class, words := range vocab.Classes {
		if class == "scene" || len(words) == 0 {
			continue
		}
		w := words[0]
		for _, cmd := range []string{"turn on %s", "switch off %s", "open %s", "please turn off %s in the kitchen"} {
			text, want := sprintf(cmd, "any "+w), sprintf(cmd, "a "+w)
			n++
			if got, w := compiled(text), compiled(want); got != w {
				t.Errorf("Compile(%q) = %s, want %s", text, got, w)
			}
		}
	}
	if n < 40 {
		t.Errorf("%d ways, want at least 40", n)
	}
	for text, want := range map[string]string{"turn off any lights": "turn off all the lights",
		"turn off any light that is on": "turn off every light if it is on", "is any lamp on": "is every lamp on"} {
		if got, w := compiled(text), compiled(want); got != w {
			t.Errorf("Compile(%q) = %s, want %s", text, got, w)
		}
	}
}

// sprintf puts s where cmd says %s.
func sprintf(cmd, s string) string {
	for i := 0; i+1 < len(cmd); i++ {
		if cmd[i] == '%' && cmd[i+1] == 's' {
			return cmd[:i] + s + cmd[i+2:]
		}
	}
	return cmd
}
