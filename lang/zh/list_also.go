package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A list joined with 还有. "卧室吊灯还有床头灯都关掉", "打开电视还有空调",
// "把客厅主灯还有厨房灯关了": 还有 ("and also") between two names of a
// command joins them as 和 does. It was read as a question word between
// them, and the two names as one ("找不到“客厅主灯厨房灯”"), or the second
// alone (您是说床头灯吗？). Before a name of no kind of thing ("客厅还有人
// 吗"), or in a clause with no verb, it still asks; alone first ("还有厨
// 房灯") it is the follow-up it was.

// alsoListing is 还有 as "and also".
const alsoListing = "还有"

// alsoListed retypes 还有 between a name and a name of a kind of thing, in
// a clause with a verb, as a word of a list.
func alsoListed(toks []lexer.Token) []lexer.Token {
	start := 0
	for i, t := range toks {
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			start = i + 1
		case t.Type == grammar.Quest && t.Value == alsoListing && i > start && i+1 < len(toks) && named(toks[i-1]) && named(toks[i+1]):
			if class, _ := (pack{}).ClassOf(toks[i+1].Value); class == "" || !commandAround(toks[start:]) {
				continue
			}
			toks[i].Type = grammar.Conj
		}
	}
	return toks
}

// commandAround reports a verb in the clause that begins toks, and no
// question word but 还有.
func commandAround(toks []lexer.Token) bool {
	verb := false
	for _, t := range toks {
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			return verb
		case t.Type == grammar.Verb:
			verb = true
		case t.Type == grammar.Quest && t.Value != alsoListing:
			return false
		}
	}
	return verb
}
