package en

import (
	"slices"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestReportedByPerson: what a person of the household is said to have
// done (every word of people, alone or after "the", "my" or "our", with a
// past verb, a device, a direction and perhaps "again" or a place) asks
// whether it is so and never acts: "the kids turned the heater on again"
// turned the heater on, "the kids" read as the kids' room.
func TestReportedByPerson(t *testing.T) {
	registered()
	var persons []string
	for p := range people {
		if p != "him" && p != "her" {
			persons = append(persons, p)
		}
	}
	slices.Sort(persons)
	done := []string{"turned the heater on", "switched the tv off", "turned on the kitchen light", "put the kettle on",
		"turned the fan on in the lounge", "switched off the hall light again", "opened the garage door", "turned the heater on again"}
	var ways []string
	for _, p := range persons {
		for _, w := range []string{"", "the ", "my ", "our "} {
			for _, d := range done {
				ways = append(ways, w+p+" "+d)
			}
		}
	}
	if len(ways) < 300 {
		t.Fatalf("%d ways, want at least 300", len(ways))
	}
	asked := 0
	for _, text := range ways {
		p, err := compile.Compile(text)
		if err != nil {
			continue // not understood: never acts either
		}
		for _, c := range p.Clauses {
			if c.Kind == ir.Act {
				t.Errorf("Compile(%q) = %s: a report acts", text, p)
			}
		}
		if len(p.Clauses) > 0 && p.Clauses[0].Kind == ir.Query {
			asked++
		}
	}
	if asked < len(ways)*9/10 {
		t.Errorf("%d of %d reports asked whether they are so, want nine in ten", asked, len(ways))
	}
	for _, text := range []string{"turn on the kids room light", "the kids room light on", "kids room heater off"} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) != 1 || p.Clauses[0].Kind != ir.Act {
			t.Errorf("Compile(%q) = %v, %v: want the command", text, p, err)
		}
	}
}
