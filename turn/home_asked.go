package turn

import (
	"edge/ir"
	"edge/lang"
)

// homeAsked is the target of a question of which, how many, or whether
// any or all of a kind are so, said with no place ("which lights are on",
// "what lights are on", "how many doors are locked", "are any lights on",
// "is anything still on", 哪些灯开着): every room's, wherever the speaker
// is, as Home Assistant asks it. They were the speaker's room's alone,
// which the speaker sees ("Living room ceiling light is off." to "which
// lights are on"). "Are the lights on" asks of the room, as "turn off the lights"
// does, and so does a yes or no in a language that leaves the plural
// unsaid (灯开着吗: any of them is not told from the room's).
func (t *turn) homeAsked(cl ir.Clause) ir.Target {
	tg := cl.Target
	if cl.Kind != ir.Query || len(tg.Places) > 0 || tg.Ref || len(tg.Except) > 0 || tg.Count > 0 || tg.One || !tg.All {
		return tg
	}
	switch {
	case cl.Form == ir.Which || cl.Form == ir.Count, cl.Form == ir.YesNo && !tg.Plural && !lang.Detect(t.req.Text).PluralUnmarked(),
		cl.Form == "" && tg.Plural && tg.Class != "" && stateAsked(cl.Ask): // "what lights are on"
		tg.Everywhere = true
	}
	return tg
}
