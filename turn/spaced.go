package turn

import (
	"slices"

	"edge/ir"
)

// spaced reads the names and places of a clause with two words of the
// home run together said apart (index.Spaced: "turn on the livingroom
// light", "lock the frontdoor", "the lights in the livingroom"), as typed
// with the space left out. They were names or rooms not found.
func (t *turn) spaced(cl ir.Clause) ir.Clause {
	cl.Target = t.spacedTarget(cl.Target)
	cl.Target.Except = slices.Clone(cl.Target.Except)
	for i := range cl.Target.Except {
		cl.Target.Except[i] = t.spacedTarget(cl.Target.Except[i])
	}
	cl.Params = slices.Clone(cl.Params)
	for i, p := range cl.Params {
		if p.Name == roomParam {
			cl.Params[i].Text = t.e.idx.Spaced(p.Text)
		}
	}
	return cl
}

func (t *turn) spacedTarget(tg ir.Target) ir.Target {
	tg.Name = t.e.idx.Spaced(tg.Name)
	tg.Places = slices.Clone(tg.Places)
	for i, p := range tg.Places {
		tg.Places[i] = t.e.idx.Spaced(p)
	}
	return tg
}
