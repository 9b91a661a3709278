package turn

import (
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// A question of yes or no of a state asked of a class said by its word
// alone, in a language that leaves the plural unsaid (门关好了吗, 门窗都关好了
// 吗, 门和窗关了没), is of every device of the class, as 门都关好了吗 is: it
// answered of those called by the word alone (前门磁关着, never the garage
// door, a door too). A word that is also a device's name (大门 of a lock
// called so) is that device.

// classAskedWhole is cl with its target all of its class where it is such
// a question.
func (t *turn) classAskedWhole(cl ir.Clause) ir.Clause {
	tg := cl.Target
	if cl.Kind != ir.Query || cl.Form != ir.YesNo || !stateAsked(cl.Ask) || cl.Condition != nil || tg.Class == "" ||
		tg.All || tg.One || tg.Ref || len(tg.Places) > 0 || len(tg.Except) > 0 || !index.IsClassWord(tg.Name) || t.e.idx.Named(tg.Name) ||
		!lang.Detect(t.req.Text).PluralUnmarked() {
		return cl
	}
	cl.Target.All = true
	return cl
}
