package turn

import (
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// pardonAsked answers asking to hear the question again, said alone while
// a question waits ("what?", "sorry?", "say that again", 你说什么, 再说一
// 遍): the question is asked again as it was, in its language, and waits
// for the next turn; it is not put off (it expires when it would have).
// "what?" was not understood and the question was lost, and said to a
// confirmation it cancelled it. Asking which ones they are ("which ones",
// "what are they", 哪些: lang.ListBook) said to a question of which one
// asks it again too, its options said: "which ones" was not understood
// ("I can't find “ones”") and the question was lost. It reports whether
// the words asked it.
func (t *turn) pardonAsked() bool {
	p := t.sess.Pending
	if p == nil || p.Question == "" || !t.now.Before(p.Bind.Expires) {
		return false
	}
	if _, ok := lang.SaidAloneBy(t.req.Text, lang.Speaker.Pardon); !ok && !(p.Kind == "clarify" && optionsAsked(t.req.Text)) {
		return false
	}
	t.res.Lang = p.Lang
	t.res.IR = &ir.Program{Lang: p.Lang}
	p.Bind.Turn = t.sess.Turn // the answer may come next turn
	if p.Kind == "confirm" {
		t.sess.Clause = nil // until it is confirmed: never followed up if not
		for _, c := range p.Calls {
			t.addAction(c, StatusPending, "")
		}
		t.res.Outcome = Confirm
	} else {
		pool := t.entities(p.Options)
		for _, e := range pool[:min(len(pool), index.MaxOptions)] {
			t.res.Options = append(t.res.Options, Option{ID: e.ID, Name: e.Name, Room: e.Room})
		}
		t.res.Outcome = Clarify
	}
	t.res.Question, t.res.Say = p.Question, p.Question
	return true
}

// optionsAsked reports words that ask which ones they are, not for the
// next page of them (lang.ListAsked).
func optionsAsked(text string) bool {
	_, more, ok := lang.ListAsked(text)
	return ok && !more
}
