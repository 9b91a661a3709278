package en

import (
	"slices"
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestPeopleTold: a command passed on to a person (every word of people,
// after every verb of passing on, with and without "my" or "the") is a
// message for them, never done by edge; passed on to an assistant or to
// the device itself, it is done.
func TestPeopleTold(t *testing.T) {
	registered()
	var told []string
	for p := range people {
		told = append(told, p)
	}
	slices.Sort(told)
	commands := []string{"turn off the tv", "lock the front door", "open the garage door", "turn on the lights in the kitchen"}
	n := 0
	for verb := range passOn {
		for _, p := range told {
			for _, det := range []string{"", "my ", "the "} {
				for _, cmd := range commands {
					text := verb + " " + det + p + " to " + cmd
					n++
					c, err := compile.Compile(text)
					if err != nil {
						continue
					}
					for _, cl := range c.Clauses {
						if cl.Kind == ir.Act && !strings.Contains(" "+cl.Target.Name+" ", " "+p+" ") {
							t.Errorf("Compile(%q) = %s: a message for a person done", text, c)
						}
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for text, want := range map[string]string{"tell home assistant to turn off the tv": "turn off the tv",
		"ask the tv to turn on": "turn on the tv", "tell the kids room light to turn on": "turn on the kids room light"} {
		got, err1 := compile.Compile(text)
		w, err2 := compile.Compile(want)
		if err1 != nil || err2 != nil || got.String() != w.String() {
			t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err1, w)
		}
	}
}
