package turn

import (
	"edge/ir"
	"edge/lang"
)

// oneOfPlace reads a name that is a place and a word of one said after
// it ("close the bedroom one too", "turn off the kitchen one as well"),
// which the reply grammar reads as choosing the place ("the bedroom one"),
// as one thing there referred to, as 卧室那个 is: it was a name not found
// ("I can't find bedroom one"). Any other target is as said.
func (t *turn) oneOfPlace(tg ir.Target) ir.Target {
	if tg.Ref || tg.All || tg.Name == "" || tg.Class != "" || len(tg.Places) > 0 || len(tg.Except) > 0 || t.e.idx.IsPlace(tg.Name) {
		return tg
	}
	r, err := lang.Detect(tg.Name).ParseReply(tg.Name)
	if err != nil || r.Kind != ir.Choice || r.Index != 0 || len(r.More) > 0 || r.Text == "" ||
		!t.e.idx.IsPlace(r.Text) || lang.Key(r.Text) == lang.Key(tg.Name) {
		return tg
	}
	return ir.Target{Name: r.Text, Ref: true}
}
