package turn

import (
	"math/rand/v2"
	"slices"
	"testing"

	"edge/audit"
	"edge/index"
	"edge/ir"
)

// TestActedInOrder: what a command's calls reached is the same whether
// it is found by walking the calls in the order of the entities resolved
// (a sweep's) or by the set of the devices called, for entities with and
// without groups, calls in their order, shuffled, repeated for a device,
// or for only some of them.
func TestActedInOrder(t *testing.T) {
	if testing.Short() {
		t.Skip("a test of generated utterances: run without -short")
	}
	e := generated(t, 200, 10)
	var all []*index.Entity
	for _, d := range e.home.Devices {
		if ent, ok := e.idx.Entity(d.ID); ok {
			all = append(all, ent)
		}
	}
	for _, g := range e.home.Groups {
		if ent, ok := e.idx.Entity(g.ID); ok {
			all = append(all, ent)
		}
	}
	tr := e.benchTurn("turn off the lights")
	r := rand.New(rand.NewPCG(1, 2))
	inOrder := 0
	for trial := range 2000 {
		var ents []*index.Entity
		for _, ent := range all {
			if r.IntN(3) == 0 && (ent.Kind != index.Group || trial%4 == 0) {
				ents = append(ents, ent)
			}
		}
		var calls []plannedCall
		for _, ent := range ents {
			for _, m := range e.idx.DevicesOf(ent) {
				if trial%5 != 0 && r.IntN(4) == 0 {
					continue // left alone
				}
				for range 1 + r.IntN(2) {
					calls = append(calls, plannedCall{Call: audit.Call{Device: m.ID, Command: "off"}})
				}
			}
		}
		if trial%3 == 0 {
			r.Shuffle(len(calls), func(i, j int) { calls[i], calls[j] = calls[j], calls[i] })
		}
		if _, ok := actedInOrder(ents, calls); ok {
			inOrder++
		}
		got := tr.acted(ir.Clause{Kind: ir.Act}, ents, calls)
		want := tr.actedBySet(ents, calls)
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d: %d entities, %d calls: acted %d, by the set %d", trial, len(ents), len(calls), len(got), len(want))
		}
	}
	if inOrder < 500 || inOrder > 1900 {
		t.Fatalf("%d of 2000 trials walked in order: the test does not try both ways", inOrder)
	}
}
