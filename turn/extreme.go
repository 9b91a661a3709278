package turn

import (
	"slices"

	"edge/ir"
	"edge/lang"
)

// extreme answers a question of the most or the least ("which room is
// warmest?", "哪个房间最冷"): of the devices read, the one with the highest
// or the lowest value, said with its value. Devices whose value is not
// known yet are left out; ok is false for another question, or when no
// value is known.
func (t *turn) extreme(it item) (string, bool) {
	if it.form != ir.Most && it.form != ir.Least {
		return "", false
	}
	var best *Read
	for i := range it.reads {
		r := &it.reads[i]
		v, ok := r.Value.(float64)
		if !ok {
			continue
		}
		if b, _ := best.value(); best == nil || it.form == ir.Most && v > b || it.form == ir.Least && v < b {
			best = r
		}
	}
	if best == nil {
		return "", false
	}
	msg := lang.MsgMost
	if it.form == ir.Least {
		msg = lang.MsgLeast
	}
	return t.say(msg, t.sayRead(*best)), true
}

// extremesTogether makes one question of questions of the most or the
// least of one thing said one after another ("which is warmer, the
// kitchen or the study": which of the kitchen and the study is warmest):
// the one read highest or lowest of them all is the answer.
func extremesTogether(items []item) []item {
	var out []item
	for _, it := range items {
		if n := len(out); n > 0 && (it.form == ir.Most || it.form == ir.Least) && out[n-1].form == it.form && out[n-1].ask == it.ask {
			out[n-1].reads = append(slices.Clip(out[n-1].reads), it.reads...)
			continue
		}
		out = append(out, it)
	}
	return out
}

// beyond answers a question of whether a value is beyond a number ("is
// it over 25 in the bedroom"): yes or no of the mean of what was read, as
// a condition compares it, with the values read. ok is false for another
// question, or when no number was read.
func (t *turn) beyond(it item) (string, bool) {
	c := it.beyond
	if c == nil {
		return "", false
	}
	v, ok := mean(it.reads)
	if !ok {
		return "", false
	}
	msg := lang.MsgNo
	if compared(v, c.Op, c.Value) {
		msg = lang.MsgYes
	}
	return t.pack().Answered(msg, t.pack().Sentences(t.values(it))), true
}

// value is a read's number, ok false for none (or no read).
func (r *Read) value() (float64, bool) {
	if r == nil {
		return 0, false
	}
	v, ok := r.Value.(float64)
	return v, ok
}

// compared answers a question that compares two targets ("is the kitchen
// warmer than the study?"), items[0] and the item of form ir.Than after
// it: yes or no, with what each read. ok is false for another question, or
// when a side read no value: each side is then said as it is.
func (t *turn) compared(items []item) (string, bool) {
	it := items[0]
	if it.form != ir.More && it.form != ir.Less || len(items) < 2 || items[1].form != ir.Than {
		return "", false
	}
	a, okA := mean(it.reads)
	b, okB := mean(items[1].reads)
	if !okA || !okB {
		return "", false
	}
	msg := lang.MsgNo
	if it.form == ir.More && a > b || it.form == ir.Less && a < b {
		msg = lang.MsgYes
	}
	return t.pack().Answered(msg, t.pack().Sentences(append(t.values(it), t.values(items[1])...))), true
}

// mean is the mean of the numbers read, ok false for none.
func mean(reads []Read) (float64, bool) {
	sum, n := 0.0, 0
	for i := range reads {
		if v, ok := reads[i].value(); ok {
			sum += v
			n++
		}
	}
	return sum / float64(max(n, 1)), n > 0
}
