package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// condMoving reads a condition said with a verb of change ("when the
// temperature drops below 20", "if it falls below 18 degrees", "once the
// bedroom gets above 26", "if the temperature rises above 25", "goes
// over", "gets colder than") as the condition said with "is" ("if the
// temperature is below 20"): the verb was read as a room or a name
// ("I don't know a room called “drops”"). Only a verb of change
// (condVerbs) after "if", "when" or "once" and before a comparison (a
// word of comparing, or a change and "than") is so read; "once" opens a
// condition only where a comparison or a state follows it ("once the
// door is open ..."), never in "turn on the light once". In a condition,
// a word of comparing lexed as a verb is the comparison it makes with
// "than" ("is lower than 20", "drops lower than 20"), and a measure said
// in the plural is the measure ("when temperatures drop below 20").
func condMoving(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if t.Value == onceWord && t.Type != grammar.If && condFollows(toks[i+1:]) {
			toks[i].Type, toks[i].Value = grammar.If, whenWord
		}
	}
	for i := 0; i+1 < len(toks); i++ {
		switch {
		case toks[i].Type != grammar.Rel && toks[i].Type != grammar.Cmp && comparators[toks[i].Value+" "+toks[i+1].Value] != "" &&
			inCondition(toks[:i]):
			toks[i].Type = grammar.Rel // "if the temperature is lower than 20": "lower" was the verb
		case toks[i].Type == grammar.Word && attrWords[Singular(toks[i].Value)] && inCondition(toks[:i]):
			toks[i].Type, toks[i].Value = grammar.Attr, Singular(toks[i].Value) // "when temperatures drop below 20"
		}
	}
	for i := 0; i+1 < len(toks); i++ {
		cmp := toks[i+1].Type == grammar.Cmp || toks[i+1].Type == grammar.Rel && i+2 < len(toks) && toks[i+2].Type == grammar.Cmp
		if condVerbs[toks[i].Value] && cmp && inCondition(toks[:i]) {
			toks[i].Type, toks[i].Value = grammar.Quest, isWord
		}
	}
	return toks
}

// attrWords are the words of what a condition measures.
var attrWords = set(categories[grammar.Attr])

// onceWord may open a condition as "when" does.
const (
	onceWord = "once"
	whenWord = "when"
)

// condFollows reports a comparison, a state or "is" in the clause that
// begins toks, before its command.
func condFollows(toks []lexer.Token) bool {
	for _, t := range toks {
		switch {
		case t.Type == grammar.Cmp || t.Type == grammar.State || t.Type == grammar.Quest && beWords[t.Value]:
			return true
		case t.Type == grammar.Sep || t.Type == grammar.Conj || t.Type == grammar.Verb && !condVerbs[t.Value]:
			return false
		}
	}
	return false
}

// inCondition reports that the words before are in a condition: "if",
// "when" or "unless" opens the clause they end.
func inCondition(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0; k-- {
		switch t := before[k]; {
		case t.Type == grammar.If:
			return true
		case t.Type == grammar.Sep || t.Type == grammar.Conj || t.Type == grammar.Cmp || t.Type == grammar.Verb && !condVerbs[t.Value]:
			return false
		}
	}
	return false
}
