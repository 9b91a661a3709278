package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// classNoun reads a word that is both a verb and a class word, said after
// an article, as the thing it names ("is the hoover docked", "where is
// the hoover", "send the hoover home"), before any step weighs the words
// around it: the questions of a vacuum's state and place took "hoover"
// for the verb of cleaning and found no "hoover charging" or "where
// hoover", where "the vacuum" was answered.
func classNoun(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if t := &toks[i]; t.Type == grammar.Verb && toks[i-1].Type == grammar.Det && namesClass(t.Value) {
			t.Type = grammar.Word
		}
	}
	return toks
}
