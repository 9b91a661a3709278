package turn

import (
	"edge/ir"
	"edge/lang"
)

// thanksSaid answers thanks said alone while nothing is asked ("thanks",
// "ok thank you", "cheers", 谢谢, 好的谢谢) with the pack's short
// acknowledgement, doing nothing: it was not understood, and 好的谢谢 said
// there was nothing to answer. Said while a question waits it is left to
// the answer (好的谢谢 is a yes). It reports whether the words were thanks.
func (t *turn) thanksSaid() bool {
	if t.sess.Pending != nil {
		return false
	}
	p, ok := lang.ThanksSaid(t.req.Text)
	if !ok {
		return false
	}
	t.res.Lang = p.Code()
	t.res.IR = &ir.Program{Lang: p.Code()}
	t.finish(Answer, p.Thanks().Answer)
	return true
}
