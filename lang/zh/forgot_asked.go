package zh

import (
	"slices"
	"strings"
)

// A thing said first and then asked whether it was forgotten, or left
// undone ("厨房灯是不是忘关了", "门是不是忘锁了", "车库门是不是忘了关", "厨房灯有没有
// 忘关", "厨房灯忘没忘关", "厨房灯忘关了吗"), asks its state as the thing with
// 是不是没 does ("厨房灯是不是没关"): it answers and never acts. The word of
// forgetting was read into the name (厨房里找不到“灯忘”). Said with no
// question (厨房灯忘关了) it is still what was left undone (left_undone.go).

// forgotBoth is 忘没忘, whether it was forgotten.
const forgotBoth = "忘没忘"

// forgotAskedBefore are the words that may stand between the thing and
// the word of forgetting (是不是, 我, 又), forgotAskedAfter the words of a
// question that may end it (吗, 没有), and forgotAskedEnds the particles
// and marks after them.
var (
	forgotAskedBefore = []string{"是不是", "有没有", "是否", "我们", "你们", "我", "你", "又"}
	forgotAskedAfter  = []string{"吗", "么", "嘛", "没有", "没"}
	forgotAskedEnds   = "啊呀呢吧？?。! ！"
)

// forgotAsked reads such a question as the thing with 是不是没 and the verb;
// any other text is given back as it was.
func forgotAsked(text string) string {
	at, word := strings.Index(text, forgotBoth), forgotBoth
	for _, w := range forgotWords {
		if at >= 0 {
			break
		}
		at, word = strings.Index(text, w), w
	}
	if at < 0 {
		return text
	}
	asked := word == forgotBoth
	before := text[:at]
	for cut := true; cut; {
		cut = false
		for _, w := range forgotAskedBefore {
			if rest, ok := strings.CutSuffix(before, w); ok {
				before, cut = rest, true
				asked = asked || strings.HasPrefix(w, "是") || strings.HasPrefix(w, "有")
			}
		}
	}
	thing := strings.TrimRight(before, "，, ")
	after := strings.TrimPrefix(text[at+len(word):], perfective)
	verb := ""
	for _, v := range undoneVerbs {
		if strings.HasPrefix(after, v) {
			verb = v
			break
		}
	}
	tail := strings.TrimRight(strings.TrimPrefix(after[len(verb):], perfective), forgotAskedEnds)
	if tail != "" && slices.Contains(forgotAskedAfter, tail) {
		tail, asked = "", true
	}
	if !asked || verb == "" || tail != "" || thing == "" || onlyFillers(thing) || onlyPerson(thing) {
		return text
	}
	return thing + "是不是" + notDone + verb
}
