package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// classVerbFirst reads a word that is both a verb and a class word,
// said first and followed by a verb or a word that asks, which ends the
// utterance ("hoover dock", "hoover stop please", "hoover status"), as
// the thing named: what "vacuum dock" and "vacuum status" do. "hoover
// dock" and "hoover status" started the vacuum, "hoover" read as the
// verb of cleaning and the word after it left out.
func classVerbFirst(toks []lexer.Token) []lexer.Token {
	start := leadIn(toks)
	if start+1 >= len(toks) || toks[start].Type != grammar.Verb || !namesClass(toks[start].Value) ||
		toks[start+1].Type != grammar.Quest && (toks[start+1].Type != grammar.Verb || namesClass(toks[start+1].Value)) {
		return toks
	}
	for _, t := range toks[start+2:] {
		if t.Type != grammar.Filler && t.Type != grammar.Sep && t.Type != lexer.EOF {
			return toks
		}
	}
	toks[start].Type = grammar.Word
	return toks
}
