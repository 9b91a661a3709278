package turn

import (
	"slices"

	"edge/ir"
	"edge/lang"
)

// listedParts reads the target of a command on all of it that is names
// and class words said one after another, a class word of several devices
// among them (index.Parts: "台灯空调都打开", "电视风扇都关了"), as one
// clause for each part, as if 和 was said between them: it was one name
// not found. The 都 or 全 said of the run is of the list, not of each
// part: a part of several devices asks which, the whole command kept with
// the question, as "台灯和空调都打开" does.
func (t *turn) listedParts(cls []ir.Clause) []ir.Clause {
	var out []ir.Clause
	for _, cl := range cls {
		tg := cl.Target
		var parts []string
		if cl.Kind == ir.Act && tg.All && !tg.Ref && tg.Name != "" && len(tg.Except) == 0 {
			parts = t.e.idx.Parts(tg.Name)
		}
		if parts == nil {
			out = append(out, cl)
			continue
		}
		for _, p := range parts {
			one := cl
			one.Target.Name, one.Target.All, one.Target.Plural = p, false, false
			one.Target.Class, _ = lang.ClassOf(p)
			one.Actions = slices.Clone(cl.Actions)
			out = append(out, one)
		}
	}
	return out
}
