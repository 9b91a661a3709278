package en

import (
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// A thing and the value it is to have, with no verb: "ac to 22", "the lamp
// to 30", "tv to 20 please", "the blinds to 30 percent", and without "to"
// ("kitchen lights 50", "bedroom ac 22", "thermostat 21 degrees"). "To"
// and a number after a name of a class say to set it, as "set the ac to
// 22" does; they were not understood. Only a name with a class word (not a
// room alone: "kitchen to 50" says nothing of what), only "to" and a
// number, or a number with its unit or of at least minAmount (a smaller
// one may be a name's: "light 2"), and nothing else in the clause. "At"
// and the value says the same ("the heating at 21", "i'd like the kitchen
// light at 40"), with a unit or a number of at least minAmount: with no
// verb it says no time, but "at 7" may be one.

// The place of the thing may be said after a name of words ("lights in the
// bedroom to 30", "the ac in the study at 21"), or after the value ("ac to
// 22 in the bedroom", "lights to 50 in the kitchen please", "the blinds
// at 40 in the bedroom"): a place after a number with no unit was not
// understood.

// setWord is the verb said for such a clause; minAmount the least number
// said with no "to" and no unit that is read as its value.
const (
	setWord   = "set"
	atWord    = "at"
	inWord    = "in"
	minAmount = 10
)

// amountSaid reports a number in digits of at least minAmount.
func amountSaid(digits string) bool {
	v, err := strconv.ParseFloat(digits, 64)
	return err == nil && v >= minAmount
}

// leadIn is the index of the first word after the fillers that open an
// utterance ("alexa", "hey google") and the pauses after them ("hey google,
// bedroom ac to 21", "hey, can you warm the kids room up").
func leadIn(toks []lexer.Token) int {
	start := 0
	for start < len(toks) && toks[start].Type == grammar.Filler {
		start++
		if start < len(toks) && toks[start].Type == grammar.Sep {
			start++ // "hey, can you …"
		}
	}
	return start
}

// terseSet says the verb of a thing said with "to" and its value.
func terseSet(toks []lexer.Token) []lexer.Token {
	start := leadIn(toks)
	k := start
	for k < len(toks) && toks[k].Type == grammar.Det {
		k++
	}
	var name []string
	words := true // a name of words only, no verb's ("lock", "switch")
	for k < len(toks) && (toks[k].Type == grammar.Word || toks[k].Type == grammar.Verb && namesClass(toks[k].Value)) {
		name = append(name, toks[k].Value)
		words = words && toks[k].Type == grammar.Word
		k++
	}
	if len(name) == 0 || k >= len(toks) {
		return toks
	}
	if words {
		k = pastPlace(toks, k)
	}
	if k >= len(toks) {
		return toks
	}
	end := k + 2
	switch {
	case k+1 < len(toks) && toks[k].Type == grammar.To && toks[k+1].Type == grammar.Num:
	case toks[k].Type == grammar.Num && (k+1 < len(toks) && toks[k+1].Type == grammar.Unit || amountSaid(toks[k].Value)):
		end = k + 1 // "kitchen lights 50", "bedroom ac 22 degrees"
	case k+1 < len(toks) && toks[k].Type == grammar.Prep && toks[k].Value == atWord && toks[k+1].Type == grammar.Num &&
		(k+2 < len(toks) && toks[k+2].Type == grammar.Unit || amountSaid(toks[k+1].Value)):
		// "i'd like the heating at 21", "kitchen light at 40"
	default:
		return toks
	}
	if end < len(toks) && toks[end].Type == grammar.Unit {
		end++
	}
	for end < len(toks) && toks[end].Type == grammar.Filler {
		end++
	}
	if words && end < len(toks) {
		end = pastPlace(toks, end) // "ac to 22 in the bedroom"
		for end < len(toks) && toks[end].Type == grammar.Filler {
			end++
		}
	}
	if end < len(toks) {
		return toks
	}
	if class, _ := lang.ClassOf(strings.Join(name, " ")); class == "" {
		return toks
	}
	set := lexer.Token{Type: grammar.Verb, Value: setWord, Pos: toks[start].Pos}
	return append(append(append([]lexer.Token{}, toks[:start]...), set), toks[start:]...)
}

// pastPlace is the index after the place said at k ("in the bedroom",
// "in the kids room"), k where none is said.
func pastPlace(toks []lexer.Token, k int) int {
	if toks[k].Type != grammar.Prep || toks[k].Value != inWord {
		return k
	}
	at := k + 1
	for at < len(toks) && toks[at].Type == grammar.Det {
		at++
	}
	words := at
	for at < len(toks) && toks[at].Type == grammar.Word {
		at++
	}
	if at == words {
		return k
	}
	return at
}
