package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// keepWords say that something is to stay as it is after a command:
// "turn off the lights but leave the hall light on".
var keepWords = map[string]bool{"leave": true, "keep": true}

// leftAs are the words of how something left stays: "leave the lamp on",
// "keep the blinds open", "leave the tv alone".
var leftAs = map[string]bool{"on": true, "off": true, "open": true, "opened": true, "closed": true, "shut": true,
	"running": true, "going": true, "alone": true, "lit": true, "locked": true, "unlocked": true, "playing": true}

// leaveBefore are the words a "leave" of an exception follows: "but
// leave", "and keep", a pause.
var leaveBefore = map[string]bool{"but": true, "and": true, ",": true}

// leaving reads what a command is said to leave as it is as an exception
// of it: "turn off the lights but leave the desk lamp on" is "turn off
// the lights except the desk lamp"; "and keep the hall one on", ", leave
// the tv alone" too, and "leaving the hall light on" (keptWhile). Only
// after a command (a verb before it), and only when a word of how it
// stays ends what is left: "leave the light on" alone, or "did i leave
// the light on", is no exception.
func leaving(toks []lexer.Token) []lexer.Token {
	for i := 1; i+2 < len(toks); i++ {
		k := i
		for k < len(toks) && toks[k].Type == grammar.Filler {
			k++ // "but please leave", "and just keep"
		}
		if !leaveBefore[toks[i-1].Value] || k >= len(toks) || !keepWords[toks[k].Value] || !commandBefore(toks[:i-1]) {
			continue
		}
		end := k + 1
		for end < len(toks) && (toks[end].Type == grammar.Word || toks[end].Type == grammar.Det || toks[end].Type == grammar.Prep ||
			toks[end].Type == grammar.Ref) && !leftAs[toks[end].Value] {
			end++
		}
		after := end + 1
		for after < len(toks) && toks[after].Type == grammar.Filler {
			after++ // "leave the lamp on please"
		}
		if end == k+1 || end >= len(toks) || !leftAs[toks[end].Value] || after < len(toks) && toks[after].Type != grammar.Sep {
			continue
		}
		but := toks[i-1]
		but.Type, but.Value = grammar.Except, "but"
		before := i - 1
		switch {
		case after < len(toks) && toks[before].Type == grammar.Sep:
			// said between two commands after a pause, it stays a clause
			// of its own, which compile gives to the command it limits
			// ("turn on the tv, leave the lamp on, turn off the lights")
			before++
		case after == len(toks) && before > 0 && toks[before-1].Type == grammar.Sep:
			before-- // "turn off the lights, but leave the lamp on"
		}
		out := append(append([]lexer.Token{}, toks[:before]...), but)
		out = append(out, toks[k+1:end]...)
		return append(out, toks[end+1:]...)
	}
	return toks
}

// exceptEnds ends an exception's list where a command follows a pause: a
// noun that is also a verb, with on or off after it, is that verb ("all
// the lights, except the kitchen, switch on the fan": "switch" is no
// second place left out).
func exceptEnds(toks []lexer.Token) []lexer.Token {
	in := false
	for i, t := range toks {
		switch {
		case t.Type == grammar.Except:
			in = true
		case t.Type == grammar.Verb:
			in = false
		case in && i > 0 && (toks[i-1].Type == grammar.Sep || toks[i-1].Type == grammar.Conj) && nounVerbs[t.Value] &&
			i+1 < len(toks) && (toks[i+1].Type == grammar.On || toks[i+1].Type == grammar.Dir):
			toks[i].Type, in = grammar.Verb, false
		}
	}
	return toks
}

// commandBefore reports a verb among the tokens: a command said before.
func commandBefore(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Type == grammar.Verb || t.Type == grammar.Dir || t.Type == grammar.On {
			return true
		}
	}
	return false
}

// oneWords stand for the class of what a command names: "all the lights
// except the hall one", "but not the ones in the bedroom".
var oneWords = map[string]bool{"one": false, "ones": true}

// exceptOnes names the class of the command's target where an exception
// says "one" or "ones" for it: "turn off all the lights except the hall
// one" excepts the hall light, "except the ones in the bedroom" the
// bedroom's lights. Without a class said before the exception, they are
// left. The place of an excepted name is said before it, so that it is
// the exception's and not the command's: "except the lights in the
// bedroom" excepts the bedroom lights.
func exceptOnes(toks []lexer.Token) []lexer.Token {
	if !slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Except && t.Value != "not" }) {
		return toks // no exception: nothing to read (the class said before one costs a look-up a token)
	}
	class := ""
	in := false
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Type == grammar.Except && t.Value != "not":
			in = true
		case t.Type == grammar.Sep || t.Type == grammar.Verb:
			in = false
		case !in:
			if c, _ := lang.ClassOf(Singular(t.Value)); c != "" && t.Type == grammar.Word {
				class = Singular(t.Value)
			}
		case t.Type == grammar.Word && i > 0 && (toks[i-1].Type == grammar.Word || toks[i-1].Type == grammar.Det):
			if plural, ok := oneWords[t.Value]; ok && class != "" {
				toks[i].Value = class
				if plural {
					toks[i].Value = plural1(class)
				}
			}
			if n := placeAfter(toks[i+1:]); n > 0 {
				place := toks[i+1+n-placeLen(toks[i+1:i+1+n]) : i+1+n]
				name := nameBefore(toks[:i+1])
				moved := append(append([]lexer.Token{}, place...), toks[i+1-name:i+1]...)
				toks = append(append(toks[:i+1-name], moved...), toks[i+1+n:]...)
				i += len(place)
			}
		}
	}
	return toks
}

// placeAfter is the number of tokens of a place said after a name, to the
// end of the clause ("in the bedroom"), or 0 for none.
func placeAfter(toks []lexer.Token) int {
	if len(toks) < 2 || toks[0].Type != grammar.Prep || preps[toks[0].Value] != lang.PrepIn {
		return 0
	}
	n := 1
	if toks[n].Type == grammar.Det {
		n++
	}
	words := 0
	for n < len(toks) && toks[n].Type == grammar.Word {
		n++
		words++
	}
	end := n
	for end < len(toks) && toks[end].Type == grammar.Filler {
		end++ // "except the ones in the den please"
	}
	if words == 0 || end < len(toks) && toks[end].Type != grammar.Sep && toks[end].Type != grammar.Conj {
		return 0
	}
	return n
}

// placeLen is the number of words of the place in a place said after a
// name (its preposition and determiner left out).
func placeLen(toks []lexer.Token) int {
	n := 0
	for k := len(toks) - 1; k >= 0 && toks[k].Type == grammar.Word; k-- {
		n++
	}
	return n
}

// nameBefore is the number of words of the name that ends the tokens.
func nameBefore(toks []lexer.Token) int {
	n := 0
	for k := len(toks) - 1; k >= 0 && toks[k].Type == grammar.Word; k-- {
		n++
	}
	return n
}

// plural1 is the plural of a class word: "light" → "lights", "switch" →
// "switches".
func plural1(w string) string {
	for _, end := range []string{"s", "sh", "ch", "x"} {
		if len(w) > len(end) && w[len(w)-len(end):] == end {
			return w + "es"
		}
	}
	return w + "s"
}

// keptWhile reads "leaving" or "keeping" said right after a command, of
// something left as it is, as "leave" or "keep" after a pause: "turn off
// the lights leaving the hall light on" is "turn off the lights, leave
// the hall light on", which leaving reads. It asked whether to turn the
// lights on or off.
func keptWhile(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		keep := keptAsVerb[toks[i].Value]
		if keep == "" || !commandBefore(toks[:i]) || !slices.ContainsFunc(toks[i+1:], func(t lexer.Token) bool { return leftAs[t.Value] }) {
			continue
		}
		toks[i].Value = keep
		if toks[i-1].Type == grammar.Sep {
			return toks
		}
		pause := toks[i]
		pause.Type, pause.Value = grammar.Sep, ","
		return slices.Insert(toks, i, pause)
	}
	return toks
}

// keptAsVerb are the words of keeping said as a verb's -ing, and the verb.
var keptAsVerb = map[string]string{"leaving": "leave", "keeping": "keep"}
