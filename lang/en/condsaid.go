package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// condSaid reads the state a condition asks of a thing as it is also
// said: "if the front door is shut" is "closed", and "if the tv is
// switched off", "if the tv is turned on" are "off" and "on"; they were
// not understood, or "switched" was read as a name's word. Only right
// after "is" or "are" of a condition ("if", "when", "once"): "shut the
// door" and "turn off the tv" stay commands. "Only" before the word of a
// condition says no more than it ("only if the light is off turn it on",
// "turn it on only when it's above 25"), and "but" before it ("…, but
// only if it is above 25"); "only" was read as a name's word.
func condSaid(toks []lexer.Token) []lexer.Token {
	cond := false
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Value == onlyWord && t.Type == grammar.Word && toks[i+1].Type == grammar.If:
			toks[i].Type = grammar.Filler
		case t.Value == butWord && (toks[i+1].Type == grammar.If || toks[i+1].Value == onlyWord && i+2 < len(toks) && toks[i+2].Type == grammar.If):
			toks[i].Type = grammar.Filler // "turn it on, but only if it's above 25"
		case t.Type == grammar.If:
			cond = true
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			cond = false
		case !cond || t.Type != grammar.Quest || !condCopulas[t.Value]:
		case toks[i+1].Value == shutWord && toks[i+1].Type == grammar.Verb:
			toks[i+1].Type, toks[i+1].Value = grammar.State, "closed" // "is shut"
			cond = false
		case switchedWords[toks[i+1].Value] && i+2 < len(toks) && (toks[i+2].Type == grammar.On ||
			toks[i+2].Type == grammar.Dir && (toks[i+2].Value == "on" || toks[i+2].Value == "off")):
			toks = append(toks[:i+1], toks[i+2:]...) // "is switched off": "is off"
			cond = false
		}
	}
	return toks
}

// condCopulas are the words before a state a condition asks; shutWord a
// verb also said as the state closed; switchedWords the participles said
// before on or off.
var (
	condCopulas   = set("is are")
	switchedWords = set("switched turned")
)

const (
	shutWord = "shut"
	onlyWord = "only"
	butWord  = "but"
)
