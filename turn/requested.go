package turn

import (
	"edge/compile"
	"edge/home"
	"edge/ir"
)

// requestedAlone asks on or off about what a request of its own names
// ("the lamp please", "lights please": compile.Requested), as a command
// that says no direction is asked, never the last command done on it. It
// reports whether it asked.
func (t *turn) requestedAlone() bool {
	if !compile.Requested(t.req.Text) {
		return false
	}
	tgs, ok := compile.Targets(t.req.Text)
	if !ok || len(tgs) != 1 || tgs[0].Ref {
		return false
	}
	cl := ir.Clause{Kind: ir.Act, Verb: "activate", Target: tgs[0],
		Actions: []ir.Alt{{Capability: home.SceneCapability.Name, Command: "activate"}}}
	return t.noDirection(cl)
}
