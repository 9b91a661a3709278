package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Music named by the place it plays in and switched on or off ("study
// music on", "turn off the kitchen music", "bedroom music off please") is
// the music in that place, as "turn on the music in the study" is. The
// place was read alone, as the room's lights, and they were switched
// instead: "music" said nothing.

// musicPlace says the words of a name before "music" as its place, in a
// clause that switches something on or off.
func musicPlace(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if toks[i].Type != grammar.Noun || toks[i].Value != musicWord || !switched(toks, i) {
			continue
		}
		j := i
		for j > 0 && toks[j-1].Type == grammar.Word && verbs[toks[j-1].Value] == "" {
			j-- // "switch music off": "switch" is no place
		}
		if j == i {
			continue
		}
		start := j
		if start > 0 && toks[start-1].Type == grammar.Det {
			start--
		}
		pos := toks[i].Pos
		place := append([]lexer.Token{{Type: grammar.Prep, Value: "in", Pos: pos}, {Type: grammar.Det, Value: "the", Pos: pos}}, toks[j:i]...)
		music := toks[i]
		end := i + 1
		for end < len(toks) && (toks[end].Type == grammar.Dir || toks[end].Type == grammar.On) {
			end++ // "study music on": the place after the direction
		}
		rest := slices.Clone(toks[i+1 : end])
		tail := slices.Clone(toks[end:])
		toks = append(append(append(append(toks[:start], music), rest...), place...), tail...)
		i = start + 1 + len(rest) + len(place)
	}
	return toks
}

// switched reports an "on" or "off" in the clause around i.
func switched(toks []lexer.Token, i int) bool {
	for _, dir := range []int{-1, 1} {
		for k := i + dir; k >= 0 && k < len(toks) && toks[k].Type != grammar.Sep && toks[k].Type != grammar.Conj; k += dir {
			if toks[k].Type == grammar.On || toks[k].Type == grammar.Dir && (toks[k].Value == "off" || toks[k].Value == "on") {
				return true
			}
		}
	}
	return false
}
