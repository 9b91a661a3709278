package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// leftSo reads a thing said to be left or kept in a state ("leave the
// kitchen light on", "keep the hall light on", "leave the tv off", "keep
// the blinds open", "leave the curtains closed") as the command that
// makes it so, as "turn the kitchen light on" and "close the curtains"
// are: "leave" was read as part of a name, and not found. Only "leave" or
// "keep" opening a command, a thing after it and a state ending the
// clause, or before a place or courtesy: "leave it", "leave the lights
// alone" and "leave the door" say no state, and are no command; "leave
// the tv on mute" is muting it (onState), and a time it is to last that
// edge does not keep ("keep the fan on until 8") stays not understood
// (lasting). After a command, what is left is an exception of it
// ("turn off the lights and leave the hall one on": leaving); after a
// thing itself left so, it is another thing left so ("leave the kitchen
// light on and keep the hall light off": both are done).
func leftSo(toks []lexer.Token) []lexer.Token {
	last := -1 // the state of the thing last read as left so
	for i := 0; i+2 < len(toks); i++ {
		if !kept[toks[i].Value] || toks[i].Type != grammar.Word || !commandStart(toks[:i]) ||
			commandBefore(toks[:i]) && (last < 0 || commandBefore(toks[last+1:i])) {
			continue
		}
		k := i + 1
		for k < len(toks) && keptThing(toks[k]) {
			k++
		}
		if k == i+1 || k == len(toks) || !keptEnd(toks[k+1:]) {
			continue
		}
		switch s := toks[k]; {
		case switchedTo[s.Value] && (s.Type == grammar.On || s.Type == grammar.Dir):
			toks[i].Type, toks[i].Value = grammar.Verb, turnWord // "turn the kitchen light on"
		case s.Type == grammar.Verb && keptVerbs[s.Value]:
			toks[i].Type = grammar.Filler // "the blinds open": the verb said after the thing
		case s.Type == grammar.State && keptVerbs[participle(s.Value)]:
			toks[i].Type = grammar.Filler
			toks[k].Type, toks[k].Value = grammar.Verb, participle(s.Value) // "the curtains closed": close them
		default:
			continue
		}
		last = k
	}
	return toks
}

// keptVerbs are the verbs of a state a thing is left or kept in, said
// after it as they are or as a participle ("open", "shut", "closed",
// "locked").
var keptVerbs = set("open close shut lock unlock")

// keptThing reports a word of the thing left in a state.
func keptThing(t lexer.Token) bool {
	switch t.Type {
	case grammar.Det, grammar.Word, grammar.Quant, grammar.Attr, grammar.Noun, grammar.Ref:
		return true
	}
	return false
}

// keptEnd reports what may follow the state a thing is left in: nothing,
// a pause or another clause, or a place or courtesy before them.
func keptEnd(after []lexer.Token) bool {
	for _, t := range after {
		switch t.Type {
		case grammar.Sep, grammar.Conj:
			return true
		case grammar.Prep, grammar.Det, grammar.Word, grammar.Here, grammar.Filler:
		default:
			return false
		}
	}
	return true
}
