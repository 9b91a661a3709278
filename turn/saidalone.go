package turn

import (
	"slices"

	"edge/ir"
	"edge/lang"
)

// thanksSaid answers thanks said alone while nothing is asked ("thanks",
// "ok thank you", "cheers", 谢谢, 好的谢谢) with the pack's short
// acknowledgement, doing nothing: it was not understood, and 好的谢谢 said
// there was nothing to answer. Said while a question waits it is left to
// the answer (好的谢谢 is a yes). It reports whether the words were thanks.
func (t *turn) thanksSaid() bool {
	return t.saidAlone(lang.Speaker.Thanks, Answer)
}

// undoSaid answers asking to undo what was done, said alone while nothing
// is asked ("undo", "undo that", "put it back", 撤销, 恢复原样): what the
// last command switched on or off from the other state is switched back
// (undoSwitched); of any other command edge keeps no state a device had
// before to go back to, so it says it cannot, and nothing is done. "put it back" asked whether Movie mode was meant, 撤销
// whether 观影模式 was, and a yes activated it. It reports whether the
// words asked it.
// Said the turn after a timer or a delayed command was set, it cancels it,
// as "never mind" does (undo.go).
//
// Asking to go on said alone ("resume", 恢复, 恢复一下) is asking to undo
// too, unless the last command paused or stopped what plays: "关电视",
// then "恢复", played the TV; it is answered as 恢复原样 is. After "暂停电视"
// it plays the TV again, as it did (resume).
func (t *turn) undoSaid() bool {
	if t.sess.Pending != nil {
		return false
	}
	p, ok := lang.SaidAloneBy(t.req.Text, lang.Speaker.Undo)
	if !ok {
		if p, ok = lang.SaidAloneBy(t.req.Text, lang.Speaker.Resume); ok && (t.sess.Clause == nil || t.lastStoppedPlay()) {
			return false // plays again what was stopped, or asks which
		}
	}
	if !ok {
		return false
	}
	if t.sess.Set != "" && t.sess.SetTurn == t.sess.Turn-1 {
		t.cancelChosen("", map[string]bool{t.sess.Set: true})
		t.sess.Set = ""
		return true
	}
	if t.undoSwitched() { // put_back.go
		return true
	}
	t.res.Lang = p.Code()
	t.res.IR = &ir.Program{Lang: p.Code()}
	t.finish(NotUnderstood, p.Undo().Answer)
	return true
}

// lastStoppedPlay reports whether the last command paused or stopped
// something that plays, which asking to go on said alone plays again.
func (t *turn) lastStoppedPlay() bool {
	last := t.sess.Clause
	if last == nil || last.Kind != ir.Act || last.Verb != "pause" && last.Verb != "stop" {
		return false
	}
	return slices.ContainsFunc(t.sess.Last, func(id string) bool {
		e, ok := t.e.idx.Entity(id)
		return ok && e.Device != nil && e.Device.Has("media")
	})
}

// saidAlone answers words said alone while nothing is asked that ask
// nothing of a device (which of the pack's), with outcome and the pack's
// answer. It reports whether the words were those.
func (t *turn) saidAlone(which func(lang.Speaker) lang.SaidAlone, outcome string) bool {
	if t.sess.Pending != nil {
		return false
	}
	p, ok := lang.SaidAloneBy(t.req.Text, which)
	if !ok {
		return false
	}
	t.res.Lang = p.Code()
	t.res.IR = &ir.Program{Lang: p.Code()}
	t.finish(outcome, which(p).Answer)
	return true
}
