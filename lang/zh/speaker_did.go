package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The speaker said as who does a thing ("我开了灯", "我把空调关了", "刚才我
// 开了电视", "我们关了客厅灯"): what the speaker did, or is doing, is no
// command to edge, and 我 is no part of a name (我灯 sounds as 卧灯, the
// bedroom's). A clause that begins with the speaker right before a verb,
// 把 or a state is not understood, as is one that says the speaker did it
// with 是 ("是我开的灯", "开灯的是我": it switched the bedroom's light on, or
// asked whether to). The speaker said inside a politeness
// or a wish ("帮我", "给我", "我要", "我想") is a filler of its own, no such
// subject. Someone else said so ("他开了灯", "孩子把电视开了", "我老婆关了空调",
// "邻居把灯关了", "有人开了灯") tells what they did, no command either: it was
// a name not found (找不到“他灯”), and 有人, read as a condition with nothing
// to hold, was dropped and every light of a room asked for.
var (
	speakers = []string{"我们", "我"}
	// speakerBefore may come before the speaker (a time: "刚才我"),
	// speakerAfter after it (an adverb: "我刚", "我已经", "我来").
	speakerBefore = []string{"刚才", "刚刚", "之前", "刚", "昨天", "今天", "早上", "晚上"}
	speakerAfter  = []string{"刚才", "刚刚", "已经", "刚", "也", "都", "又", "先", "来", "就", "自己"}
)

// speakerSaid is the word a speaker who does a thing is read as: asked,
// never done (read.go).
const speakerSaid = "我"

// speakerDid reads a clause that begins with the speaker as its subject,
// right before a verb, 把 or a state, as said of the speaker: the token
// becomes speakerSaid, a word of a question edge does not answer. Before
// a feeling ("我好热", "我有点冷") the speaker is who feels: a filler.
func speakerDid(toks []lexer.Token) []lexer.Token {
	start := true
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Type == grammar.Sep:
			start = true
			continue
		case t.Type == grammar.Filler && start:
			continue
		case start && t.Type == grammar.Quest && t.Value == isSaid && named(toks[i+1]) && subject(toks[i+1].Value):
			toks[i].Type = grammar.Filler // "是我开的灯": the speaker, stressed
			continue
		case t.Type == grammar.Quest && t.Value == isSaid && i > 0 && toks[i-1].Value == de && named(toks[i+1]) && subject(toks[i+1].Value) &&
			clauseEnds(toks[i+2:]):
			toks[i+1].Type, toks[i+1].Value = grammar.Quest, speakerSaid // "开灯的是我": who did it
			continue
		}
		switch {
		case start && t.Type == grammar.State && t.Value == occupiedSaid && someoneDid(toks[i+1]):
			toks[i].Type, toks[i].Value = grammar.Quest, speakerSaid // 有人开了灯; 有人就开灯 is a condition
		case !start || t.Type != grammar.Han || !subject(t.Value):
		case acted(toks[i+1:]):
			toks[i].Type, toks[i].Value = grammar.Quest, speakerSaid
		case toks[i+1].Type == grammar.Rel && isWish(toks[i+1].Value):
			toks[i].Type = grammar.Filler // "我好热": the speaker feels, the wish says what
		}
		start = false
	}
	return toks
}

// subject reports a word that is the speaker, or someone whose words are
// passed on (reporters), with a time before it or an adverb after it.
func subject(w string) bool {
	for _, b := range append([]string{""}, speakerBefore...) {
		rest, ok := strings.CutPrefix(w, b)
		if !ok {
			continue
		}
		for _, s := range slices.Concat(speakers, reporters) {
			after, ok := strings.CutPrefix(rest, s)
			if !ok {
				continue
			}
			for _, a := range append([]string{""}, speakerAfter...) {
				if after == a {
					return true
				}
			}
		}
	}
	return false
}

// acted reports tokens that begin, after adverbs, with a verb, 把 or a
// state (a feeling, "我好热", is a wish: words.go).
func acted(toks []lexer.Token) bool {
	for _, t := range toks {
		switch {
		case t.Type == grammar.Verb || t.Type == grammar.State:
			return true
		case t.Type == grammar.Filler && t.Value == objectSaid:
			return true
		case t.Type == grammar.Conj || t.Type == grammar.Quant || t.Type == grammar.Filler:
			continue // 也, 都, 先, 就
		default:
			return false
		}
	}
	return false
}

// someoneDid reports a verb or 把 right after someone there (有人): what someone
// did, where 就 or 的时候 between them says when to do it.
func someoneDid(t lexer.Token) bool {
	return t.Type == grammar.Verb || t.Type == grammar.Filler && t.Value == objectSaid
}
