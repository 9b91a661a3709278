package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/grammar"
	"edge/ir"
)

// TestLostName: a command whose thing was never said, an article and only
// words of no meaning before the place ("turn off the uh in the kitchen",
// "turn on the like in the kitchen", "switch off the just in the
// bedroom"), never acts on everything in the place: each such clause names
// a thing (the word heard), for every verb of the pack that switches,
// opens or closes, every word of no meaning, article and place word. A
// place right after the verb ("turn off in the kitchen") is the room said
// alone, as "turn off the kitchen" is.
func TestLostName(t *testing.T) {
	generated(t)
	registered()
	var cmds []string
	for _, v := range sortedKeys(verbs) {
		if switchMeanings[verbs[v]] && !strings.Contains(v, " ") {
			cmds = append(cmds, v)
		}
	}
	cmds = append(cmds, "turn on", "turn off", "switch off", "switch on", "please turn off", "can you turn on")
	nothing := strings.Fields(categories[grammar.Filler])
	for w := range hesitations {
		nothing = append(nothing, w)
	}
	rooms := []string{"the kitchen", "the bedroom", "the living room"}
	n := 0
	dets := []string{"the", "a", "my", "the the"}
	for _, cmd := range cmds {
		for _, w := range append(nothing, "") {
			for _, prep := range sorted(placePreps) {
				// every verb, word and preposition; the determiners and rooms in turn
				text := strings.Join(strings.Fields(cmd+" "+dets[n%len(dets)]+" "+w+" "+prep+" "+rooms[n%len(rooms)]), " ")
				n++
				p, err := compile.Compile(text)
				if err != nil {
					continue // not understood: never acts either
				}
				for _, c := range p.Clauses {
					if c.Kind == ir.Act && c.Target.Name == "" && !c.Target.All && !c.Target.Ref {
						t.Errorf("Compile(%q) = %s: acts on everything in the place", text, p)
					}
				}
			}
		}
	}
	if n < 750 {
		t.Errorf("%d ways, want at least 750", n)
	}
	for _, cmd := range []string{"turn off", "switch on", "turn on", "switch off"} {
		for _, room := range []string{"kitchen", "bedroom", "study"} {
			want, err := compile.Compile(cmd + " the " + room)
			got, err2 := compile.Compile(cmd + " in the " + room)
			if err != nil || err2 != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v, want %v as the room said alone", cmd+" in the "+room, got, err2, want)
			}
		}
	}
}
