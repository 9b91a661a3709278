package zh

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// A question of which of two is more so (厨房和书房哪个更热, 卧室跟客厅比哪个
// 冷, 哪个更热，厨房还是书房, 厨房热还是书房热, 厨房还是书房更凉快, 台灯和床头灯
// 哪个更亮) asks which of them is the most so, as 厨房和书房哪个最热 does: the
// one read highest or lowest of both is answered. Both values were said
// (哪个 asked which), or the whole was not understood (找不到“厨房书房”).

// comparedBy are the words of how a thing is that such a question asks
// by, each with the words of the most or the least so it is read as.
var comparedBy = map[string]string{
	"热": "最热", "暖和": "最暖和", "暖": "最暖和", "冷": "最冷", "凉快": "最凉快", "凉": "最凉快",
	"潮湿": "最潮湿", "潮": "最潮湿", "湿": "最潮湿", "干燥": "最干燥", "干": "最干燥",
	"吵": "最吵", "响": "最吵", "大声": "最吵", "安静": "最安静", "小声": "最安静",
	"亮": "亮度最高", "暗": "亮度最低", "温度高": "温度最高", "温度低": "温度最低",
	"湿度高": "湿度最高", "湿度大": "湿度最高", "湿度低": "湿度最低", "湿度小": "湿度最低",
	"亮度高": "亮度最高", "亮度低": "亮度最低", "音量大": "音量最大", "音量高": "音量最大",
	"音量小": "音量最小", "音量低": "音量最小", "声音大": "音量最大", "声音小": "音量最小",
}

var (
	// whichOfTwo are the words that ask which of them.
	whichOfTwo = []string{"哪一个", "哪个", "哪边", "哪里", "哪儿", "谁"}
	// moreSaid are said before the word of how a thing is (更热, 比较冷),
	// lessSaid after it (热一点).
	moreSaid = []string{"更加", "更", "比较", "还要", "要", "会"}
	lessSaid = []string{"一点儿", "一点", "一些", "点儿", "点", "些"}
	// twoJoined join the two before the question (厨房和书房), bothPut say
	// they are put side by side (厨房跟书房比).
	twoJoined = []string{"和", "跟", "与", "同"}
	bothPut   = []string{"相比", "比起来", "比一比", "比一下", "比较", "比"}
	// askedEnd are what may end such a question.
	askedEnd = []string{"？", "?", "。", "！", "!", "呢", "啊", "呀", "吧", "啦", "哈"}
	pauses   = []string{"，", ",", "、", " ", "：", ":"}
)

// comparedWords are the words of comparedBy, longest first.
var comparedWords = func() []string {
	ws := make([]string, 0, len(comparedBy))
	for w := range comparedBy {
		ws = append(ws, w)
	}
	slices.SortFunc(ws, func(a, b string) int {
		if d := utf8.RuneCountInString(b) - utf8.RuneCountInString(a); d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
	return ws
}()

// whichOfTwoSaid reads such a question as the two and the most so: "厨房和
// 书房哪个最热", after what is said before a pause. Any other text is as
// it was.
func whichOfTwoSaid(text string) string {
	t, lead := trimEach(text, askedEnd, false), ""
	for {
		if x, y, most, ok := twoAsked(t); ok {
			return lead + x + twoJoined[0] + y + whichOfTwo[1] + most
		}
		at := strings.IndexAny(t, "，,")
		if at < 0 {
			return text
		}
		_, n := utf8.DecodeRuneInString(t[at:])
		lead, t = lead+t[:at+n], t[at+n:] // 嗯，厨房和书房哪个更热
	}
}

// twoAsked finds the two and the most so in a question of which of them
// is more so, said in one of its ways.
func twoAsked(t string) (x, y, most string, ok bool) {
	for _, w := range whichOfTwo {
		at := strings.Index(t, w)
		if at < 0 {
			continue
		}
		before, after := t[:at], t[at+len(w):]
		if head, m, ok := comparedEnd(after); ok && head == "" {
			// 厨房和书房哪个更热, 厨房跟书房比，哪个热
			before = trimEach(trimEach(before, pauses, false), bothPut, false)
			for _, j := range twoJoined {
				if x, y, ok := strings.Cut(before, j); ok && named2(x, y) {
					return x, y, m, true
				}
			}
			return "", "", "", false
		}
		// 哪个更热，厨房还是书房
		for _, c := range comparedWords {
			rest, ok := strings.CutPrefix(trimEach(after, moreSaid, true), c)
			if !ok {
				continue
			}
			rest = trimEach(trimEach(rest, lessSaid, true), pauses, true)
			if x, y, ok := strings.Cut(rest, orSaid); ok && strings.TrimSpace(before) == "" && named2(x, y) {
				return x, y, comparedBy[c], true
			}
			break
		}
		return "", "", "", false
	}
	left, right, found := strings.Cut(t, orSaid)
	if !found {
		return "", "", "", false
	}
	y, m, ok := comparedEnd(right) // 厨房还是书房更热, 厨房热还是书房热
	if !ok {
		return "", "", "", false
	}
	x = left
	if head, m2, ok := comparedEnd(left); ok {
		if m2 != m {
			return "", "", "", false
		}
		x = head
	}
	if !named2(x, y) {
		return "", "", "", false
	}
	return x, y, m, true
}

// comparedEnd reads a word of comparedBy at the end of s, with a word of
// moreSaid before it or of lessSaid after it: what is before, and the
// most so it is read as.
func comparedEnd(s string) (head, most string, ok bool) {
	s = trimEach(s, lessSaid, false)
	for _, c := range comparedWords {
		h, ok := strings.CutSuffix(s, c)
		if !ok {
			continue
		}
		if r, _ := utf8.DecodeLastRuneInString(h); strings.ContainsRune(wordBefore, r) {
			return "", "", false // 制冷, 加湿: a word of its own
		}
		return trimEach(h, moreSaid, false), comparedBy[c], true
	}
	return "", "", false
}

// wordBefore are the characters that make a word of one of comparedBy
// said after them (制冷, 制热, 加湿, 除湿, 烘干, 点亮).
const wordBefore = "制加除烘点照调变发"

// named2 reports two things said, each of a few characters with no pause
// in it.
func named2(x, y string) bool {
	for _, s := range []string{x, y} {
		n := utf8.RuneCountInString(s)
		if n == 0 || n > 12 || strings.ContainsAny(s, "，,、 ：:？?") || strings.Contains(s, orSaid) {
			return false
		}
	}
	return true
}

// trimEach cuts words of ws off the end of s (off its start where start
// is set), one after another while any is there.
func trimEach(s string, ws []string, start bool) string {
	for {
		cut := false
		for _, w := range ws {
			if start {
				if r, ok := strings.CutPrefix(s, w); ok {
					s, cut = r, true
				}
			} else if r, ok := strings.CutSuffix(s, w); ok {
				s, cut = r, true
			}
		}
		if !cut {
			return s
		}
	}
}
