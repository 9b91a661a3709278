package en

import (
	"slices"
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// pastForm is the past form of a verb that participle reads back as it,
// or "" for none: "turned", "closed", "dimmed".
func pastForm(v string) string {
	for _, p := range []string{v + "ed", v + "d", v + v[len(v)-1:] + "ed"} {
		if participle(p) == v {
			return p
		}
	}
	return ""
}

// TestReported: what a person says was done, by every person, with every
// word of having or of when, in the past form of every verb of the pack
// that turns, opens, closes, locks or dims, or in another past form ("i
// just made tea", "we ran the sprinkler"), asks whether it is so and
// never acts; the same words said as a command still act.
func TestReported(t *testing.T) {
	registered()
	objects := map[string]string{"turn": " off the kitchen light", "open": " the garage door", "close": " the garage door",
		"lock": " the front door", "unlock": " the front door", "dim": " the kitchen light", "brighten": " the kitchen light",
		"inc": " the volume", "dec": " the volume", "off": " the kitchen light"}
	var ways []string
	for v, canon := range verbs {
		object, ok := objects[canon]
		head, particle, _ := strings.Cut(v, " ")
		past := pastForm(head)
		if !ok || past == "" || head == lightWord || len(head) < 3 {
			continue
		}
		if particle != "" {
			past += " " + particle // "closed down"
		}
		if p, err := compile.Compile(v + object); err != nil || len(p.Clauses) == 0 || p.Clauses[0].Kind != ir.Act {
			continue // a verb the grammar does not read with this object as a command
		}
		for person := range reporters {
			ways = append(ways, person+" "+past+object)
		}
		for between := range reportBetween {
			ways = append(ways, "i "+between+" "+past+object, "we "+between+" "+past+object)
		}
	}
	for v := range pastSame {
		for _, person := range []string{"i", "we", "they", "i have", "we've", "you have", "she has", "i had"} {
			if v == "cut" {
				ways = append(ways, person+" cut the power to the kitchen light")
				continue
			}
			ways = append(ways, person+" "+v+" the kettle on")
		}
	}
	others := map[string][]string{"make": {" tea", " a cup of tea", " coffee", " some coffee", " the coffee"},
		"run": {" the sprinkler", " the vacuum", " the sprinkler this morning"}}
	for past, v := range pastOther {
		for _, object := range others[v] {
			for _, person := range []string{"i", "we", "they", "i just", "i've", "we have already", "my wife", "the kids", "he"} {
				ways = append(ways, person+" "+past+object)
			}
		}
	}
	slices.Sort(ways)
	if len(ways) < 300 {
		t.Fatalf("%d ways, want at least 300", len(ways))
	}
	asked := 0
	for _, text := range ways {
		p, err := compile.Compile(text)
		if err != nil {
			continue // not understood: never acts either
		}
		asked++
		for _, c := range p.Clauses {
			if c.Kind == ir.Act {
				t.Errorf("Compile(%q) = %s: a report acts", text, p)
			}
		}
		if len(p.Clauses) > 0 && p.Clauses[0].Kind != ir.Query {
			t.Errorf("Compile(%q) = %s, want a question", text, p)
		}
	}
	if asked < len(ways)*9/10 {
		t.Errorf("%d of %d ways asked, want at least 9 in 10", asked, len(ways))
	}
	for _, text := range []string{"turn off the kitchen light", "you put the kettle on", "i want the kitchen light switched off",
		"i need the kitchen light turned off", "can you turn off the kitchen light", "i turned off the tv, turn it back on",
		"turned off the kitchen light"} {
		p, err := compile.Compile(text)
		if err != nil || p.Clauses[len(p.Clauses)-1].Kind != ir.Act {
			t.Errorf("Compile(%q) = %v, %v: want a command", text, p, err)
		}
	}
	if p, err := compile.Compile("i turned off the kitchen light"); err != nil || !strings.Contains(p.String(), "ask=off") {
		t.Errorf(`Compile("i turned off the kitchen light") = %v, %v: want it asked whether it is off`, p, err)
	}
}
