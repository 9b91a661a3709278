package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// A worker said with where it goes and no verb ("mower home", "vacuum back
// to base", "hoover back to the dock", "the robot vacuum back home
// please"), or with "go" and "back" ("vacuum go back to the dock"), is
// docked, as "send the mower home" does: it was not understood, or
// "back" a room not found.

// sentBack reads such a clause as the worker and "dock" ("mower dock"):
// said with a question mark it asks whether it is docked, as "mower
// docked?" does.
func sentBack(toks []lexer.Token) []lexer.Token {
	for s := 0; s < len(toks); s++ {
		if s > 0 && toks[s-1].Type != grammar.Sep && toks[s-1].Type != grammar.Conj && toks[s-1].Type != grammar.Filler ||
			toks[s].Type == grammar.Filler || s > 0 && toks[s-1].Type == grammar.Conj && sentBefore(toks[:s]) {
			continue
		}
		end := s
		for end < len(toks) && toks[end].Type != grammar.Sep && toks[end].Type != grammar.Conj {
			end++
		}
		for j := s + 1; j < end; j++ {
			if !workerNamed(toks[s:j]) || !homeTail(toks[j:end]) {
				continue
			}
			if toks[j-1].Type == grammar.Verb {
				toks[j-1].Type = grammar.Word // "hoover back to the dock"
			}
			toks[j].Type, toks[j].Value = grammar.Verb, dockWord
			for k := j + 1; k < end; k++ {
				toks[k].Type = grammar.Filler
			}
			break
		}
		s = end
	}
	return toks
}

const dockWord = "dock"

// sentBefore reports a verb that sends home said before ("send the vacuum
// and the mower home"): the worker after "and" is of its list, and home is
// where that verb sends both.
func sentBefore(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Type == grammar.Verb && verbs[t.Value] == "return" {
			return true
		}
	}
	return false
}

// goesHome may come between the worker and where it goes.
var goesHome = set("go come")

// homeTail reports where a worker goes home: "go" or "come", "back",
// then "home" or to its dock, and nothing after it but words of no
// meaning ("please", "now").
func homeTail(toks []lexer.Token) bool {
	if len(toks) > 0 && goesHome[toks[0].Value] {
		toks = toks[1:]
	}
	if len(toks) > 0 && toks[0].Value == backWord {
		toks = toks[1:]
	}
	switch {
	case len(toks) > 0 && toks[0].Value == "home":
		toks = toks[1:]
	case len(toks) > 1 && toks[0].Type == grammar.To:
		toks = toks[1:]
		if toks[0].Type == grammar.Det || toks[0].Value == itsWord {
			toks = toks[1:]
		}
		if len(toks) == 0 || nouns[toks[0].Value] != lang.NounDock && toks[0].Value != "dock" {
			return false
		}
		toks = toks[1:]
	default:
		return false
	}
	for _, t := range toks {
		if t.Type != grammar.Filler {
			return false
		}
	}
	return true
}
