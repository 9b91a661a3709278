package turn

import (
	"slices"

	"edge/index"
	"edge/ir"
)

// A name said with a demonstrative after a command or a question ("turn
// on the bedroom ac", then from the living room "set that ac to 26", or
// 打开卧室空调 then 那个空调调到26度) points back at the one of that name
// last spoken of: the speaker's room won, and the living room's AC was
// set. "That" is the one spoken of, wherever the speaker is; "this" may
// be it or the one beside the speaker, so where the two differ, which is
// asked. A name that reaches none of what was spoken of is as said.

// spokenOf resolves a name said with a demonstrative to what of it was
// last spoken of in the session; ok is false where that is nothing, or
// where nothing was pointed at.
func (t *turn) spokenOf(tg ir.Target, fit func(*index.Entity) bool, ctx index.Context, ask string) (index.Result, bool) {
	if tg.Pointed == "" || tg.Ref || tg.Name == "" || tg.All || tg.Count > 1 || len(tg.Places) > 0 || len(tg.Except) > 0 || len(t.sess.Last) == 0 {
		return index.Result{}, false
	}
	said := tg
	said.Pointed = ""
	anywhere := ctx
	anywhere.Room = ""
	r := t.e.idx.Resolve(t.ctx, said, fit, anywhere)
	var last []*index.Entity
	for _, e := range slices.Concat(r.Entities, r.Pool) {
		if slices.Contains(t.sess.Last, e.ID) && !slices.Contains(last, e) {
			last = append(last, e)
		}
	}
	if len(last) == 0 {
		return index.Result{}, false
	}
	if tg.Pointed == ir.PointedThis {
		// the one beside the speaker too, where that is known
		here := t.resolveSaid(said, fit, ctx, ask)
		n := len(last)
		for _, e := range here.Entities {
			if !slices.Contains(last, e) {
				last = append(last, e)
			}
		}
		if len(here.Entities) > 0 && len(last) == n {
			return here, true
		}
	}
	if len(last) == 1 {
		return index.Result{Entities: last}, true
	}
	if len(last) > index.MaxOptions {
		return index.Result{Options: last[:index.MaxOptions], More: len(last) - index.MaxOptions, Pool: last}, true
	}
	return index.Result{Options: last, Pool: last}, true
}
