package turn

import (
	"slices"
	"strings"

	"edge/compile"
	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// followUp does the last command again on the targets words name when
// they name nothing else ("and the kitchen", "the bedroom one too"). It
// reports whether the words were such a follow-up: words that name
// nothing of the home are not, nor a request of its own ("the lamp
// please": compile.Requested). With one, the words were said of a single
// thing ("the kitchen one": saidOne), which is asked about where the
// place has several.
func (t *turn) followUp(text string, one bool) bool {
	if t.sess.Clause == nil || compile.Requested(t.req.Text) {
		return false
	}
	tgs, ok := compile.Targets(text)
	if !ok {
		return false
	}
	for i := range tgs {
		tgs[i].One = tgs[i].One || one
	}
	for _, tg := range tgs {
		if tg.Ref {
			return false // "it" alone carries no command
		}
		cl := *t.sess.Clause
		cl.Target = t.retarget(cl.Target, tg)
		if r := t.resolveClause(cl); r.Problem == index.NoMatch || r.Problem == index.NoPlace {
			return false
		}
	}
	t.again(tgs)
	return true
}

// setOnOther does the last command again on what a verb of setting with
// no value names, where what it names is no scene ("换成卧室的", "改成床头灯",
// "客厅的也调一下", "set the living room" after "set the bedroom ac to 26"):
// it asked on or off of what was named (要打开还是关闭卧室？). A command
// put off, negated or said with a condition is not taken up. It reports
// whether it did.
func (t *turn) setOnOther(cl ir.Clause) bool {
	last := t.sess.Clause
	if last == nil || last.When != nil || last.Negated || last.Condition != nil || last.Wish ||
		cl.Kind != ir.Act || cl.Verb != "activate" || len(cl.Actions) != 1 || cl.Actions[0].Capability != home.SceneCapability.Name ||
		cl.Target.Ref || cl.Target.Name == "" && cl.Target.Class == "" && len(cl.Target.Places) == 0 {
		return false
	}
	again := *last
	again.Target = t.retarget(last.Target, cl.Target)
	if r := t.resolveClause(again); len(r.Entities) == 0 || r.Problem == index.NoMatch || r.Problem == index.NoPlace ||
		slices.ContainsFunc(r.Entities, func(e *index.Entity) bool { return e.Kind == index.Scene }) {
		return false
	}
	t.again([]ir.Target{cl.Target})
	return true
}

// correct does the last command again on what a correction names ("no,
// the kitchen one"); with one, on one thing there (saidOne). With
// instead, what is named takes the place of what the command acted on
// (instead.go).
func (t *turn) correct(text string, one, instead bool) {
	tgs, ok := compile.Targets(text)
	if t.sess.Clause == nil || !ok {
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood))
		return
	}
	for i := range tgs {
		tgs[i].One = tgs[i].One || one
	}
	if back, ids, ok := t.replaced(tgs); instead && ok {
		t.againInstead(tgs, back, ids)
		return
	}
	t.again(tgs)
}

// repeat does the session's last command once more on what it acted on
// ("again", 再来一次): "turn the tv down", then "again", lowers it again. A
// command put off to a later time is not done again: which time is meant
// is not said.
func (t *turn) repeat() {
	last := t.sess.Clause
	if last == nil || last.Kind != ir.Act || last.When != nil || len(t.sess.Last) == 0 {
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgNothingAgain))
		return
	}
	cl := *last
	cl.Condition = nil
	cl.Target = ir.Target{Ref: true}
	t.res.Source = "grammar"
	t.res.IR = &ir.Program{Lang: t.res.Lang, Clauses: []ir.Clause{cl}, Confidence: 1}
	t.clauses([]ir.Clause{cl})
}

// along makes a change said only as more or less ("a bit more", "less":
// ir.Param.Along) the session's last change again, the same way or the
// other: "dim the kitchen light", then "a bit more", dims it more, where
// "more" alone raises. With no change before, it stays as said, but for
// one said only of a change (ir.Param.AlongOnly: "too much"), which it
// reports as false.
func (t *turn) along(cls []ir.Clause) bool {
	last := t.sess.Clause
	if last == nil || last.Kind != ir.Act || len(last.Params) != 1 || !last.Params[0].Relative || last.Params[0].Num == 0 {
		return !slices.ContainsFunc(cls, func(cl ir.Clause) bool { return len(cl.Params) == 1 && cl.Params[0].AlongOnly })
	}
	step := last.Params[0]
	for i := range cls {
		cl := &cls[i]
		if len(cl.Params) != 1 || !cl.Params[0].Along || !bare(cl.Target) {
			continue
		}
		if cl.Params[0].Num < 0 {
			step.Num = -step.Num // "less": the other way
		}
		cl.Verb, cl.Actions, cl.Params = last.Verb, last.Actions, []ir.Param{step}
	}
	return true
}

// again runs the session's last command on other targets.
func (t *turn) again(tgs []ir.Target) { t.againInstead(tgs, ir.Clause{}, nil) }

// againInstead is again, after the clause that puts back what it
// replaces when there is one (ids: what that clause acts on).
func (t *turn) againInstead(tgs []ir.Target, back ir.Clause, ids []string) {
	last := *t.sess.Clause
	var cls []ir.Clause
	for _, tg := range tgs {
		cl := last
		cl.Condition = nil
		if cl.Target = t.retarget(last.Target, tg); everything(cl.Target) {
			t.res.Source = "none"
			t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood)) // of no kind said before: never all there is
			return
		}
		cl = t.nearLast(cl)
		cls = append(cls, cl)
	}
	t.res.Source = "grammar"
	t.res.IR = &ir.Program{Lang: lang.Detect(t.req.Text).Code(), Clauses: cls, Confidence: 0.9}
	if len(ids) > 0 {
		t.instead(cls, back, ids)
		return
	}
	t.clauses(cls)
}

// everything reports a target of every thing of the home: all, with no
// name, kind or place.
func everything(tg ir.Target) bool {
	return tg.All && tg.Name == "" && tg.Class == "" && len(tg.Places) == 0 && !tg.Ref
}

// nearLast looks first, for one thing named with no place ("the fan
// too", "and the ceiling light"), in the room of what the last command
// acted on, when that was one room: "turn off the bathroom light", then
// "the fan too", is the bathroom's fan, where it asked which of the
// home's. Where the room has none but what was acted on ("the lamp too"
// after the hall light), it is meant wherever it is; several things ("and
// the lights") are never narrowed, nor a thing said in another room than
// the one acted on (the speaker's may be meant).
func (t *turn) nearLast(cl ir.Clause) ir.Clause {
	tg := cl.Target
	if len(tg.Places) > 0 || tg.All || tg.Ref || tg.Name == "" && tg.Class == "" || t.e.idx.IsPlace(tg.Name) {
		return cl
	}
	room := ""
	for _, id := range t.sess.Last {
		e, ok := t.e.idx.Entity(id)
		if !ok || e.Room == "" || room != "" && e.Room != room {
			return cl
		}
		room = e.Room
	}
	if room == "" || t.req.Room != "" && t.req.Room != room {
		return cl // the speaker's own room may be meant
	}
	near := cl
	near.Target.Places, near.Target.Near = []string{t.e.idx.RoomName(room)}, true
	r := t.resolveClause(near)
	if len(r.Entities) == 0 || slices.ContainsFunc(r.Entities, func(e *index.Entity) bool { return slices.Contains(t.sess.Last, e.ID) }) {
		return cl
	}
	return near
}

// retarget is the target words name in place of the last one: a place
// alone ("and the kitchen") means the same kind of thing there; anything
// else is the target said.
func (t *turn) retarget(old, tg ir.Target) ir.Target {
	class := t.lastClass(old)
	if tg.Name != "" && tg.Class != "" && tg.Class != class && len(tg.Places) == 0 && !tg.Ref && !tg.All && class != "" &&
		t.e.idx.IsPlace(tg.Name) && t.placeHas(tg.Name, class) {
		tg.Class = "" // "now the garage" after the garage light: the place a class word names, where it has the kind
	}
	if tg.Name != "" && tg.Class == "" && len(tg.Places) == 0 && !tg.Ref && t.e.idx.IsPlace(tg.Name) {
		tg.Places, tg.Name = []string{tg.Name}, ""
	}
	if t.sess.Clause.Kind == ir.Query && (old.Name == "" || t.e.idx.IsPlace(old.Name)) && old.Class == "" && !old.All && tg.Name == "" && tg.Class == "" && !tg.Ref {
		return tg // "how warm is it in the bedroom", then "and the kitchen?": the place's, not a device's
	}
	if everything(tg) && class != "" {
		// "the whole house too": the same kind of thing everywhere,
		// never every thing of the home, which was not spoken of
		return ir.Target{Class: class, All: true, Except: tg.Except}
	}
	if tg.Name != "" || tg.Class != "" || tg.Ref || len(tg.Places) == 0 || class == "" {
		if tg.Name == "" && tg.Class == "" && !tg.Ref && len(tg.Places) > 0 {
			tg.Name, tg.Places = tg.Places[0], tg.Places[1:]
		}
		return tg
	}
	out := ir.Target{Places: tg.Places, Class: class, All: (old.All || tg.All) && !tg.One, One: tg.One, Except: tg.Except}
	if index.IsClassWord(old.Name) {
		out.Name = old.Name
	}
	return out
}

// lastClass is the kind of thing the last command named, or else the kind
// of the first thing it acted on that has one ("" for none).
func (t *turn) lastClass(old ir.Target) string {
	if old.Class != "" {
		return old.Class
	}
	for _, id := range t.sess.Last {
		if e, ok := t.e.idx.Entity(id); ok && len(e.Classes()) > 0 {
			return e.Classes()[0]
		}
	}
	return ""
}

// placeHas reports whether a place has a device of a class.
func (t *turn) placeHas(place, class string) bool {
	room := lang.Key(place)
	return slices.ContainsFunc(t.e.idx.Devices(), func(e *index.Entity) bool {
		return t.e.idx.InPlace(e, room) && slices.Contains(e.Classes(), class)
	})
}

// wholeHomeSaid reports a text with a word of the whole home ("the whole
// house"): an answer of all to a question, and with nothing asked a place.
func wholeHomeSaid(text string) bool {
	pk := lang.Detect(text)
	v := pk.Vocab()
	return slices.ContainsFunc(pk.Split(strings.ToLower(text)), func(w string) bool { return v.WholeHome[w] })
}
