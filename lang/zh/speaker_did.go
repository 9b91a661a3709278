package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

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
// to hold, was dropped and every light of a room asked for. The thing said
// first, then who did it (空调我开了, 灯我妈关了, 客厅灯有人开了), is told alike:
// 空调我 was one name asked about, and 客厅灯有人开了 switched the light on.
// 它 (佢 in Cantonese) before 把 and a thing, or before a verb done and its
// object (它把灯关了, 佢将电视开咗, 佢开咗冷气), is who did it: 佢将电视开咗
// switched the TV on. Before a verb alone (它关掉) it is still the thing.
var (
	speakers = []string{"我们", "我"}
	// speakerBefore may come before the speaker (a time: "刚才我"),
	// speakerAfter after it (an adverb: "我刚", "我已经", "我来").
	speakerBefore = []string{"刚才", "刚刚", "之前", "刚", "昨天", "今天", "早上", "晚上"}
	speakerAfter  = []string{"刚才", "刚刚", "已经", "刚", "也", "都", "又", "先", "来", "就", "自己"}
)

// itSaid are the words of it that may say who did a thing (佢, he or she
// in Cantonese, is read as 它); this or that (那个把灯关了) is a filler there.
var itSaid = map[string]bool{"它": true, "它们": true}

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
		case (t.Type == grammar.Filler || t.Type == grammar.If) && start:
			continue // 要是有人把灯关了, 如果我开了空调: who does it, supposed
		case start && t.Type == grammar.Quest && t.Value == isSaid && named(toks[i+1]) && subject(toks[i+1].Value):
			toks[i].Type = grammar.Filler // "是我开的灯": the speaker, stressed
			continue
		case t.Type == grammar.Quest && t.Value == isSaid && i > 0 && toks[i-1].Value == de && named(toks[i+1]) && subject(toks[i+1].Value) &&
			clauseEnds(toks[i+2:]):
			toks[i+1].Type, toks[i+1].Value = grammar.Quest, speakerSaid // "开灯的是我": who did it
			continue
		}
		if at := subjectAfter(t); start && at > 0 && acted(toks[i+1:]) {
			// "空调我开了", "灯我妈关了": the thing, then who did it
			who := t
			who.Type, who.Value = grammar.Quest, speakerSaid
			who.Pos.Offset += utf8.RuneCountInString(t.Value[:at])
			who.Pos.Column += utf8.RuneCountInString(t.Value[:at])
			toks[i].Value = t.Value[:at]
			toks = slices.Insert(toks, i+1, who)
			start = false
			continue
		}
		switch {
		case start && t.Type == grammar.State && t.Value == occupiedSaid && someoneDid(toks[i+1:]):
			toks[i].Type, toks[i].Value = grammar.Quest, speakerSaid // 有人开了灯; 有人就开灯 is a condition
		case start && t.Type == grammar.Ref && itSaid[t.Value] && i+2 < len(toks) && (toks[i+1].Type == grammar.Filler && objectMarks[toks[i+1].Value] && named(toks[i+2]) ||
			toks[i+1].Type == grammar.Verb && doneBefore(toks[i+1:])):
			toks[i].Type, toks[i].Value = grammar.Quest, speakerSaid // 它把灯关了, 佢开咗冷气: who did it, no thing
		case start && named(t) && i+2 < len(toks) && toks[i+1].Type == grammar.State && toks[i+1].Value == occupiedSaid && someoneDid(toks[i+2:]):
			toks[i+1].Type, toks[i+1].Value = grammar.Quest, speakerSaid // 客厅灯有人开了: the thing, then who did it
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

// subjectAfter is where a word that names a thing and then who does it
// said as one ("空调我", "灯我妈", "客厅灯我刚") begins the doer: 0 for none.
func subjectAfter(t lexer.Token) int {
	if t.Type != grammar.Han {
		return 0
	}
	for at := range t.Value {
		if at > 0 && subject(t.Value[at:]) {
			return at
		}
	}
	return 0
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

// someoneDid reports a verb or 把 right after someone there (有人), or
// after a request (有人帮我把灯关了): what someone did, where 就 or 的时候
// between them says when to do it.
func someoneDid(toks []lexer.Token) bool {
	for _, t := range toks {
		switch {
		case t.Type == grammar.Verb || t.Type == grammar.Filler && strings.HasSuffix(t.Value, objectSaid): // 把, 帮我把
			return true
		case t.Type != grammar.Filler || t.Value == thenSaid || t.Value == ifSaid:
			return false
		}
	}
	return false
}

// supposers are the words of if said after who supposes ("我要是把门锁打开
// 呢", "咱们要是关了车库门呢"): 要是, with its subject before it. 我要 was read
// as a wish, and the command after it done.
const supposers = `我要是 我们要是 咱要是 咱们要是 你要是 你们要是`
