package turn

import (
	"edge/index"
	"edge/ir"
)

// oneOfAsked asks which one "it" means after a question of several ("are
// the bedside lamp and the desk lamp off?", then "turn it on"; 哪些灯开着,
// then 把它关了): one was said where several were asked about, so which
// is not known. "Them" (它们) is all of them, as "it" after a command of
// several still is.
func (t *turn) oneOfAsked(cl ir.Clause, r index.Result) index.Result {
	tg := cl.Target
	if cl.Kind != ir.Act || !tg.Ref || tg.All || tg.Count > 0 || tg.Name != "" || tg.Class != "" || len(t.resolved) > 0 ||
		t.sess.Clause == nil || t.sess.Clause.Kind != ir.Query || len(r.Entities) < 2 {
		return r
	}
	if n := len(r.Entities); n > index.MaxOptions {
		return index.Result{Options: r.Entities[:index.MaxOptions], More: n - index.MaxOptions, Pool: r.Entities}
	}
	return index.Result{Options: r.Entities}
}
