package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A clause that only names another thing after a command, with 还有 before
// it or 也是 after it ("开客厅灯，还有电视", "关厨房灯，还有卧室的", "开客厅灯，电视也是"),
// is that command on it, as "开客厅灯，电视也开" and "开客厅灯，以及电视" are: it
// was not understood. The command is said again with the thing in place
// of the one it named, its value and its negation with it ("卧室灯调到五十，
// 台灯也是" sets the lamp to 50, "别开客厅灯，卧室灯也是" switches nothing
// on); a place said alone is the place's thing of the class named before
// ("客厅空调调到二十四度，卧室的也是": the bedroom's AC). Where the command
// names more than one thing apart, only its verb is said again before the
// thing. After a question, or a clause with no verb or more than one, it
// is left (客厅灯开着吗，还有电视: what is asked of it is asked again by the
// follow-up of the turn).

// alsoOpens open such a clause; alsoEnds end it (after 也: 是, and the
// words alikeAfter makes fillers).
var (
	alsoOpens = map[string]bool{alsoListing: true}
	alsoEnds  = map[string]bool{"是": true}
)

// alsoClause says the command of the clause before again in such a clause.
func alsoClause(toks []lexer.Token) []lexer.Token {
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && toks[i].Type != grammar.Sep {
			continue
		}
		if start > 0 {
			if said, ok := alsoDone(toks[:start-1], toks[start:i]); ok {
				toks = slices.Concat(toks[:start], said, toks[i:])
				i = start + len(said)
			}
		}
		start = i + 1
	}
	return toks
}

// alsoDone is the clause c as the command of the clause that ends before,
// done on what c names.
func alsoDone(before, c []lexer.Token) ([]lexer.Token, bool) {
	from := len(before)
	for from > 0 && before[from-1].Type != grammar.Sep {
		from--
	}
	b := before[from:]
	name, ok := alsoNamed(c)
	if !ok {
		return placeAlso(b, c)
	}
	if at, end, ok := soleTarget(b); ok {
		name = classCarried(name, b[at:end])
		said := slices.Concat(b[:at], name, b[end:])
		for i := range said {
			said[i].Pos = name[0].Pos
		}
		return said, true
	}
	verb, ok := soleVerb(b)
	if !ok {
		return c, false
	}
	if base, ok := strings.CutSuffix(verb.Value, "了"); ok && verbs[base] != "" {
		verb.Value = base // 把客厅灯关了，还有电视: 关电视
	}
	verb.Pos = name[0].Pos
	return slices.Concat([]lexer.Token{verb}, name), true
}

// soleVerb is the one verb of the clause b, a command: no question word and
// no negation in it.
func soleVerb(b []lexer.Token) (lexer.Token, bool) {
	var verb lexer.Token
	n := 0
	for i, t := range b {
		switch {
		case t.Type == grammar.Verb:
			verb, n = t, n+1
		case asksAt(b, i), t.Type == grammar.Neg:
			return verb, false
		}
	}
	return verb, n == 1
}

// asksAt reports a word at i of b that asks, but the 度 of a number of
// degrees, which the lexer reads as the word that asks the temperature.
func asksAt(b []lexer.Token, i int) bool {
	return b[i].Type == grammar.Quest && !(b[i].Value == degreeSaid && i > 0 && b[i-1].Type == grammar.Num)
}

// soleTarget is where the one thing the command b names is said: b names
// it in one run of names, has one verb or change and asks nothing, with no
// condition or exception in it.
func soleTarget(b []lexer.Token) (at, end int, ok bool) {
	at, end = -1, -1
	doing := 0
	for i, t := range b {
		switch {
		case named(t) && end < 0:
			if at < 0 {
				at = i
			}
		case named(t):
			return 0, 0, false
		case at >= 0 && end < 0 && (t.Value == de || t.Type == grammar.Conj && t.Value != tooWord):
		case at >= 0 && end < 0:
			end = i
		}
		switch {
		case t.Type == grammar.Verb && (i == 0 || b[i-1].Type != grammar.Verb):
			doing += 10 // 关到 is one verb said in two
		case t.Type == grammar.Rel:
			doing++
		case asksAt(b, i), t.Type == grammar.If, t.Type == grammar.Except, t.Type == grammar.Cmp:
			return 0, 0, false
		}
	}
	if at < 0 {
		return 0, 0, false
	}
	if end < 0 {
		end = len(b)
	}
	for end > at && !named(b[end-1]) {
		end-- // 把客厅灯和：the run ends with its last name
	}
	return at, end, doing > 0 && doing < 20
}

// classCarried is the name a place said alone stands for in place of the
// target: the place's thing of the class the target names (卧室 or 卧室的
// after 客厅空调 is 卧室的空调). Any other name is as said.
func classCarried(name, target []lexer.Token) []lexer.Token {
	if len(name) > 2 || !isRoomWord(name[0].Value) || len(name) == 2 && name[1].Value != de ||
		slices.ContainsFunc(target, func(t lexer.Token) bool { return t.Type == grammar.Conj }) {
		return name
	}
	w := target[len(target)-1].Value
	_, class := roomBefore(w)
	if class == "" && isClassWord(w) {
		class = w
	}
	if class == "" {
		return name
	}
	room := name[0]
	return []lexer.Token{room, {Type: grammar.Filler, Value: de, Pos: room.Pos}, {Type: grammar.Han, Value: class, Pos: room.Pos}}
}

// alsoNamed is what the clause c names, where it only names a thing with
// 还有 before it or 也 after it.
func alsoNamed(c []lexer.Token) ([]lexer.Token, bool) {
	i, end := 0, len(c)
	for i < end && c[i].Type == grammar.Filler {
		i++
	}
	opened := i < end && alsoOpens[c[i].Value]
	if opened {
		i++
	}
	for end > i && c[end-1].Type == grammar.Filler && (c[end-1].Value != de || end-1 > i && !named(c[end-2])) {
		end-- // the 的 of 也是一样的 too; 卧室的 keeps its own
	}
	too := false
	if end > i && alsoEnds[c[end-1].Value] && end-1 > i && c[end-2].Value == tooWord {
		end, too = end-2, true
	} else if end > i && c[end-1].Value == tooWord {
		end, too = end-1, true // 电视也 (alikeAfter made the rest fillers)
	}
	if !opened && !too || end == i || !named(c[i]) {
		return nil, false
	}
	for _, t := range c[i+1 : end] {
		if !named(t) && t.Value != de && t.Type != grammar.Conj {
			return nil, false
		}
	}
	return c[i:end], true
}
