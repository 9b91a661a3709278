package en

import (
	"fmt"
	"testing"

	"edge/compile"
)

// TestSomeLight: light asked for as a thing to have (every way of asking,
// with a place or none and courtesy or none) is one light switched on
// there, as "turn on a light in the kitchen" is: it was not understood.
// Said as what the speaker has or sees, or asked whether there is, it is
// no command.
func TestSomeLight(t *testing.T) {
	registered()
	asks := []string{"give me", "give us", "we need", "i need", "can i get", "can we have", "could we have", "may i have", "let's have",
		"i'd like", "i would like", "i want", "we could use", "i could use", "i'd love", "we would love", "hey google, give me", "please give me", "alexa i need", ""}
	places := map[string]string{"": "", " in the kitchen": "kitchen", " in the hall": "hall", " in the study": "study",
		" in the living room": "living room", " here": ""}
	n := 0
	for _, ask := range asks {
		for place, room := range places {
			for _, after := range []string{"", " please"} {
				if ask == "" && after == "" {
					continue // "some light in the kitchen" alone is a fragment
				}
				text := fmt.Sprintf("%s some light%s%s", ask, place, after)
				n++
				p, err := compile.Compile(text)
				if err != nil || p.Reply != nil || len(p.Clauses) != 1 {
					t.Errorf("Compile(%q) = %v, %v: want one light switched on", text, p, err)
					continue
				}
				cl := p.Clauses[0]
				places := cl.Target.Places
				if cl.Verb != "on" || cl.Target.Class != "light" || !cl.Target.One || room != "" && (len(places) != 1 || places[0] != room) {
					t.Errorf("Compile(%q) = %s: want one light switched on in %q", text, p, room)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	for _, text := range []string{"i have some light in the kitchen", "we have some light", "i see some light in the garage",
		"is there some light in the kitchen", "there is some light in the hall"} {
		if p, err := compile.Compile(text); err == nil {
			for _, cl := range p.Clauses {
				if cl.Kind == "act" && cl.Verb == "on" {
					t.Errorf("Compile(%q) = %s: want no command", text, p)
				}
			}
		}
	}
}
