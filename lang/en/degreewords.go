package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A word of degree right before a comparative ("even louder", "way
// brighter", "far warmer", "a lot louder", "turn the volume up even
// more", "make the study lamp even brighter") says how much, as "much
// louder" does: nothing the command needs. Read as a name ("even",
// "study lamp even"), the command was not understood. So does "way" or
// "far" right before "up" or "down" ("turn the kitchen light way down",
// "turn the tv way up"); "all the way down" stays the least.

// degreeWords are those words; degreeRuns those of two words.
var (
	degreeWords = set("even way far lots")
	degreeRuns  = [][]string{{"a", "lot"}, {"a", "whole", "lot"}}
	// wayWords are those said right before "up" or "down".
	wayWords = set("way far")
)

// degreeBefore makes such words fillers.
func degreeBefore(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		if i > 0 && toks[i].Type == grammar.Dir && (dirs[toks[i].Value] == "up" || dirs[toks[i].Value] == "down") &&
			toks[i-1].Type == grammar.Word && wayWords[toks[i-1].Value] && (i < 2 || toks[i-2].Value != "the") {
			toks[i-1].Type = grammar.Filler
			continue
		}
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
