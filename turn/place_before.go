package turn

import (
	"slices"

	"edge/index"
	"edge/ir"
)

// placeBefore is the question of a command of a class word said with no
// place, right after a command of something of a place ("卧室灯调暗一点再把
// 窗帘拉上", "dim the bedroom light and close the curtain"), where the word
// finds things only elsewhere (the living room's curtain) and the place
// said before has something the word reaches there (the bedroom's
// blinds): which one, never the other room's done unasked. Where the
// place has nothing the word reaches (卧室灯关了再把电视打开: the one TV),
// the word finds something there, or it is a name of its own (台灯, the
// study lamp's), the command is as said.
func (t *turn) placeBefore(before, cl ir.Clause, res index.Result) (index.Result, bool) {
	tg := cl.Target
	if cl.Kind != ir.Act || before.Kind != ir.Act || tg.Class == "" || tg.Ref || len(tg.Places) > 0 || len(tg.Except) > 0 ||
		res.Problem != "" || len(res.Options) > 0 || len(res.Entities) == 0 || t.e.idx.PlaceSaid(tg.Name, nil) != "" || t.e.idx.Named(tg.Name) {
		return res, false
	}
	place := t.e.idx.PlaceSaid(before.Target.Name, before.Target.Places)
	if place == "" || slices.ContainsFunc(res.Entities, func(e *index.Entity) bool { return t.e.idx.InPlace(e, place) }) {
		return res, false
	}
	there := cl
	there.Target.Places = []string{place}
	r := t.resolveClause(there)
	found := append(slices.Clone(r.Pool), r.Entities...)
	if len(found) == 0 {
		found = r.Options
	}
	if r.Problem != "" || len(found) == 0 {
		return res, false
	}
	return index.Result{Options: append(found, res.Entities...)}, true
}
