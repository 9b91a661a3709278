package zh

import (
	"slices"
	"strings"

	"edge/ir"
)

// Until reads a time of day said for a command to hold until, after its
// verb of holding and 到 ("电视开到十一点", "风扇开到晚上十点", "客厅灯亮到十点",
// "把空调一直开到十二点", "暖气关到早上六点", "台灯开到十一点再关", "电视开着直到
// 十一点", "电视开到十一点为止"): edge does the
// command now and undoes it then, as the English "until 11" (lang.Ending).
// An hour said alone is of either half of the day, the sooner; 一点 alone
// is also "a bit" and tells no time. After the time only the undoing of
// the command may follow (再关, 然后关掉), or courtesy; a day (到明天早上) or
// a timer tells none.
func (pack) Until(text string) (string, ir.When, bool) {
	rs := fold(text)
	if !slices.Contains(rs, reachRune) || !slices.ContainsFunc(rs, startsTime) || namesTimer(rs) {
		return text, ir.When{}, false
	}
	orig := []rune(text)
	for i := 1; i+1 < len(rs); i++ {
		if rs[i] != reachRune {
			continue
		}
		w, n := clockAt(rs[i+1:], 0)
		if n == 0 || w.InDays != 0 || w.Weekday != 0 {
			continue
		}
		before := strings.TrimSpace(strings.TrimSuffix(string(orig[:i]), heldUntil)) // 开着直到十一点
		verb := heldBy(before)
		if verb == "" || !undoneAfter(string(orig[i+1+n:]), offHeld[verb]) {
			return text, ir.When{}, false
		}
		return strings.TrimSuffix(before, verb) + heldAs(verb), w, true
	}
	return text, ir.When{}, false
}

// reachRune is 到 (reachSaid), which an end of holding follows; offRune
// is in the verbs that switch off (关, 关掉).
const (
	reachRune = '到'
	offRune   = "关"
)

// heldUntil and untilEnd may be said around 到 and the time: 直到 before
// it, 为止 after it ("电视开着直到十一点", "电视开到十一点为止").
const (
	heldUntil = "直"
	untilEnd  = "为止"
)

// holdVerbs are the verbs a time to hold until follows (开到十一点, 亮到十点,
// 关到六点), the longest first; offHeld are those that switch off.
var (
	holdVerbs = []string{"一直开着", "一直开", "开着", "亮着", "关着", "打开", "开", "亮", "关", "运行", "转", "吹"}
	offHeld   = map[string]bool{"关着": true, "关": true}
)

// heldBy is the verb of holding a text ends with, "" for none.
func heldBy(before string) string {
	for _, v := range holdVerbs {
		if strings.HasSuffix(before, v) {
			return v
		}
	}
	return ""
}

// heldAs is the command a verb of holding gives: 开着 is to switch on.
func heldAs(verb string) string {
	if offHeld[verb] {
		return "关掉"
	}
	return "打开"
}

// undoWords open the undoing said after a time a command holds to or a
// length it lasts ("开到十一点再关", "开十分钟然后关掉"); undoOff and undoOn are
// the verbs of it after a command that switches on and off; undoEnds may
// end it.
var (
	undoWords = []string{"然后", "之后", "以后", "再", "就", "后", "自动"}
	undoOff   = []string{"关掉", "关上", "关闭", "关了", "停掉", "关", "停"}
	undoOn    = []string{"打开", "开启", "开了", "开"}
	undoEnds  = "吧了啊呀哦吗 ，。！,.!"
)

// undoneAfter reports what follows the time or the length a command holds
// for as only its undoing (再关 after a command that switches on; 再开 after
// one that switches off) or nothing but courtesy.
func undoneAfter(after string, off bool) bool {
	after = strings.Trim(after, undoEnds)
	after = strings.Trim(strings.TrimPrefix(after, untilEnd), undoEnds)
	if after == "" || onlyOpening(after) {
		return true
	}
	for {
		cut := false
		for _, w := range undoWords {
			if rest, ok := strings.CutPrefix(after, w); ok {
				after, cut = strings.TrimLeft(rest, undoEnds), true
			}
		}
		if !cut {
			break
		}
	}
	verbs := undoOff
	if off {
		verbs = undoOn
	}
	for _, v := range verbs {
		if rest, ok := strings.CutPrefix(after, v); ok {
			return strings.Trim(rest, undoEnds) == ""
		}
	}
	return false
}
