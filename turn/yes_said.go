package turn

import (
	"slices"

	"edge/compile"
	"edge/ir"
)

// yesOther reports a yes said with a verb that does none of the command
// asked about ("确定要解锁前门吗？", "好的关吧"): it is no yes, and cancels.
// A yes with the verb of the command ("好的开吧") is the yes.
func yesOther(r *ir.Reply, p *pending) bool {
	if r.Kind != ir.Yes || r.Verb == "" {
		return false
	}
	said := compile.Actions(p.Lang, r.Verb, nil)
	if p.Clause == nil || !slices.ContainsFunc(p.Clause.Actions, func(a ir.Alt) bool { return slices.Contains(said, a) }) {
		return true
	}
	return slices.ContainsFunc(p.Calls, func(c plannedCall) bool {
		return !slices.ContainsFunc(said, func(a ir.Alt) bool { return a.Command == c.Call.Command })
	})
}
