package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A list of things or places and a direction after it, with no verb
// ("kitchen and hall lights off", "the tv and the fan off please",
// "kitchen, hall and landing lights on") is the direction said of the whole
// list, as "off the kitchen and hall lights" is: "and" cut the clause in
// two, and the first part, a name alone, was not understood. Only names
// joined by "and" (commas before the last "and"), then "on" or "off", then
// fillers: a verb, a value or a question anywhere leaves the clause as it
// is.
//
// So with a verb of switching before the list ("turn the desk lamp and the
// ac off", "switch the kitchen light and the hall light off", "put the tv
// and the fan on"): "and" cut it in two, and the first part, a verb and a
// name with no direction, asked on or off of the first thing alone, the
// second dropped.
//
// So with a direction of level ("turn the tv and the fan up", "crank the
// kitchen light and the bedroom light down"), after a verb that turns a
// level only: the first part asked on or off of the first thing (the TV),
// the rest turned up. Every thing of the list is turned up or down, as
// with "turn up the tv and the fan"; without a verb it is as it was. A
// thing that hangs last in the list ("turn the tv and the blinds down")
// is read here before it is read alone (hungTerse: "blinds down" closes
// them), and whom it is for after the direction ("… up for me") is no
// word of the list (forSomeone).

// turnWord is the verb said with the direction.
const turnWord = "turn"

// listVerbs are the verbs of switching that may be said before such a
// list, their direction after it.
var listVerbs = set("turn switch put pop stick flick flip")

// levelListVerbs are the verbs that may be said before such a list, "up"
// or "down" after it.
var levelListVerbs = set("turn switch put crank bump nudge bring dial")

// listDir says the direction that ends a list of names before the list,
// with the verb of switching.
func listDir(toks []lexer.Token) []lexer.Token {
	start := leadIn(toks)
	lead := start
	verb := start < len(toks) && (toks[start].Type == grammar.Verb || toks[start].Type == grammar.Word)
	if verb && (listVerbs[toks[start].Value] || levelListVerbs[toks[start].Value]) {
		start++
	}
	end := len(toks)
	for end > start && toks[end-1].Type == grammar.Filler {
		end--
	}
	dir := end - 1
	if dir <= start {
		return toks
	}
	switched := toks[dir].Type == grammar.On || toks[dir].Type == grammar.Dir && dirs[toks[dir].Value] == "off"
	leveled := toks[dir].Type == grammar.Dir && levelDirs[dirs[toks[dir].Value]] && start > lead && levelListVerbs[toks[lead].Value]
	if !switched && !leveled || switched && start > lead && !listVerbs[toks[lead].Value] {
		return toks
	}
	ands, commas := 0, 0
	for i := start; i < dir; i++ {
		t := toks[i]
		switch {
		case t.Type == grammar.Word || t.Type == grammar.Det:
		case t.Type == grammar.Conj && t.Value == "and" && ands == 0 && i > start && toks[i-1].Type == grammar.Word:
			ands++
		case t.Type == grammar.Sep && t.Value == "," && ands == 0 && i > start && toks[i-1].Type == grammar.Word:
			commas++
		default:
			return toks
		}
	}
	if ands == 0 || toks[dir-1].Type != grammar.Word {
		return toks
	}
	turn := lexer.Token{Type: grammar.Verb, Value: turnWord, Pos: toks[lead].Pos}
	out := append(append([]lexer.Token{}, toks[:lead]...), turn, toks[dir])
	out = append(out, toks[start:dir]...)
	return append(out, toks[dir+1:]...)
}
