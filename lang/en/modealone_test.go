package en

import (
	"fmt"
	"testing"

	"edge/compile"
)

// TestModeAlone: a word of a thermostat's mode said with nothing else
// (every opener, "on" or "in" or nothing before it, every mode word and
// ending) is the mode said alone, set on what the last command acted on,
// as "heat mode" is, never a thing: "heat" and "heating" were the class of
// the heating, followed up with the last command's verb (after "turn on
// the bedroom light" the bedroom's air conditioner was switched on). Said
// as a thing ("the heat too", "and the heating") or with a verb or a
// direction ("heating on"), it is as before, and "cool" and "fan" are no
// mode said alone.
func TestModeAlone(t *testing.T) {
	registered()
	words := map[string]string{"heat": "heat", "heating": "heat", "cooling": "cool", "dry": "dry", "drying": "dry",
		"dehumidify": "dry", "auto": "auto", "automatic": "auto"}
	n := 0
	for _, open := range []string{"", "alexa ", "hey google, ", "um ", "ok google "} {
		for _, before := range []string{"", "on ", "in "} {
			for w, mode := range words {
				for _, after := range []string{"", " please", " now", ", thanks"} {
					text := fmt.Sprintf("%s%s%s%s", open, before, w, after)
					n++
					p, err := compile.Compile(text)
					if err != nil || p.Reply != nil || len(p.Clauses) != 1 {
						t.Errorf("Compile(%q) = %v, %v: want the mode %s said alone", text, p, err, mode)
						continue
					}
					cl := p.Clauses[0]
					if !cl.Target.Ref || cl.Target.Class != "" || cl.Target.Name != "" || len(cl.Params) != 1 ||
						cl.Params[0].Name != "mode" || cl.Params[0].Text != mode || !cl.Params[0].Alone {
						t.Errorf("Compile(%q) = %v: want the mode %s said alone, on what was acted on", text, p, mode)
					}
				}
			}
		}
	}
	if n < 400 {
		t.Errorf("%d ways, want at least 400", n)
	}
	for _, text := range []string{"the heat", "the heating too", "and the heat", "heating on", "turn the heat up", "heat up the bedroom"} {
		p, err := compile.Compile(text)
		if err != nil {
			t.Errorf("Compile(%q): %v", text, err)
			continue
		}
		for _, cl := range p.Clauses {
			if len(cl.Params) == 1 && cl.Params[0].Name == "mode" {
				t.Errorf("Compile(%q) = %v: want no mode", text, p)
			}
		}
	}
	for _, text := range []string{"cool", "fan", "cool thanks", "on fan"} {
		if p, err := compile.Compile(text); err == nil && len(p.Clauses) == 1 && len(p.Clauses[0].Params) == 1 && p.Clauses[0].Params[0].Name == "mode" {
			t.Errorf("Compile(%q) = %v: want no mode said alone", text, p)
		}
	}
}
