package index

import (
	"context"

	"edge/ir"
)

// Sensors finds what a condition needs read ("if it is above 26 degrees",
// "如果客厅温度超过26度"): the entities for which reads holds, in the place
// or sensor the condition names; when it names none, in the rooms of the
// entities the clause acts on, else in the speaker's room, else anywhere.
// The values are read live when the plan runs, never taken from here.
func (x *Index) Sensors(cx context.Context, c ir.Condition, acted []*Entity, reads func(*Entity) bool, ctx Context) Result {
	ctx.Query = true
	if c.Target.Name != "" || len(c.Target.Places) > 0 || c.Target.Ref {
		return x.Resolve(cx, c.Target, reads, ctx)
	}
	var places []string
	for _, e := range acted {
		if name := x.roomName[e.Room]; name != "" && !containsString(places, name) {
			places = append(places, name)
		}
	}
	var found []*Entity
	for _, p := range places {
		found = unionEntities(found, x.Resolve(cx, ir.Target{All: true, Places: []string{p}}, reads, ctx).Entities)
	}
	if len(found) > 0 {
		return Result{Entities: found}
	}
	return x.Resolve(cx, ir.Target{All: true}, reads, ctx)
}
