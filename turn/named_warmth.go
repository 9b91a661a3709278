package turn

import (
	"edge/home"
	"edge/index"
	"edge/ir"
)

// namedWarmth reads a temperature made warmer or cooler, said of a name
// with no class word that names a light of colour temperature and nothing
// that holds a temperature ("make big white cooler", "大白暖一点"), as its
// light made so, as "make the ceiling light cooler" is: a warmer light is
// fewer kelvin. It was "Big white can't do that". The clause and what it
// resolves to, or false.
func (t *turn) namedWarmth(cl ir.Clause, res index.Result) (ir.Clause, index.Result, bool) {
	if res.Problem != index.NoCapability || cl.Kind != ir.Act || cl.Verb != "set" || cl.Target.Class != "" || cl.Target.Name == "" ||
		len(cl.Params) != 1 || cl.Params[0].Name != "temperature" || !cl.Params[0].Relative || cl.Condition != nil {
		return cl, res, false
	}
	warm := cl
	warm.Actions = []ir.Alt{{Capability: "color_temp", Command: "set"}}
	steps := cl.Params[0].Num / home.DefaultStep("temperature")
	warm.Params = []ir.Param{{Name: "color_temp", Num: -steps * home.DefaultStep("color_temp"), Relative: true}}
	r := t.resolveClause(warm)
	if r.Problem != "" || len(r.Entities) == 0 {
		return cl, res, false
	}
	return warm, r, true
}
