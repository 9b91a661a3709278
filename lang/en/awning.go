package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// awning reads what is said of an awning, which is opened by putting it
// out over a patio and closed by taking it in: "extend the awning" opens
// it and "retract the awning" closes it; "roll out the awning", "put the
// awning out", "let out the awning" open it, and "roll in the awning",
// "pull the awning in", "bring in the awning" close it; rolled up on its
// roller it is taken in, rolled down put out ("roll up the awning", "wind
// the awning down"); "is the awning
// extended" asks whether it is open, "is it retracted" whether it is
// closed. "retract" and "extend" were not understood, and "put the
// awning out" closed it, "out" read as off.
func awning(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		switch {
		case awningStates[t.Value] != "" && i > 0 && awningBefore(toks[:i]):
			t.Type, t.Value = grammar.State, awningStates[t.Value] // "is the awning extended"
		case !commandStart(toks[:i]):
		case awningVerbs[t.Value] != "" && awningAfter(toks[i+1:]):
			t.Type, t.Value = grammar.Verb, awningVerbs[t.Value] // "retract the awning"
		case awningMovers[t.Value]:
			ways := awningWays
			if awningRollers[t.Value] {
				ways = rolledWays // "roll up the awning"
			}
			if k := awningParticle(toks[i+1:], ways); k >= 0 {
				t.Type, t.Value = grammar.Verb, ways[toks[i+1+k].Value] // "roll out the awning"
				toks = slices.Delete(toks, i+1+k, i+2+k)
			}
		}
	}
	return toks
}

var (
	// awningNames are the words that end an awning's name.
	awningNames = []string{"awning", "sun awning", "retractable awning"}
	// awningVerbs are what the verbs of an awning do to it.
	awningVerbs = map[string]string{"extend": "open", "retract": "close", "deploy": "open"}
	// awningMovers are the verbs that move an awning with the way it
	// goes said with them (awningWays): "roll out", "pull in".
	awningMovers = set("roll put let pull bring wind take")
	awningWays   = map[string]string{"out": "open", "in": "close"}
	// awningRollers are the movers that roll an awning up on its roller
	// to take it in, and down off it to put it out: "roll up the
	// awning", "wind the awning down".
	awningRollers = set("roll wind")
	rolledWays    = map[string]string{"out": "open", "in": "close", "up": "close", "down": "open"}
	// awningStates are the states of an awning asked about.
	awningStates = map[string]string{"extended": "opened", "retracted": "closed", "deployed": "opened", "out": "opened", "in": "closed"}
)

// awningAfter reports an awning named first in toks, whatever is said
// after it: "the patio awning", "the awning halfway".
func awningAfter(toks []lexer.Token) bool {
	var name []string
	for _, t := range toks {
		switch t.Type {
		case grammar.Word:
			name = append(name, t.Value)
		case grammar.Det, grammar.Filler:
			if len(name) > 0 {
				return ofName(name, awningNames)
			}
		default:
			return ofName(name, awningNames)
		}
	}
	return ofName(name, awningNames)
}

// awningParticle is where out or in is said with an awning, before it or
// after it ("out the awning", "the awning in"), or -1.
func awningParticle(toks []lexer.Token, ways map[string]string) int {
	for k, t := range toks {
		if t.Type == grammar.Sep || t.Type == grammar.Conj {
			return -1
		}
		if ways[t.Value] != "" {
			if awningAfter(slices.Delete(slices.Clone(toks), k, k+1)) {
				return k
			}
			return -1
		}
	}
	return -1
}

// awningBefore reports an awning asked about before a state, a place
// after it or not: "is the awning extended", "is the patio awning out",
// "is the sun awning on the deck in".
func awningBefore(toks []lexer.Token) bool {
	var name []string
	for k := len(toks) - 1; k >= 0; k-- {
		switch t := toks[k]; t.Type {
		case grammar.Word:
			name = append([]string{t.Value}, name...)
		case grammar.Det, grammar.Filler:
		case grammar.Prep, grammar.On:
			name = nil // "on the deck": a place after the awning
		default:
			return t.Type == grammar.Quest && ofName(name, awningNames)
		}
	}
	return false
}
