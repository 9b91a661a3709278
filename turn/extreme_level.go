package turn

import (
	"slices"

	"edge/compile"
	"edge/home"
	"edge/index"
	"edge/ir"
)

// extremeAsked is a clause that sets a level to the most or the least it
// goes to ("set the ac to max", 把客厅空调调到最高, 空调开到最大) on things
// whose level is no percentage (a thermostat's temperature) as the top or
// the bottom of that range, asked back before it is done: 100 °C was
// tried and blocked, and the most of an air conditioner may be its
// coldest as well as its warmest. Any other clause is as it was.
func extremeAsked(cl ir.Clause, ents []*index.Entity) ir.Clause {
	if cl.Kind != ir.Act || cl.Wish || len(cl.Params) != 1 || len(ents) == 0 {
		return cl
	}
	p := cl.Params[0]
	if p.Name != "level" || p.Relative || !p.Most && !p.Least {
		return cl
	}
	var arg home.ArgSpec
	for _, e := range ents {
		lv, ok := levelArgOf(e, cl.Actions)
		if !ok || home.Unit(lv.Of) == "%" || arg.Name != "" && lv.Name != arg.Name {
			return cl
		}
		arg = lv
	}
	p.Name, p.Num, p.Most, p.Least = arg.Name, arg.Max, false, false
	if cl.Params[0].Least {
		p.Num = arg.Min
	}
	cl.Params = []ir.Param{p}
	cl.Actions = compile.Actions("", "set", cl.Params)
	cl.Wish = true
	return cl
}

// levelArgOf is the level argument of the first of the actions the
// device has.
func levelArgOf(e *index.Entity, acts []ir.Alt) (home.ArgSpec, bool) {
	for _, a := range acts {
		if e.Device == nil || !slices.Contains(e.Device.Capabilities, a.Capability) {
			continue
		}
		if lv, ok := home.LevelArgOf(a.Capability); ok {
			return lv, true
		}
	}
	return home.ArgSpec{}, false
}
