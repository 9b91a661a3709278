package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// What a thing is. "what is an air conditioner", "what's a thermostat",
// "what are dehumidifiers", "what is a dehumidifier used for", "what does
// the dehumidifier do": a name asked what it is or what it is for, with
// nothing of it asked (no state, no attribute, no setting), asks about the
// world, not the home, and is not understood: the devices of the name
// answered their state. "what is the temperature", "what is the tv
// volume", "what's the ac set to" ask the home as before.

// whatAsker opens such a question; whatOne are the articles of any one of
// a kind ("what is a"), whatIsFor the words of what it is for after the
// name ("used for"), whatItDoes the word that ends "what does it do".
const (
	whatAsker  = "what"
	whatItDoes = "do"
)

var (
	whatOne   = set("a an")
	whatIsFor = set("use for")
	whatDoes  = set("do does")
)

// whatIs makes each clause that asks only what a thing is a clause the
// grammar does not take.
func whatIs(toks []lexer.Token) []lexer.Token {
	grammar.Parts(toks, func(c []lexer.Token) {
		if at, ok := whatIsIn(c); ok {
			c[at].Type = grammar.Kw // no rule of the grammar opens with it
		}
	}, grammar.Sep)
	return toks
}

// whatIsIn finds "what" at the start of a clause, fillers before it aside,
// that asks only what a name is: "what is a|an NAME", "what are NAMEs",
// "what does|do [a|an|the] NAME do", the name's words all plain words,
// "used for" or "for" after it where "is" or "are" asked.
func whatIsIn(c []lexer.Token) (at int, ok bool) {
	for at < len(c) && c[at].Type == grammar.Filler {
		at++
	}
	if at+2 >= len(c) || c[at].Value != whatAsker || c[at+1].Type != grammar.Quest {
		return 0, false
	}
	rest := c[at+2:]
	switch verb := c[at+1].Value; {
	case verb == "is" && whatOne[rest[0].Value] && rest[0].Type == grammar.Det:
		rest = rest[1:]
	case verb == "are" && rest[0].Type != grammar.Det:
	case whatDoes[verb]:
		if rest[0].Type == grammar.Det {
			rest = rest[1:]
		}
		if n := len(rest); n == 0 || rest[n-1].Value != whatItDoes || rest[n-1].Type == grammar.Verb {
			return 0, false
		}
		return at, plainWords(rest[:len(rest)-1])
	default:
		return 0, false
	}
	for n := len(rest); n > 0 && whatIsFor[rest[n-1].Value] && rest[n-1].Type != grammar.Word; n = len(rest) {
		rest = rest[:n-1]
	}
	return at, plainWords(rest)
}

// plainWords reports whether a name is said, of plain words only.
func plainWords(ts []lexer.Token) bool {
	for _, t := range ts {
		if t.Type != grammar.Word {
			return false
		}
	}
	return len(ts) > 0
}
