package turn

import "edge/ir"

// A place called by a word of a class, swept: "车库都关了", "车库全部关掉",
// "所有车库关了吧", "turn off all of the garage". Where the home has a
// place of that word and no device called by it, the word with all is the
// place, as "客厅都关了" is: what a sweep of it reaches, never what a sweep
// leaves alone. Read as the class, all of it was the one garage door,
// closed with no question, where the word alone asks which.

// sweptPlace reads a command on all of a word that names a class and a
// place of the home, and no device, as on all of the place.
func (t *turn) sweptPlace(cl ir.Clause) ir.Clause {
	tg := &cl.Target
	if cl.Kind == ir.Act && tg.All && tg.Class != "" && !tg.Ref && len(tg.Except) == 0 && len(tg.Places) == 0 &&
		t.e.idx.IsPlace(tg.Name) && !t.e.idx.Named(tg.Name) {
		tg.Class = ""
	}
	return cl
}
