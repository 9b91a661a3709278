package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A question of where a device is ("where is the tv", "where are the
// lamps", "which room is the kettle in", "in what room is the study
// lamp", "what room has the oven", "do you know where the tv is") asks
// the room it is in. It was read as a question of its state ("TV is
// off."). Only where the rest of the question is a name: "which room is
// warmest" is left.

// whereAsked reads such a question with "where" as its question word, and
// the other words of it as fillers.
func whereAsked(toks []lexer.Token) []lexer.Token {
	eachClause(toks, func(clause []lexer.Token) {
		var said []int // the words of the question that are no name
		for len(said) < len(clause) && askLead[clause[len(said)].Value] {
			said = append(said, len(said)) // "do you know where the tv is"
		}
		q := len(said)
		inFirst := q < len(clause) && clause[q].Value == inWord
		if inFirst {
			said = append(said, q) // "in which room is the tv"
			q++
		}
		if len(clause) < q+2 {
			return
		}
		start := q + 1
		switch {
		case clause[q].Value == whereWord:
		case (clause[q].Value == "which" || clause[q].Value == "what") && (clause[start].Value == "room" || clause[start].Value == "rooms"):
			said = append(said, start)
			start++
		default:
			return
		}
		end := len(clause)
		for end > start && clause[end-1].Type == grammar.Filler {
			end-- // "… please"
		}
		if !inFirst && end > start && clause[end-1].Value == inWord {
			end-- // "which room is the tv in"
			said = append(said, end)
		}
		if end > start && copulas[clause[end-1].Value] {
			end-- // "where the tv is"
			said = append(said, end)
		}
		if end > start && (clause[start].Value == "has" || clause[start].Value == "have") {
			said = append(said, start) // "what room has the oven"
			start++
		}
		if !nameOnly(asNameWords(clause[start:end])) {
			return
		}
		for _, k := range said {
			clause[k].Type = grammar.Filler
		}
		clause[q].Type, clause[q].Value = grammar.Quest, whereWord
	})
	return toks
}

// asNameWords is toks with the colours and attributes said as words of
// a name ("big white", "bathroom humidity").
func asNameWords(toks []lexer.Token) []lexer.Token {
	out := slices.Clone(toks)
	for i := range out {
		if out[i].Type == grammar.Color || out[i].Type == grammar.Attr {
			out[i].Type = grammar.Word
		}
	}
	return out
}
