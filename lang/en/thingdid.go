package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// thingDid reads what a thing is said to have done, with a verb in its
// past form and a direction, as a question of whether it is so, never as
// a command: "the kettle turned off", "the tv switched on by itself", "the
// oven shut off on its own", "the lights have been turned off", "has the
// kettle switched off" ask as "did the kettle turn off" does; they turned
// the kettle off, the oven on. The thing opens the clause, perhaps after
// a sound of thinking or a wake name: a wish before it ("i want the
// kettle switched off", "get the lights turned off") or "please" after
// it ("kitchen light switched off please") still asks for the state.
// With no direction, the past form ends the clause, the clause opens
// what is said, and the thing has an article ("the lock opened", "my
// vacuum started") or its word is a verb too ("lock unlocked", "vacuum
// closed"): the lock and the vacuum were read as verbs, and the front
// door locked, the vacuum started. Without either, a past form stays the
// state wished ("tv muted").
func thingDid(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !thingOpens(toks[:i]) {
			continue
		}
		asked := didAux[toks[i].Value] && toks[i].Type != grammar.Sep
		j := i + btoi(asked)
		article := j < len(toks) && (toks[j].Type == grammar.Det || whose[toks[j].Value])
		if article {
			j++
		}
		k := j
		for k < len(toks) && (toks[k].Type == grammar.Word || toks[k].Type == grammar.Color) && participle(toks[k].Value) == "" {
			k++
		}
		if k == j && j < len(toks) && toks[j].Type == grammar.Ref && !asked {
			k++ // "it turned off by itself"
		}
		if k == j {
			continue
		}
		v := k
		for v < len(toks) && didBetween[toks[v].Value] {
			v++
		}
		if v >= len(toks) {
			continue
		}
		// the direction after the verb, or none
		after := v + 1
		if after < len(toks) && (toks[after].Type == grammar.Dir || toks[after].Type == grammar.On) && phraseAt(toks, after, ownPhrases) == 0 {
			after++
		} else if !article && !nounVerbs[toks[j].Value] || !saidFirst(toks[:i]) {
			continue
		}
		base := participle(toks[v].Value)
		own := phraseAt(toks, after, ownPhrases)
		if base == "" && after > v+1 && pastSame[toks[v].Value] && (asked || v > k || own > 0) {
			base = toks[v].Value
		}
		if base == "" || !thingDidEnds(toks[after+own:]) {
			continue
		}
		for m := k; m < v; m++ {
			toks[m].Type = grammar.Filler
		}
		toks[v].Type, toks[v].Value = grammar.Verb, base
		for m := after; m < after+own; m++ {
			toks[m].Type = grammar.Filler
		}
		for m := i - 1; m >= 0 && toks[m].Type != grammar.Sep && toks[m].Type != grammar.Conj; m-- {
			toks[m].Type = grammar.Filler // "oh the kettle turned off"
		}
		if asked {
			toks[i].Type, toks[i].Value = grammar.Quest, didWord
		} else {
			did := lexer.Token{Type: grammar.Quest, Value: didWord, Pos: toks[i].Pos}
			toks = append(toks[:i], append([]lexer.Token{did}, toks[i:]...)...)
			after++
		}
		i = after - 1
	}
	return toks
}

// thingOpens reports that the words before a clause's first word are
// only sounds of thinking, openers, greetings or wake names, or none.
func thingOpens(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0; k-- {
		t := before[k]
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			return true
		case opening(t):
		default:
			return false
		}
	}
	return true
}

// saidFirst reports that the words before a clause's first word are
// only sounds of thinking, openers, greetings or wake names, or none: no
// clause before it ("close the blinds and the garage door closed" is
// no report).
func saidFirst(before []lexer.Token) bool {
	for _, t := range before {
		if t.Type != grammar.Sep && !opening(t) {
			return false
		}
	}
	return true
}

// opening reports a word that may open what is said before a clause: a
// sound of thinking, an opener, a greeting or a wake name.
func opening(t lexer.Token) bool {
	return hesitations[t.Value] || openers[t.Value] || greetings[t.Value] || isWake(t.Value)
}

// thingDidEnds reports the end of what a thing did after its direction:
// the clause ends, or a place or a time follows ("the heater switched on
// in the night"), or "again"; never an object ("who turned on the
// kitchen light") nor "please" ("kitchen light switched off please").
func thingDidEnds(toks []lexer.Token) bool {
	if len(toks) == 0 || toks[0].Type == grammar.Sep || toks[0].Type == grammar.Conj || toks[0].Type == grammar.Prep || didAfter[toks[0].Value] {
		for _, t := range toks {
			if t.Type == grammar.Sep || t.Type == grammar.Conj {
				return true
			}
			if t.Value == pleaseWord {
				return false
			}
		}
		return true
	}
	return false
}

var (
	// didAux are the words that ask what a thing has done before it:
	// "has the kettle switched off".
	didAux = set("has have had")
	// didBetween are the words between a thing and what it did: of having
	// and of when ("the kettle has just turned off", "the lights have been
	// switched off").
	didBetween = set("has have had been just already finally suddenly also again")
	// didAfter are the words of when after what a thing did.
	didAfter = set("again today yesterday tonight earlier this last just now")
	// ownPhrases say that a thing did it of itself.
	ownPhrases = newPhrases("by itself", "by themselves", "on its own", "on their own", "itself", "themselves",
		"all by itself", "all on its own", "all on their own")
)
