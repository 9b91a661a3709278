package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// poweredApart reads a verb of poweredBy or "start" with its particle said
// after its object ("fire it up", "boot the tv up", "kick the heater on",
// "start it up") as the verb said with the particle before the object
// ("fire up the tv", "start up the vacuum"): it switches on, or starts,
// what is named; "up" after the object read as a level raised it by 10%.
// The particle ends the command; "crank it up" and "turn it up" still
// raise.
func poweredApart(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		t := &toks[i]
		if !commandStart(toks[:i]) {
			continue
		}
		k := particleAfterObject(toks[i+1:])
		if k < 0 {
			continue
		}
		p := i + 1 + k
		switch {
		case t.Value == startWord && toks[p].Value == "up":
			toks = append(toks[:p], toks[p+1:]...) // "start it up": start it
		case t.Type == grammar.Word && poweredApartAt(toks, i):
			t.Type, t.Value = grammar.Verb, "power" // "fire it up": power it up
		}
	}
	return toks
}

const startWord = "start"

// outsideObject are the kinds of words no object of a verb holds: another
// verb, a direction, a value, a question, a pause.
var outsideObject = map[lexer.TokenType]bool{grammar.Verb: true, grammar.Dir: true, grammar.On: true, grammar.Sep: true,
	grammar.Conj: true, grammar.Num: true, grammar.Unit: true, grammar.Prep: true, grammar.To: true, grammar.By: true,
	grammar.Quest: true, grammar.If: true, grammar.Neg: true, grammar.Cmp: true, grammar.Except: true, grammar.Filler: true}

// poweredApartAt reports a verb of poweredBy at i with its particle said
// after its object: "boot the tv up", never "boot" typed for "boost".
func poweredApartAt(toks []lexer.Token, i int) bool {
	k := particleAfterObject(toks[i+1:])
	return k >= 0 && poweredBy[[2]string{toks[i].Value, toks[i+1+k].Value}]
}

// particleAfterObject is where a direction is said after an object that
// opens toks (a reference, or a name with its determiners) and ends the
// command but for fillers ("it up please"), or -1.
func particleAfterObject(toks []lexer.Token) int {
	k := 0
	for k < len(toks) && !outsideObject[toks[k].Type] {
		k++
	}
	if k == 0 || k == len(toks) || toks[k].Type != grammar.Dir && toks[k].Type != grammar.On {
		return -1
	}
	for j := k + 1; j < len(toks); j++ {
		switch t := toks[j]; {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			return k
		case t.Type == grammar.Filler:
		case t.Value == forWord && j+1 < len(toks) && (people[toks[j+1].Value] || beneficiaries[toks[j+1].Value]):
			j++ // "fire it up for me"
		default:
			return -1
		}
	}
	return k
}
