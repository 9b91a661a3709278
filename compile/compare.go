package compile

import (
	"slices"

	"edge/ir"
	"edge/lang"
)

// compared reads a question that compares two targets by what is asked
// ("is the kitchen warmer than the study?", "is it warmer in the kitchen
// than in the study", "厨房比书房热吗", "厨房的温度比书房高吗"): a clause of
// the first target, of form More or Less by the comparative said, and one
// of the second, of form Than, both asking the attribute. ok is false for
// no comparison, or one whose sides or attribute are not said.
func (a *asm) compared() (first, second ir.Clause, ok bool) {
	roles := a.pack.Vocab().Roles
	i := slices.IndexFunc(a.ps, func(p lang.Phrase) bool { return p.Kind == lang.Filler && roles[p.Raw] == lang.RoleThan })
	if i < 0 {
		return first, second, false
	}
	var rel *lang.Phrase
	for j := range a.ps {
		if p := &a.ps[j]; p.Kind == lang.Rel && p.Sign != 0 && !p.Superlative {
			rel = p
		}
	}
	if rel == nil {
		return first, second, false
	}
	ask := rel.Word
	if attr := a.attr(); attr != "" {
		ask = attr // "厨房的温度比书房高吗"
	}
	if !measured(ask) {
		return first, second, false
	}
	named := func(p lang.Phrase) bool { return p.Kind != lang.NP && p.Kind != lang.Prep }
	side := func(ps lang.Clause) ir.Target {
		sub := &asm{pack: a.pack, ps: slices.DeleteFunc(slices.Clone(ps), named)}
		t := sub.target()
		if t.Ref && len(t.Places) > 0 {
			t.Ref = false // "is it warmer in the kitchen": "it" is the place
		}
		return t
	}
	ta, tb := side(a.ps[:i]), side(a.ps[i+1:])
	if emptyTarget(ta) || emptyTarget(tb) || ta.Ref || tb.Ref {
		return first, second, false
	}
	form := ir.More
	if rel.Sign < 0 {
		form = ir.Less
	}
	return ir.Clause{Kind: ir.Query, Ask: ask, Form: form, Target: ta}, ir.Clause{Kind: ir.Query, Ask: ask, Form: ir.Than, Target: tb}, true
}
