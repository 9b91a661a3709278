package turn

import (
	"edge/index"
	"edge/ir"
)

// classCannot reports a command on a class said ("空调调到二档", "灯调到
// 三档", "set the lights to speed two") where devices of that class are
// there and none of them can do it: what was said names them, so edge says
// they cannot, never that it cannot find them. Only devices of the class
// said count ("车库窗帘" is no garage door).
func (t *turn) classCannot(res index.Result, cl ir.Clause) bool {
	if res.Problem != index.NoMatch || cl.Kind != ir.Act || cl.Wish || cl.Target.Class == "" || cl.Target.Name == "" {
		return false
	}
	class := cl.Target.Class
	of := func(e *index.Entity) bool { return index.InClass(e, class) }
	r := t.resolve(cl.Target, of, index.Context{Room: t.req.Room, Unmarked: t.unmarked(cl)}, "")
	return r.Problem == "" && len(r.Entities)+len(r.Options) > 0
}
