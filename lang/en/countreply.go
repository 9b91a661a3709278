package en

import (
	"strconv"

	"edge/grammar"
	"edge/ir"
)

// A count of the options said alone to a question of which one ("the two
// of them", "two of them", "all three", "all 3 of them"; never "the two",
// which may be the second) takes them all
// when it counts them all, and asks again when it does not, as "both"
// does: "all 3" to a question of two switched both on, and "the two of
// them" was not understood. "both of em" is "both of them".

// themWords are the words of the options after "of" ("two of them").
var themWords = set("them em those these")

// countChosen reads a reply that is only a count of the options, with
// "all" before it or "of them" after it, as all of so many of them; a
// number alone chooses by its number ("two": the second).
func countChosen(text string) (*ir.Reply, bool) {
	var words []string
	for _, t := range lex.Tokens(text) {
		if t.Type != grammar.Sep && t.Type != grammar.Filler {
			words = append(words, t.Value)
		}
	}
	lead, of, all := 0, false, false
	for lead < len(words) && (words[lead] == "all" || words[lead] == "the") {
		all = all || words[lead] == "all"
		lead++
	}
	rest := words[lead:]
	if n := len(rest); n >= 2 && rest[n-2] == "of" && themWords[rest[n-1]] {
		rest, of = rest[:n-2], true
	}
	if len(rest) == 1 && rest[0] == bothWord && of {
		return &ir.Reply{Kind: ir.Every, Index: 2}, true // "both of em"
	}
	if len(rest) != 1 || !all && !of {
		return nil, false // "the two": the second, or both of them
	}
	n, err := strconv.Atoi(rest[0])
	if err != nil || n < 1 {
		return nil, false
	}
	return &ir.Reply{Kind: ir.Every, Index: n}, true
}
