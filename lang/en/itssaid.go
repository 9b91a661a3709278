package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "its" opening a clause (after fillers, or a greeting and the name the
// assistant is called by) before anything but a thing's word is "it's" as
// a speech recogniser writes it down ("its freezing in the bedroom", "its
// too dark in here", "hey google its so hot"): read as "it is", as the
// words with the apostrophe are. "Its" of a thing ("its battery", "send
// the vacuum to its dock") stays as it is.
func itsSaid(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		opens := openedOnly(toks[:i]) || i > 1 && greetings[toks[i-2].Value] && openedOnly(toks[:i-2]) // "hey google its …"
		owns := i+1 < len(toks) && ownedTypes[toks[i+1].Type] && !howItIs(toks[i+1].Value)
		if toks[i].Value != itsWord || !opens || owns {
			continue
		}
		pos := toks[i].Pos
		it := []lexer.Token{{Type: grammar.Ref, Value: itWord, Pos: pos}, {Type: grammar.Quest, Value: "is", Pos: pos}}
		toks = slices.Insert(slices.Delete(toks, i, i+1), i, it...)
	}
	return toks
}

// howItIs reports a word that says how warm, dry, bright or loud it is,
// or how much: never a thing "its" owns ("its freezing", "its dark").
func howItIs(w string) bool {
	return feelHow[w] || feelWords[w] != "" || airWords[w] != "" || wordnetRels[w] != ""
}

// ownedTypes are the kinds of token that "its" owns: a thing, an
// attribute ("its battery", "its volume").
var ownedTypes = map[lexer.TokenType]bool{grammar.Word: true, grammar.Noun: true, grammar.Attr: true}

// itsAttr reads "its" before an attribute as "the" attribute "of it":
// "what's its brightness", "set its volume to 30", "turn its volume down"
// are "what's the brightness of it", …, which the grammar reads of the
// device last spoken of. "It" was a name not found.
func itsAttr(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Value != itsWord || toks[i].Type == grammar.Ref || toks[i+1].Type != grammar.Attr {
			continue
		}
		pos := toks[i].Pos
		toks[i].Type, toks[i].Value = grammar.Det, "the"
		of := []lexer.Token{{Type: grammar.Prep, Value: "of", Pos: pos}, {Type: grammar.Ref, Value: itWord, Pos: pos}}
		toks = slices.Insert(toks, i+2, of...)
	}
	return toks
}
