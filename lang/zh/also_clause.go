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
// was not understood. The command's verb is said again before the thing.
// After a question, or a clause with no verb or more than one, it is left
// (客厅灯开着吗，还有电视: what is asked of it is asked again by the
// follow-up of the turn).

// alsoOpens open such a clause; alsoEnds end it (after 也: 是, and the
// words alikeAfter makes fillers).
var (
	alsoOpens = map[string]bool{alsoListing: true}
	alsoEnds  = map[string]bool{"是": true}
)

// alsoClause says the verb of the clause before again in such a clause.
func alsoClause(toks []lexer.Token) []lexer.Token {
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && toks[i].Type != grammar.Sep {
			continue
		}
		if start > 0 {
			if verb, ok := soleVerb(toks[:start-1]); ok {
				if said, ok := alsoNamed(toks[start:i], verb); ok {
					toks = slices.Concat(toks[:start], said, toks[i:])
					i = start + len(said)
				}
			}
		}
		start = i + 1
	}
	return toks
}

// soleVerb is the one verb of the clause that ends toks, a command: no
// question word in it.
func soleVerb(toks []lexer.Token) (lexer.Token, bool) {
	from := len(toks)
	for from > 0 && toks[from-1].Type != grammar.Sep {
		from--
	}
	var verb lexer.Token
	n := 0
	for _, t := range toks[from:] {
		switch t.Type {
		case grammar.Verb:
			verb, n = t, n+1
		case grammar.Quest:
			return verb, false
		}
	}
	return verb, n == 1
}

// alsoNamed is the clause c with verb before the thing it names, where it
// only names a thing with 还有 before it or 也 after it.
func alsoNamed(c []lexer.Token, verb lexer.Token) ([]lexer.Token, bool) {
	i, end := 0, len(c)
	for i < end && c[i].Type == grammar.Filler {
		i++
	}
	opened := i < end && alsoOpens[c[i].Value]
	if opened {
		i++
	}
	for end > i && c[end-1].Type == grammar.Filler && c[end-1].Value != de {
		end--
	}
	too := false
	if end > i && alsoEnds[c[end-1].Value] && end-1 > i && c[end-2].Value == tooWord {
		end, too = end-2, true
	} else if end > i && c[end-1].Value == tooWord {
		end, too = end-1, true // 电视也 (alikeAfter made the rest fillers)
	}
	if !opened && !too || end == i || !named(c[i]) {
		return c, false
	}
	for _, t := range c[i+1 : end] {
		if !named(t) && t.Value != de && t.Type != grammar.Conj {
			return c, false
		}
	}
	if base, ok := strings.CutSuffix(verb.Value, "了"); ok && verbs[base] != "" {
		verb.Value = base // 把客厅灯关了，还有电视: 关电视
	}
	verb.Pos = c[i].Pos
	return slices.Concat([]lexer.Token{verb}, c[i:end]), true
}
