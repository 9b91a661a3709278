package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// attrAlone reads a thing or a place said with one of its quantities and
// nothing else ("bedroom temperature", "the humidity in the bathroom",
// "tv volume please", "vacuum battery", "kitchen co2 level") as the
// question a recogniser writes without its question mark: what "what is
// the bedroom temperature" asks. It was not understood, and "vacuum
// battery" started the vacuum, its class word read as the verb. A value
// said with it ("bedroom ac 22", "tv volume 20") still sets it.
//
// A quantity said alone, or after "and", "what about" or "how about"
// ("and the humidity", "what about the colour", "the co2 level?"), is the
// same question of nothing named: after "what's the temperature in the
// kitchen" the turn asks it of the kitchen, as "what's the humidity"
// does. It was not understood ("I can't find “about”").
func attrAlone(toks []lexer.Token) []lexer.Token {
	start := leadIn(toks)
	for start < len(toks) && (toks[start].Type == grammar.Conj || toks[start].Type == grammar.Filler) {
		start++ // "ok and what about the colour"
	}
	opener := wordsAt(toks, start, [][]string{{"what", "about"}, {"how", "about"}})
	end := len(toks)
	for end > start && (toks[end-1].Type == grammar.Filler || toks[end-1].Type == grammar.Sep) {
		end--
	}
	runs, named, placed := 0, false, false
	for i := start + opener; i < end; i++ {
		t := toks[i]
		switch {
		case t.Type == grammar.Attr:
			if i == start+opener || toks[i-1].Type != grammar.Attr {
				runs++ // "co2 level" is one quantity
			}
		case t.Type == grammar.Word, i == start && t.Type == grammar.Verb && namesClass(t.Value):
			named = true
		case t.Type == grammar.Prep:
			placed = true
		case t.Type == grammar.Det || t.Type == grammar.Filler:
		default:
			return toks
		}
	}
	if runs != 1 || named && opener > 0 || !named && (placed || !quantityAsked(toks, start, opener, end)) {
		return toks
	}
	for i := start; i < start+opener; i++ {
		toks[i].Type = grammar.Filler
	}
	start += opener
	if toks[start].Type == grammar.Verb {
		toks[start].Type = grammar.Word // "vacuum battery": the vacuum's
	}
	q := lexer.Token{Type: grammar.Quest, Value: asker, Pos: toks[start].Pos}
	return slices.Insert(toks, start, q)
}

// quantityAsked tells a quantity said alone as a question by the words around it:
// an opener ("what about"), "and" or a filler before it, a determiner ("the
// humidity") or a question mark after it. A word alone ("battery") is a
// name's, as a device's name is lexed.
func quantityAsked(toks []lexer.Token, start, opener, end int) bool {
	if opener > 0 || start > 0 || end < len(toks) && toks[end].Type == grammar.Sep {
		return true
	}
	return slices.ContainsFunc(toks[start:end], func(t lexer.Token) bool { return t.Type == grammar.Det })
}
