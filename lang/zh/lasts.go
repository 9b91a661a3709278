package zh

import (
	"slices"
	"strings"
)

// Lasts reads a length of time said for a command to last, after its verb
// (排气扇开十分钟, 把洒水器打开二十分钟, 开半小时, 开十分钟风扇, 开风扇十分钟): edge
// does the command now and undoes it after that long. A length before the
// verb, or with 后 after it (十分钟后开灯), is a delay (When); one after 到
// or 过, or of a timer (定时十分钟), is not a length to last; a verb after
// it is a second command, and no length of the first, but where it only
// undoes the first (开十分钟再关, 开半小时然后关掉: undoneAfter). After
// a verb done (电视开了一个小时了, 空调关了半小时) it is how long that has
// lasted, told: the TV was switched on for an hour.
func (pack) Lasts(text string) (string, int, bool) {
	rs := fold(text)
	if !slices.ContainsFunc(rs, startsTime) || namesTimer(rs) {
		return text, 0, false
	}
	for i := 1; i < len(rs); i++ {
		secs, m := durationAt(rs, i)
		if m == 0 || startsTime(rs[i-1]) {
			continue
		}
		m += wordAt(rs, i+m, aboutSaid) // 开两个小时左右
		orig := []rune(text)
		before, after := string(orig[:i]), string(orig[i+m:])
		if commands(after) && undoneAfter(after, strings.Contains(before, offRune)) {
			after = "" // 开十分钟再关: the undoing is the length's
		}
		if wordAt(rs, i+m, delayAfter) > 0 || slices.ContainsFunc(delayBefore, func(w string) bool { return strings.HasSuffix(before, w) }) || strings.HasSuffix(before, reachSaid) ||
			strings.HasSuffix(strings.TrimSpace(before), perfective) || !commands(before) || commands(after) {
			return text, 0, false
		}
		return strings.TrimSpace(before + after), secs, true
	}
	return text, 0, false
}
