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
	x := t.e.idx
	cl.Target = t.spacedTarget(cl.Target)
	if len(cl.Target.Except) > 0 {
		except := slices.Clone(cl.Target.Except)
		for i := range except {
			except[i] = t.spacedTarget(except[i])
		}
		cl.Target.Except = except
	}
	for i, p := range cl.Params {
		if p.Name == roomParam {
			if s := x.Spaced(p.Text); s != p.Text {
				cl.Params = slices.Clone(cl.Params)
				cl.Params[i].Text = s
			}
		}
	}
	return cl
}

func (t *turn) spacedTarget(tg ir.Target) ir.Target {
	x := t.e.idx
	tg.Name = x.Spaced(tg.Name)
	if slices.ContainsFunc(tg.Places, func(p string) bool { return x.Spaced(p) != p }) {
		places := make([]string, len(tg.Places))
		for i, p := range tg.Places {
			places[i] = x.Spaced(p)
		}
		tg.Places = places
	}
	return tg
}
