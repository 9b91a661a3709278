package turn

import (
	"fmt"
	"math"
	"slices"

	"edge/ir"
	"edge/lang"
	"edge/store"
)

// A number said alone to move what was just set ("turn off the tv in 10
// minutes", then "make it 20", "no, 20", "actually 20", 改成二十) is the
// time in the unit the time was said in: 20 minutes, or of a time of day
// ("at 10 pm", then "make it 11") the hour. Read as a command, it set the
// tv's volume to 20 now, and left the tv to be turned off.

// retimedBare moves what the turn before set by such a number, and reports
// whether the clauses were one.
func (t *turn) retimedBare(cls []ir.Clause) bool {
	if t.sess.Set == "" || t.sess.SetTurn != t.sess.Turn-1 || len(cls) != 1 {
		return false
	}
	cl := cls[0]
	tg := cl.Target
	if cl.Kind != ir.Act || cl.When != nil || cl.Lasts > 0 || cl.Until != nil || len(cl.Params) != 1 || !cl.Params[0].Bare || cl.Params[0].Relative ||
		!tg.Ref && (tg.Name != "" || tg.Class != "" || len(tg.Places) > 0) {
		return false
	}
	n := cl.Params[0].Num
	if n <= 0 || n != math.Trunc(n) {
		return false
	}
	rec := t.lastSet()
	if rec == nil {
		return false
	}
	when, ok := bareWhen(rec, int(n))
	if !ok {
		return false
	}
	t.retime(when)
	return true
}

// lastSet is the timer or delayed command the turn before set, nil where
// it is gone.
func (t *turn) lastSet() *timer {
	var out *timer
	_ = t.e.db.View(func(tx *store.Tx) error {
		recs, err := loadTimers(tx)
		if i := slices.IndexFunc(recs, func(r *timer) bool { return r.ID == t.sess.Set && t.mine(r) }); err == nil && i >= 0 {
			out = recs[i]
		}
		return err
	})
	return out
}

// bareWhen is the time a number said alone moves rec to: as many of the
// unit its length was said in (hours, minutes or seconds), or the hour of
// its time of day.
func bareWhen(rec *timer, n int) (ir.When, bool) {
	length := rec.Length
	p := lang.For(rec.Lang)
	if tm, ok := p.(lang.Timing); ok && length == 0 {
		if _, w, ok := tm.When(rec.Text); ok && w.After > 0 {
			length = w.After
		} else if ok && w.Clock != "" && n <= 23 {
			return ir.When{Clock: fmt.Sprintf("%02d:00", n), EitherHalf: n <= 12}, true
		}
	}
	if l, ok := p.(lang.Lasting); ok && length == 0 {
		if _, secs, ok := l.Lasts(rec.Text); ok {
			length = secs
		}
	}
	for _, unit := range []int{3600, 60, 1} {
		if length > 0 && length%unit == 0 {
			return ir.When{After: n * unit}, true
		}
	}
	return ir.When{}, false
}
