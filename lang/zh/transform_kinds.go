package zh

import (
	"slices"

	"edge/grammar"
)

// The rewrites of what people type (transform.go's Rewrites): a command
// passed on to the assistant ("叫助手…", "跟助手说…"), a question of a value
// asked with the words of asking ("查一下客厅的温度"), a pause before an
// exception that ends a command ("…，厨房除外") and a character of a verb
// typed by its reading ("大开" for 打开).

// passedOnSaid are the words a rewrite passes a command on with.
var passedOnSaid = []string{"叫助手", "跟助手说"}

// wrapperSaid passes a command on to the assistant, after its fillers.
func wrapperSaid(cl clause, _ []string) []clause {
	if !commandClause(cl) || len(cl.lead) > 0 {
		return nil
	}
	var out []clause
	for _, w := range passedOnSaid {
		out = append(out, clause{lead: []piece{word(grammar.Filler, w)}, core: cl.core, tail: cl.tail})
	}
	return out
}

// askedWith says a question of a value ("客厅的温度是多少") with the words of
// asking and no question word: "查一下客厅的温度".
func askedWith(cl clause, _ []string) []clause {
	n := len(cl.core)
	if n < 3 || cl.core[n-1].word != howMuch || cl.core[n-2].word != isSaid || cl.core[n-3].typ != grammar.Attr || len(cl.lead) > 0 {
		return nil
	}
	core := slices.Clone(cl.core[:n-2])
	core[len(core)-1].gap = ""
	return []clause{{lead: []piece{word(grammar.Filler, askWith)}, core: core, tail: cl.tail}}
}

// askWith is the word of asking askedWith says.
const askWith = "查一下"

// pauseSaid says a 逗号 before an exception that ends a command: "所有灯都
// 关掉厨房除外" → "所有灯都关掉，厨房除外".
func pauseSaid(text string, _ []string) []string {
	lead, ps := pieces(text)
	for i := 1; i < len(ps); i++ {
		if ps[i].typ != grammar.Except || ps[i-1].gap != "" {
			continue
		}
		start := i
		if ps[i].word == keptOut && i > 1 && ps[i-1].typ != grammar.Except {
			start = i - 1 // "厨房除外"
		}
		if start == 0 || ps[start-1].gap != "" || slices.ContainsFunc(ps[i+1:], func(p piece) bool {
			return p.typ == grammar.Verb || p.typ == grammar.Sep || p.gap != ""
		}) {
			continue
		}
		out := slices.Clone(ps)
		out[start-1].gap = pauseMark
		return []string{lead + join(out)}
	}
	return nil
}

// keptOut is the exception said after what it keeps out; pauseMark the
// pause a rewrite says.
const (
	keptOut   = "除外"
	pauseMark = "，"
)

// soundTypo types one character of the verb that opens a command by
// another of its reading, as an input method offers it: "打开客厅灯" →
// "大开客厅灯".
func soundTypo(cl clause, _ []string) []clause {
	if !commandClause(cl) || len(cl.core) < 2 || cl.core[0].typ != grammar.Verb {
		return nil
	}
	v := []rune(cl.core[0].said)
	if len(v) < 2 {
		return nil
	}
	for i, r := range v {
		h, ok := sameReading(r)
		if !ok {
			continue
		}
		typed := slices.Clone(v)
		typed[i] = h
		if x := sounds(); x.soundalike(typed) == nil || string(x.soundalike(typed)) != string(v) || x.known[string(typed)] != 0 {
			continue
		}
		core := slices.Clone(cl.core)
		core[0].said, core[0].word = string(typed), string(typed)
		return []clause{{lead: cl.lead, core: core, tail: cl.tail}}
	}
	return nil
}

// sameReading is the first of readingChars with r's common reading,
// other than r.
func sameReading(r rune) (rune, bool) {
	c := commonReading(r)
	if c == "" {
		return 0, false
	}
	for _, h := range readingChars {
		if h != r && commonReading(h) == c {
			return h, true
		}
	}
	return 0, false
}

// readingChars are the common characters an input method offers first
// for a reading, of which soundTypo types one.
const readingChars = "大达答搭关官观管开凯楷闭比必毕启起气器掉调吊钓"
