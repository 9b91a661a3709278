package turn

import (
	"strconv"
	"unicode/utf8"

	"edge/ir"
	"edge/lang"
)

// maxPage is how long, in characters, the names of one page may be.
const maxPage = 180

// listAsked answers "which ones?" ("哪些?") after a confirmation asked as a
// summary with the first page of the names of its devices, and "more"
// ("下一页") with the next page. The confirmation still waits, for the
// next turn: the result is a confirm with every pending action again. It
// reports whether the words asked for the list.
func (t *turn) listAsked() bool {
	p := t.sess.Pending
	if p == nil || p.Kind != "confirm" || !p.Summed || !t.now.Before(p.Bind.Expires) {
		return false
	}
	pk, more, ok := lang.ListAsked(t.req.Text)
	if !ok {
		return false
	}
	t.res.Lang = pk.Code()
	t.res.IR = &ir.Program{Lang: pk.Code()}
	start := 0
	if more {
		start = min(p.Listed, len(p.Calls))
	}
	var names []string
	end := start
	for ; end < len(p.Calls); end++ {
		name := t.listed(p, end)
		if len(names) > 0 && utf8.RuneCountInString(t.pack().List(append(names, name), false)) > maxPage {
			break
		}
		names = append(names, name)
	}
	var said []string
	if len(names) > 0 {
		said = append(said, t.say(lang.MsgPage, t.pack().List(names, false), strconv.Itoa(start+1), strconv.Itoa(end), strconv.Itoa(len(p.Calls))))
	}
	if end < len(p.Calls) {
		said = append(said, t.say(lang.MsgPageMore))
	} else {
		said = append(said, t.say(lang.MsgPageEnd))
	}
	if p.PIN {
		said = append(said, t.say(lang.MsgPINWanted))
	} else {
		said = append(said, t.say(lang.MsgConfirmAgain))
	}
	p.Listed = end
	p.Bind.Turn = t.sess.Turn // the yes may come next turn
	t.sess.Pending = p
	t.sess.Clause = nil // until it is confirmed: never followed up if not
	for _, c := range p.Calls {
		t.addAction(c, StatusPending, "")
	}
	t.res.Outcome = Confirm
	t.res.Question = t.pack().Sentences(said)
	t.res.Say = t.res.Question
	return true
}

// listed says the i-th device of a confirmation in a list: its name as
// asked, and its room ("Ceiling light in the Kitchen").
func (t *turn) listed(p *pending, i int) string {
	id := p.Calls[i].Call.Device
	ent, ok := t.e.idx.Entity(id)
	if !ok {
		return at(p.Labels, i) // gone: a yes says so
	}
	if ent.Room == "" {
		return displayName(ent, t.res.Lang)
	}
	return t.pack().NameIn(displayName(ent, t.res.Lang), t.e.idx.RoomLabel(ent.Room, t.res.Lang))
}
