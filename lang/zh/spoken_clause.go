package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// spokenRef reads "那个" that opens a clause with a name after it as a
// hesitation ("那个 把次卧的灯开一下"), not as "that one".
func spokenRef(c lang.Clause) {
	for i := range c {
		p := &c[i]
		if p.Kind == lang.Filler {
			continue
		}
		if p.Kind != lang.NP || !p.Ref || p.All || !namedAfter(c[i+1:]) {
			return
		}
		p.Kind = lang.Filler
	}
}

// pausedRef reads "那个" or "这个" said alone before a pause, with nothing
// but fillers, when the clause after it names a thing ("那个，把客厅灯关了",
// "嗯，那个，卧室空调开一下", "这个，打开电视") as the hesitation it is
// before the name, as spokenRef does within a clause: it was "that one",
// with nothing to do, and the whole was not understood. Before a clause
// that names nothing ("那个，关了吧") it is still "that one".
func pausedRef(cls []lang.Clause) []lang.Clause {
	for i := 0; i+1 < len(cls); i++ {
		c := cls[i]
		if !c.Has(lang.NP) || !namedAfter(cls[i+1]) || slices.ContainsFunc(c, func(p lang.Phrase) bool {
			return p.Kind != lang.Filler && (p.Kind != lang.NP || !p.Ref || p.All || !hesitantRefs[p.Raw])
		}) {
			continue
		}
		out := slices.Clone(c)
		for j := range out {
			out[j].Kind = lang.Filler
		}
		cls[i] = out
	}
	return cls
}

// hesitantRefs are the references also said as a hesitation.
var hesitantRefs = map[string]bool{"那个": true, "这个": true}

// namedAfter reports a name among the phrases, or among what they take
// out ("那个除了主卧，…": 那个 is a hesitation there too).
func namedAfter(c lang.Clause) bool {
	for _, p := range c {
		if p.Kind == lang.NP && len(p.Words) > 0 || p.Kind == lang.Prep && len(p.NP.Words) > 0 || p.Kind == lang.Except && namedAfter(p.Sub) {
			return true
		}
	}
	return false
}

// politeRequest reads "可以…吗", "能不能…吗" around a command as a request:
// the question particle is politeness when a politeness word opens the
// clause, or follows the name that opens it ("厨房灯可以帮我关掉吗"), and a
// verb acts.
func politeRequest(c lang.Clause) {
	opened, named := false, false
	for _, p := range c {
		if p.Kind == lang.NP && !named && !opened {
			named = true
			continue
		}
		if p.Kind != lang.Filler {
			break
		}
		opened = opened || requests[p.Raw]
	}
	if !opened || !c.Has(lang.Verb) && !c.Has(lang.Rel) {
		return
	}
	for i := range c {
		if c[i].Kind == lang.Quest && c[i].Raw == questionMark {
			c[i] = lang.Phrase{Kind: lang.Filler, Raw: c[i].Raw}
		}
	}
}

// agents are the words that put the device that does a command before it:
// "让扫地机去扫客厅", "叫石头把餐厅扫一下".
var agents = map[string]bool{"让": true, "叫": true}

// agentFirst reads the name said right after 让 or 叫, when the clause
// names something else after it, as the device the command uses ("让扫地机
// 扫一下主卧": the vacuum, in the master bedroom).
func agentFirst(c lang.Clause) {
	for i := 0; i+1 < len(c); i++ {
		if c[i].Kind != lang.Filler || !agents[c[i].Raw] || c[i+1].Kind != lang.NP || len(c[i+1].Words) == 0 || !namedAfter(c[i+2:]) {
			continue
		}
		np := c[i+1]
		c[i+1] = lang.Phrase{Kind: lang.Prep, Prep: lang.PrepWith, Raw: c[i].Raw, NP: &np}
		return
	}
}

// modeName reads a clause that only names a mode ("回家模式") as turning it
// on: a scene is named by its mode.
func modeName(c lang.Clause) lang.Clause {
	at := -1
	for i, p := range c {
		switch {
		case p.Kind == lang.Filler:
		case p.Kind == lang.NP && at < 0 && len(p.Words) == 1 && endsWithModeWord(p.Words[0]):
			at = i
		default:
			return c
		}
	}
	if at < 0 {
		return c
	}
	return c.Insert(at, lang.Phrase{Kind: lang.Verb, Word: "activate"})
}

func endsWithModeWord(name string) bool {
	for w := range vocab.ModeWords {
		if strings.HasSuffix(name, w) && name != w {
			return true
		}
	}
	return false
}

// aBit are the fillers that make a verb of opening or closing a change by
// a little ("窗帘关一点": close them a bit more, not all the way).
var aBit = map[string]bool{"一点": true, "一些": true, "点": true, "些": true, "一点点": true, "一点儿": true, "点儿": true,
	"一点点儿": true}

// bitVerbs are the verbs of opening (+1) and closing (-1).
var bitVerbs = map[string]float64{openOn: 1, "open": 1, closeOff: -1, "close": -1}

// openABit reads opening or closing "a bit" as a change of the level.
func openABit(c lang.Clause) {
	for i := 0; i+1 < len(c); i++ {
		sign, ok := bitVerbs[c[i].Word]
		if c[i].Kind == lang.Verb && ok && c[i+1].Kind == lang.Filler && aBit[c[i+1].Raw] && !c.Has(lang.Value) && !c.Has(lang.Rel) {
			c[i] = lang.Phrase{Kind: lang.Rel, Sign: sign, Raw: c[i].Raw}
			return
		}
	}
}

// gapsAroundExcept reads a recogniser's space before an exception said
// after a command, and after an exception before a command, as the pause
// it is ("打开洗衣机 除了厨房，关掉所有灯", "关掉所有灯 厨房除外 打开洗衣机"):
// the exception is a clause of its own, never more of the name before it
// or the command after it.
func gapsAroundExcept(toks []lexer.Token) []lexer.Token {
	gap := func(a, b lexer.Token) bool { return a.Pos.Offset+utf8.RuneCountInString(a.Value) < b.Pos.Offset }
	verb := func(u lexer.Token) bool { return u.Type == grammar.Verb }
	for i := 0; i < len(toks); i++ {
		if toks[i].Type != grammar.Except {
			continue
		}
		for k := i + 1; k < len(toks) && toks[k].Type != grammar.Sep; k++ {
			if !gap(toks[k-1], toks[k]) {
				if verb(toks[k]) {
					break
				}
				continue
			}
			rest := toks[k:]
			if end := slices.IndexFunc(rest, func(u lexer.Token) bool { return u.Type == grammar.Sep }); end >= 0 {
				rest = rest[:end]
			}
			if slices.ContainsFunc(rest, verb) {
				sep := lexer.Token{Type: grammar.Sep, Value: ",", Pos: toks[k].Pos}
				toks = append(toks[:k], append([]lexer.Token{sep}, toks[k:]...)...)
			}
			break
		}
	}
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.Type != grammar.Except {
			continue
		}
		j := i
		if t.Value == exceptAfter || keeps[t.Value] && (i+1 == len(toks) || !named(toks[i+1])) {
			// said after what it keeps out: from the first word of that
			for j > 1 && (named(toks[j-1]) || toks[j-1].Value == de) && !gap(toks[j-1], toks[j]) {
				j--
			}
			if j == i {
				continue
			}
		}
		if j == 0 || toks[j-1].Type == grammar.Sep || !gap(toks[j-1], toks[j]) ||
			!slices.ContainsFunc(toks[:j], verb) {
			continue
		}
		sep := lexer.Token{Type: grammar.Sep, Value: ",", Pos: toks[j].Pos}
		toks = append(toks[:j], append([]lexer.Token{sep}, toks[j:]...)...)
		i++
	}
	return toks
}

// refBeforeExcept reads "那个" or "这个" said right before 除了 as the
// hesitation it is ("那个除了主卧，其他房间的灯都关掉"): "that one" there
// took the exception for a command of its own, and nothing was
// understood.
func refBeforeExcept(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i+1].Type != grammar.Except {
			continue
		}
		for j := i; j >= 0 && hesitantRefs[toks[j].Value]; j-- {
			toks[j].Type = grammar.Filler // 那个那个除了…
		}
	}
	return toks
}
