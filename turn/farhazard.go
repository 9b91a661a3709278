package turn

import (
	"slices"

	"edge/index"
	"edge/ir"
)

// farHazard reports a thing found away from the place it was said near
// that is a lock, a valve, a garage door, a gate, an alarm or makes heat,
// and is not called by the name said. Where the place has a thing so
// called that cannot do what is asked, that thing was meant, and the far
// one is not reached: "hey garage lock the door", where the garage door
// has no lock, locked the front door, and "hey garage unlock the door"
// asked to unlock it. "hey kitchen lock the door", where the kitchen has
// no door, is still the front door.
func (t *turn) farHazard(tg ir.Target, ctx index.Context, r index.Result) bool {
	far := slices.ContainsFunc(append(slices.Clip(r.Entities), r.Options...), func(e *index.Entity) bool {
		return e.Device != nil && e.Device.Hazards() != 0 && !e.Called(tg.Name)
	})
	return far && len(t.e.idx.Resolve(t.ctx, tg, func(*index.Entity) bool { return true }, ctx).Entities) > 0
}
