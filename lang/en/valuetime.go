package en

import (
	"strings"

	"edge/grammar"
)

// The hour of a setting. "set the bedroom light to 30 percent at 10",
// "open the curtain halfway at 7", "at 5 set the ac to 22 degrees", "turn
// on the ac at 5 to 22 degrees": a number alone after "at" in a command
// that says its own value is the hour it is to happen at, as "at 10 pm"
// is. Left unread, the hour was dropped and the value set now, or the
// hour taken for the value ("halfway at 7" set the curtain to 7%, "at 5
// to 22 degrees" the ac to 5 °C). So is one at the end or the start of a
// command that only changes a value by a step ("turn the ac up at 5",
// "dim the study lamp at 9": it set the ac to 5 °C, up from 24); "by" there
// says the step ("dim the lamp by 10").

// stepBy says the step of a change ("dim the lamp by 10"), never its hour.
const stepBy = "by"

// changeMeanings are the canonical verbs and directions of a change by a
// step.
var changeMeanings = set("dim brighten inc dec up down")

// changesOnly reports a command that changes a value by a step and says
// no number, question, condition or comparison.
func changesOnly(text string) bool {
	changes := false
	for _, t := range lex.Tokens(text) {
		switch t.Type {
		case grammar.Num, grammar.Quest, grammar.If, grammar.Cmp:
			return false
		case grammar.Verb:
			changes = changes || changeMeanings[verbs[t.Value]]
		case grammar.Dir:
			changes = changes || changeMeanings[dirs[t.Value]]
		case grammar.Rel:
			changes = true
		}
	}
	return changes
}

// setsOwnValue reports a command that says the value it sets: a number
// after "to" or "by", a number with its unit, a word of a whole or part
// of the way ("halfway", "all the way"), or a colour; and no question,
// condition or comparison.
func setsOwnValue(text string) bool {
	if strings.TrimSpace(text) == "" {
		return false
	}
	toks := lex.Tokens(text)
	verb, value := false, false
	for i, t := range toks {
		switch t.Type {
		case grammar.Quest, grammar.If, grammar.Cmp:
			return false
		case grammar.Verb:
			verb = true
		case grammar.Extreme, grammar.Color:
			value = true
		case grammar.Num:
			if i > 0 && (toks[i-1].Type == grammar.To || toks[i-1].Type == grammar.By) ||
				i+1 < len(toks) && toks[i+1].Type == grammar.Unit {
				value = true
			}
		}
	}
	return verb && value
}
