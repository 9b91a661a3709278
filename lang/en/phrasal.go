package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// putVerbs are the colloquial verbs of putting that turn a device on or
// off only with the direction said after their object: "pop the telly
// off", "stick the kettle on", "flick on the lights in the den". Without a
// direction they say nothing a device does ("throw the ball").
var putVerbs = map[string]bool{"pop": true, "stick": true, "flick": true, "flip": true, "knock": true, "whack": true,
	"bang": true, "chuck": true, "throw": true, "slap": true, "bung": true}

// backWords say where a device is sent back to after "back": "send the
// roomba back to its dock", "send the mower back home"; "back" may also
// end the command ("send the roomba back").
var backWords = map[string]bool{"to": true, "home": true}

// lawnVerbs are the verbs that mow when the lawn is their object: "cut the
// grass", "trim the lawn".
var lawnVerbs = map[string]bool{"cut": true, "trim": true}

// phrasalTokens reads the verbs whose object is said between them and
// what they do: a verb of putting with the direction after its object is
// "turn" ("pop the telly off"); "back" after the object of a verb that
// sends a device home only says where it goes ("send the roomba back to
// its dock"), and "its" before a noun is a determiner; cutting the grass
// is mowing it.
func phrasalTokens(toks []lexer.Token) []lexer.Token {
	out := toks[:0]
	for i := range toks {
		t := &toks[i]
		switch {
		case t.Type == grammar.Word && putVerbs[t.Value] && commandStart(toks[:i]) && directionAfter(toks[i+1:]):
			t.Type, t.Value = grammar.Verb, "turn"
		case t.Value == "back" && i > 0 && toks[i-1].Type == grammar.Word && (i+1 == len(toks) || backWords[toks[i+1].Value]) &&
			sentHome(toks[:i]):
			continue
		case t.Value == itsWord && i > 0 && i+1 < len(toks) && toks[i-1].Type == grammar.To &&
			(toks[i+1].Type == grammar.Noun || toks[i+1].Type == grammar.Verb || toks[i+1].Type == grammar.Word):
			t.Type = grammar.Det // "to its dock"
		case lawnVerbs[t.Value] && i+1 < len(toks) && (vocab.Lawn[toks[i+1].Value] ||
			toks[i+1].Type == grammar.Det && i+2 < len(toks) && vocab.Lawn[toks[i+2].Value]):
			t.Type, t.Value = grammar.Verb, "mow"
		}
		out = append(out, *t)
	}
	return out
}

// commandStart reports that a command may start after the tokens: at the
// start, after fillers, a pause or "and".
func commandStart(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0; k-- {
		switch before[k].Type {
		case grammar.Filler:
		case grammar.Sep, grammar.Conj:
			return true
		default:
			return false
		}
	}
	return true
}

// directionAfter reports an on/off or up/down direction before the clause
// ends: "the telly off", "on the lights".
func directionAfter(toks []lexer.Token) bool {
	for _, t := range toks {
		switch t.Type {
		case grammar.Sep, grammar.Conj, grammar.Verb:
			return false
		case grammar.Dir, grammar.On:
			return true
		}
	}
	return false
}

// sentHome reports a clause whose verb sends a device home: "send",
// "return"; never "go" ("go back" is the song before).
func sentHome(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0 && before[k].Type != grammar.Sep; k-- {
		if before[k].Type == grammar.Verb {
			return verbs[before[k].Value] == "return" && before[k].Value != "go"
		}
	}
	return false
}
