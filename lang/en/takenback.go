package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// takenBack reads a command taken back at its end ("turn on the tv,
// never mind", "turn off the light actually don't", "open the garage
// door, cancel that", "turn on the lights, just kidding") as the command
// not to be done: the words that take it back (takeBacks), perhaps after
// words of changing one's mind (backLeads: "no wait", "actually"), are
// dropped and each command before them is negated, as "don't turn on the
// tv" says. Nothing said before the words is ever done.
func takenBack(toks []lexer.Token) []lexer.Token {
	start := takeBackStart(toks)
	if start < 0 {
		return toks
	}
	verb := false
	for _, t := range toks[:start] {
		if t.Type == grammar.Quest {
			return toks // "did you turn on the tv or not" asks
		}
		verb = verb || t.Type == grammar.Verb || t.Type == grammar.Word && verbs[t.Value] != "" // "lock" is a word yet
	}
	if !verb {
		return toks
	}
	out := make([]lexer.Token, 0, start+2)
	for i, t := range toks[:start] {
		if i == 0 || t.Type == grammar.Verb && (toks[i-1].Type == grammar.Sep || toks[i-1].Type == grammar.Conj) {
			out = append(out, lexer.Token{Type: grammar.Quest, Value: "do", Pos: t.Pos}, lexer.Token{Type: grammar.Except, Value: "not", Pos: t.Pos})
		}
		out = append(out, t)
	}
	return out
}

// takeBackStart is the index of the first word that takes back what was
// said before it, at the end of the tokens, or -1 for none.
func takeBackStart(toks []lexer.Token) int {
	words := make([]string, len(toks))
	for i, t := range toks {
		words[i] = t.Value
	}
	said := " " + strings.Join(words, " ")
	for _, back := range takeBacks {
		if !strings.HasSuffix(said, " "+back) {
			continue
		}
		start := len(toks) - len(strings.Fields(back))
		for start > 0 && (backLeads[toks[start-1].Value] || toks[start-1].Type == grammar.Sep || toks[start-1].Type == grammar.Filler) {
			start--
		}
		return start
	}
	return -1
}

// takeBacks are the words that take back what was just said, as the lexer
// reads them ("don't" is "do not").
var takeBacks = []string{"never mind", "nevermind", "cancel", "cancel that", "cancel it", "cancel this", "forget it", "forget that",
	"forget about it", "scratch that", "kidding", "jk", "do not", "do not do it", "do not do that", "or not", "or maybe not",
	"not", "no"}

// backLeads are the words of changing one's mind before them: "no wait,
// don't", "actually, never mind", "oh forget it".
var backLeads = map[string]bool{"no": true, "wait": true, "oh": true, "actually": true, "sorry": true, "just": true}
