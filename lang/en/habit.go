package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// statedHabit reads a thing or a person said to do something with the
// verb in its third person, at the start of a clause ("the tv turns on at
// 8", "it turns off by itself", "he turns on the tv", "the coffee machine
// makes terrible coffee", "my husband turns the heating up every night",
// "the heater keeps turning on", "the tv goes off at night"), or people
// said to do it ("the kids turn the heater on", "they unlock the door"),
// as a question of whether it did, as "did the tv turn on" asks, never as
// a command: such a verb tells what happens, it asks for nothing. The tv
// was switched on at 8, "it" was what the last command acted on, and the
// coffee machine was switched on. The one who does it is named after a
// determiner or a word of whose ("the tv", "my husband"), or is "it" or a
// person ("he", "someone"); a verb said first ("turns off the light") is
// still a command.
func statedHabit(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !thingOpens(toks[:i]) {
			continue
		}
		k := habitSubject(toks, i)
		if k <= i || k >= len(toks) {
			continue
		}
		base := inflected(toks[k].Value)
		switch {
		case toks[k].Type == grammar.Verb && (k == i+2 && people[toks[i+1].Value] || k == i+1 && toks[i].Value == theyWord):
			// "the kids turn the heater on", "they unlock the door and
			// walk in": what people do
		case toks[k].Type != grammar.Word:
			continue
		case base != "":
			toks[k].Type, toks[k].Value = grammar.Verb, base
		case habitVerbs[toks[k].Value]:
			toks[k].Type = grammar.Filler // "the tv goes off", "the heater keeps turning on"
		default:
			continue
		}
		for m := i - 1; m >= 0 && toks[m].Type != grammar.Sep && toks[m].Type != grammar.Conj; m-- {
			toks[m].Type = grammar.Filler // "oh the tv turns on at 8"
		}
		toks = slices.Insert(toks, i, lexer.Token{Type: grammar.Quest, Value: didWord, Pos: toks[i].Pos})
		i = k + 1
	}
	return toks
}

// habitSubject is where the words of the one that does something end,
// from i: after a determiner or a word of whose and the words of a name
// ("the coffee machine", "my husband"), or after "it" or a person ("he",
// "someone"); i where none is.
func habitSubject(toks []lexer.Token, i int) int {
	switch t := toks[i]; {
	case t.Type == grammar.Det && t.Value == "the" || whose[t.Value] && t.Type != grammar.Word:
		k := i + 1
		for k < len(toks) && (toks[k].Type == grammar.Word || toks[k].Type == grammar.Color) && inflected(toks[k].Value) == "" && !habitVerbs[toks[k].Value] {
			k++
		}
		if k == i+1 {
			return i
		}
		return k
	case t.Type == grammar.Ref && t.Value == itWord, habitDoers[t.Value], t.Value == theyWord:
		return i + 1
	}
	return i
}

// habitDoers are the persons said to do something in the third person;
// habitVerbs the verbs of no command of the pack said so of a thing ("the
// light comes on", "the fan stays on").
var (
	habitDoers = set("he she someone somebody everyone everybody nobody")
	habitVerbs = set("goes keeps comes stays")
)

// theyWord names people who do something, the verb in its plain form.
const theyWord = "they"
