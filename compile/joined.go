package compile

import (
	"slices"

	"edge/ir"
	"edge/lang"
)

// How a clause with no verb of its own is read after the clauses before
// it: asked with a question before it, or as what starts a vacuum.

// yesNoBefore reports clauses that end with a question of yes or no.
func yesNoBefore(cls []ir.Clause) bool {
	return len(cls) > 0 && cls[len(cls)-1].Kind == ir.Query && cls[len(cls)-1].Form == ir.YesNo
}

// opensWithVerb reports a clause whose first phrase but fillers, and a
// quantifier alone before it (都关掉), is a verb: "turn off the fan", not
// "the garage open".
func opensWithVerb(ps lang.Clause) bool {
	for _, ph := range ps {
		if ph.Kind != lang.Filler && !(ph.Kind == lang.NP && ph.All && len(ph.Words) == 0 && !ph.Ref) {
			return ph.Kind == lang.Verb
		}
	}
	return false
}

// askedToo is a clause asked with the question words of the last clause
// before it that has them: "the kettle off" after "is the oven" is "is
// the kettle off". A clause that is still no question is not understood.
func askedToo(pack lang.Pack, before []lang.Clause, ps lang.Clause) (ir.Clause, error) {
	for k := len(before) - 1; k >= 0; k-- {
		var quest lang.Clause
		for _, ph := range before[k] {
			if ph.Kind == lang.Quest {
				quest = append(quest, ph)
			}
		}
		if len(quest) == 0 {
			continue
		}
		a := &asm{pack: pack, ps: append(quest, ps...)}
		if cl, err := a.clause(); err == nil && cl.Kind == ir.Query {
			return cl, nil
		}
		break
	}
	return ir.Clause{}, errNoAction
}

// askedBefore reports clauses that end with a question of a value or a
// state that one more target may share.
func askedBefore(cls []ir.Clause) bool {
	if len(cls) == 0 {
		return false
	}
	q := cls[len(cls)-1]
	return q.Kind == ir.Query && q.Ask != "" && q.Form != ir.More && q.Form != ir.Less && q.Form != ir.Than
}

// cleansRoom reports a clause that starts a vacuum in a room.
func cleansRoom(cl *ir.Clause) bool {
	return cl.Verb == "start" && slices.ContainsFunc(cl.Params, func(p ir.Param) bool { return p.Name == "room" })
}
