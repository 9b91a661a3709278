package zh

import (
	"strings"
	"unicode/utf8"
)

// A thing asked why it is still in a state ("客厅那灯咋还开着", "电视怎么还开着",
// "为什么灯还亮着", "空调怎么还没关", "书房音箱为啥还在响") asks that state as the
// yes/no question does ("客厅灯还开着吗"): edge cannot tell why, but it can
// tell whether, and a complaint is no order to switch it off. It was not
// understood, as every why is (unanswered.go). Why a thing changed ("灯咋
// 又开了", "为什么灯关了"), or a why with more said after it, is as it was.

// stillWords: 还, of a state that lasts; stillNot and stillOn the words
// that begin such a state (还没关, 还在响), stillHeld the one that ends it
// (还开着).
const (
	stillWord = "还"
	stillNot  = "没"
	stillOn   = "在"
	stillHeld = "着"
	// stillVerbRunes is the longest verb of such a state (开, 播放).
	stillVerbRunes = 2
)

// whyWords ask why, longest first; whyEnds are the particles and marks
// that may end such a question.
var (
	whyWords = []string{"为什么", "为啥", "为何", "怎么", "咋"}
	whyEnds  = "啊呀呢？?。！!"
)

// stillWhy reads such a question as the thing, 还, the state and 吗; any
// other text is given back as it was.
func stillWhy(text string) string {
	for _, w := range whyWords {
		at := strings.Index(text, w)
		if at < 0 {
			continue
		}
		before, after := text[:at], text[at+len(w):]
		named, rest, ok := strings.Cut(after, stillWord)
		if !ok || before != "" && named != "" {
			return text
		}
		thing := before + named
		if i := strings.LastIndexAny(thing, "，,。 "); i >= 0 {
			if !onlyFillers(thing[:i]) {
				return text
			}
		}
		state := strings.TrimRight(rest, whyEnds)
		if !stillState(state) || thing == "" || onlyFillers(thing) {
			return text
		}
		return thing + stillWord + state + askedYesNo
	}
	return text
}

// askedYesNo is the word that makes a clause a question of yes or no.
const askedYesNo = "吗"

// stillState reports a state that lasts: a short verb with 没 or 在
// before it, or 着 after it.
func stillState(s string) bool {
	verb, begun := strings.CutPrefix(s, stillNot)
	if !begun {
		verb, begun = strings.CutPrefix(s, stillOn)
	}
	verb, held := strings.CutSuffix(verb, stillHeld)
	n := utf8.RuneCountInString(verb)
	return (begun || held) && n > 0 && n <= stillVerbRunes && !strings.ContainsAny(verb, "，,。 "+stillNot+stillOn+stillHeld)
}
