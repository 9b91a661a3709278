package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// relative reads a relative clause on what a command names as part of the
// command, not as a question: "turn off the lights that are on", "close
// the blinds that are open", "lock any doors that are unlocked", "turn off
// everything that is on" do what the command says to those in the state,
// as "… if it is on" does: the others are left, and never listed in a yes
// asked of them all. "turn off the lights that are in the kitchen" names
// the lights of the kitchen. A state that is not the opposite of what the
// command does ("turn on the lights that are on") is left, and asked.
func relative(toks []lexer.Token) []lexer.Token {
	for i := 1; i+2 < len(toks); i++ {
		if !relWords[toks[i].Value] || !beWords[toks[i+1].Value] || toks[i-1].Type != grammar.Word && toks[i-1].Type != grammar.Quant {
			continue
		}
		done := commandResult(toks[:i])
		if done == "" {
			continue
		}
		k := i + 2
		for k < len(toks) && toks[k].Type == grammar.Filler {
			k++
		}
		switch {
		case k < len(toks) && placeNext(toks[k]):
			toks = slices.Delete(toks, i, k) // "that are in the kitchen", "that are upstairs": there
		case k < len(toks) && opposites[done] == condStates[toks[k].Value] && (clauseEnd(toks[k+1:]) || placeNext(toks[k+1])):
			// "that are on", said to turn them off: "if it is on", at
			// the end of the clause, after a place said after it
			pos := toks[i].Pos
			cond := []lexer.Token{{Type: grammar.If, Value: "if", Pos: pos}, {Type: grammar.Ref, Value: itWord, Pos: pos},
				{Type: grammar.Quest, Value: "is", Pos: pos}, toks[k]}
			toks = slices.Delete(toks, i, k+1)
			end := i
			for end < len(toks) && toks[end].Type != grammar.Sep && toks[end].Type != grammar.Conj {
				end++
			}
			toks = slices.Insert(toks, end, cond...)
			i = end + len(cond) - 1
		}
	}
	return toks
}

// commandResult is the state the command of a clause leaves a device in
// ("off" for "turn off the lights", "power down everything"), or "" when the clause is no command
// or a question.
func commandResult(before []lexer.Token) string {
	result := ""
	clause := before[clauseBegins(before):]
	for k, t := range clause {
		switch {
		case t.Type == grammar.Quest:
			return ""
		case t.Type == grammar.Dir && k > 0 && poweredDirs[[2]string{clause[k-1].Value, t.Value}] != "":
			result = poweredDirs[[2]string{clause[k-1].Value, t.Value}] // "power down", "shut down"
		case t.Type == grammar.Dir || t.Type == grammar.On:
			if r := condStates[t.Value]; r == "on" || r == "off" {
				result = r
			}
		case t.Type == grammar.Verb || t.Value == lockWord:
			result = ""
			if rs := lang.VerbResults[verbs[t.Value]]; len(rs) == 1 {
				result = rs[0]
			}
		}
	}
	return result
}

// poweredDirs are what a verb of power does with up or down said after
// it: "power down" and "shut down" leave a device off, "power up" on.
var poweredDirs = map[[2]string]string{{"power", "down"}: "off", {"shut", "down"}: "off", {"power", "up"}: "on"}

// clauseBegins is where the clause that ends where the tokens end begins:
// after the last pause or joining word, or at the start.
func clauseBegins(before []lexer.Token) int {
	start := len(before)
	for start > 0 && before[start-1].Type != grammar.Sep && before[start-1].Type != grammar.Conj {
		start--
	}
	return start
}

// placeNext reports a token that may say a place: "that are on upstairs",
// "that are on in the study".
func placeNext(t lexer.Token) bool { return t.Type == grammar.Prep || t.Type == grammar.Word }

// relWords open a relative clause; beWords say what it is.
var (
	relWords = map[string]bool{"that": true, "which": true}
	beWords  = map[string]bool{"is": true, "are": true}
)
