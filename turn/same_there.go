package turn

import "edge/ir"

// sameThere reads a command said of a place alone, right after a command
// of the same verb on a kind of thing ("打开客厅空调", then "卧室也开一下";
// "turn on the living room ac", then "turn on the bedroom too"), as the
// same kind of thing there, where the place has one: never the place's
// lights, which were not spoken of. A reference said with a place ("卧室的
// 那个也打开", "the one in the bedroom") is the same kind of thing there
// too, whatever its verb, never the thing it referred to elsewhere.
func (t *turn) sameThere(cl ir.Clause) ir.Target {
	tg := cl.Target
	last := t.sess.Clause
	if last == nil || cl.Kind != ir.Act || last.Kind != ir.Act || tg.Class != "" || tg.All || len(tg.Except) > 0 ||
		tg.Name == "" || len(tg.Places) > 0 || !t.e.idx.IsPlace(tg.Name) {
		return tg
	}
	if !tg.Ref && (cl.Verb != last.Verb || len(cl.Params) > 0 || len(last.Params) > 0) {
		return tg
	}
	out := t.retarget(last.Target, ir.Target{Name: tg.Name})
	if out.Class == "" {
		return tg
	}
	there := cl
	there.Target = out
	if r := t.resolveClause(there); r.Problem != "" {
		return tg
	}
	return out
}
