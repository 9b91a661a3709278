package zh

import (
	"strings"

	"edge/ir"
)

// A time said to move what was just set, with nothing else: 改成二十分钟,
// 那就改到十一点吧, 定时改成半小时, 推迟到晚上八点. Such words were not
// understood.

// retimeOpeners are the verbs that open such a time; retimeBefore the
// words that may come before them (a timer's word too) and retimeAfter
// the particles after the time, which say nothing.
var (
	retimeOpeners = []string{"改成", "改为", "改到", "换成", "换到", "推迟到", "推到", "延后到", "延到", "提前到"}
	retimeBefore  = []string{"那就", "那", "嗯", "呃", "还是", "不对", "要不", "时间"}
	retimeAfter   = []string{"好了", "吧", "啊", "呀", "哈", "呗", "嘛", "了"}
	retimePauses  = " ,，。.!！?？、"
)

// Retime reads a text that only moves what was just set to another time:
// a delay (二十分钟, 半小时后) or a time of day (十一点, 晚上八点半).
func (pack) Retime(text string) (ir.When, bool) {
	rs := retimeLead(fold(text))
	n := wordAt(rs, 0, retimeOpeners)
	if n == 0 {
		return ir.When{}, false
	}
	rs = rs[n:]
	for cut := true; cut; rs = trimPauses(rs) {
		cut = false
		for _, a := range retimeAfter {
			if strings.HasSuffix(string(rs), a) {
				rs, cut = rs[:len(rs)-len([]rune(a))], true
				break
			}
		}
	}
	if secs, m := durationAt(rs, 0); m > 0 && m+wordAt(rs, m, delayAfter) == len(rs) {
		return ir.When{After: secs}, true
	}
	if w, m := clockAt(rs, 0); m > 0 && m == len(rs) {
		return w, true
	}
	return ir.When{}, false
}

// RetimeOpens reports whether text opens as Retime's words do, with one
// of retimeOpeners after the words that may come before it: when it does
// not, neither text nor any text its words begin is a time that moves
// what was set.
func (pack) RetimeOpens(text string) bool {
	return wordAt(retimeLead(fold(text)), 0, retimeOpeners) > 0
}

// retimeLead is rs without the pauses around it and the words that may
// come before an opener (retimeBefore, a timer's word).
func retimeLead(rs []rune) []rune {
	for rs = trimPauses(rs); ; rs = trimPauses(rs) {
		n := max(wordAt(rs, 0, retimeBefore), wordAt(rs, 0, timerWords))
		if n == 0 {
			return rs
		}
		rs = rs[n:]
	}
}

// trimPauses is rs without the pauses (retimePauses) it begins or ends
// with.
func trimPauses(rs []rune) []rune {
	for len(rs) > 0 && strings.ContainsRune(retimePauses, rs[0]) {
		rs = rs[1:]
	}
	for len(rs) > 0 && strings.ContainsRune(retimePauses, rs[len(rs)-1]) {
		rs = rs[:len(rs)-1]
	}
	return rs
}
