package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A word of degree right before a comparative ("even louder", "way
// brighter", "far warmer", "a lot louder", "turn the volume up even
// more", "make the study lamp even brighter") says how much, as "much
// louder" does: nothing the command needs. Read as a name ("even",
// "study lamp even"), the command was not understood.

// degreeWords are those words; degreeRuns those of two words.
var (
	degreeWords = set("even way far lots")
	degreeRuns  = [][]string{{"a", "lot"}, {"a", "whole", "lot"}}
)

// degreeBefore makes such words fillers.
func degreeBefore(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		if toks[i].Type != grammar.Rel || toks[i].Value == "bit" || toks[i].Value == "little" {
			continue
		}
		k := i
		for _, run := range degreeRuns {
			if n := len(run); k >= n && wordsAt(toks, k-n, [][]string{run}) == n {
				k -= n
				break
			}
		}
		if k == i && i > 0 && toks[i-1].Type == grammar.Word && degreeWords[toks[i-1].Value] {
			k = i - 1
		}
		for j := k; j < i; j++ {
			toks[j].Type = grammar.Filler
		}
	}
	return toks
}
