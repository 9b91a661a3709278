package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// attrAlone reads a thing or a place said with one of its quantities and
// nothing else ("bedroom temperature", "the humidity in the bathroom",
// "tv volume please", "vacuum battery") as the question a recogniser
// writes without its question mark: what "what is the bedroom
// temperature" asks. It was not understood, and "vacuum battery" started
// the vacuum, its class word read as the verb. A value said with it
// ("bedroom ac 22", "tv volume 20") still sets it.
func attrAlone(toks []lexer.Token) []lexer.Token {
	start := leadIn(toks)
	end := len(toks)
	for end > start && (toks[end-1].Type == grammar.Filler || toks[end-1].Type == grammar.Sep) {
		end--
	}
	attrs, named := 0, false
	for i, t := range toks[start:end] {
		switch {
		case t.Type == grammar.Attr:
			attrs++
		case t.Type == grammar.Word, i == 0 && t.Type == grammar.Verb && namesClass(t.Value):
			named = true
		case t.Type == grammar.Det || t.Type == grammar.Prep || t.Type == grammar.Filler:
		default:
			return toks
		}
	}
	if attrs != 1 || !named {
		return toks
	}
	if toks[start].Type == grammar.Verb {
		toks[start].Type = grammar.Word // "vacuum battery": the vacuum's
	}
	q := lexer.Token{Type: grammar.Quest, Value: asker, Pos: toks[start].Pos}
	return slices.Insert(toks, start, q)
}
