package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The words wrapped around a command that pass it on: "tell home
// assistant to turn on the pool pump" (the one told is no target when the
// command names one), "ask the tv to turn on" (else the one told is what
// it acts on), "have the vacuum clean the kitchen", "do: turn off the
// fan".

// passOn are the verbs that pass a command on with "to" before it; have
// without ("have the vacuum clean the hall"); doWord with a colon after
// it or a verb right after it; maxTold bounds the words of the one told.
var (
	passOn  = map[string]bool{"tell": true, "ask": true}
	haveFor = map[string]bool{"have": true, "let": true}
	doWord  = "do"
)

const maxTold = 4

// people are the words of a person told to do something ("tell my
// husband to turn off the tv"): a message for them, no command for edge.
var people = map[string]bool{"husband": true, "wife": true, "partner": true, "son": true, "daughter": true, "kids": true,
	"children": true, "child": true, "mom": true, "mum": true, "mommy": true, "mummy": true, "dad": true, "daddy": true,
	"mother": true, "father": true, "brother": true, "sister": true, "him": true, "her": true, "everyone": true,
	"everybody": true, "grandma": true, "grandpa": true, "granny": true, "boyfriend": true, "girlfriend": true,
	"roommate": true, "flatmate": true, "family": true, "guests": true, "babysitter": true, "nanny": true}

// assistants are the words of an assistant told to do something ("tell
// the assistant to skip"), beside the wake names.
var assistants = map[string]bool{"assistant": true, "home": true}

// assistantTold reports words of the one told that only name an
// assistant.
func assistantTold(told []lexer.Token) bool {
	named := false
	for _, t := range told {
		switch {
		case t.Type == grammar.Det:
		case assistants[t.Value] || isWake(t.Value):
			named = true
		default:
			return false
		}
	}
	return named
}

// wrapped reads the words that pass a command on as fillers.
func wrapped(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		if !commandStart(toks[:i]) {
			continue
		}
		switch {
		case passOn[t.Value]:
			to := told(toks, i+1)
			if to < 0 || to+1 >= len(toks) || toks[to].Type != grammar.To || !verbAt(toks[to+1]) || people[toks[to-1].Value] {
				continue
			}
			end := to
			if !objectAfter(toks[to+2:]) && !assistantTold(toks[i+1:to]) {
				end = i + 1 // "ask the tv to turn on": the tv is what it acts on
			}
			for k := i; k < end; k++ {
				toks[k].Type = grammar.Filler
			}
			toks[to].Type, toks[to+1].Type = grammar.Filler, grammar.Verb
		case haveFor[t.Value] && t.Type != grammar.Verb:
			if to := told(toks, i+1); to > i+1 && to < len(toks) && verbAt(toks[to]) {
				t.Type, toks[to].Type = grammar.Filler, grammar.Verb // "have the vacuum clean the kitchen"
			}
		case t.Value == doWord && i+1 < len(toks) && (toks[i+1].Value == ":" || verbAt(toks[i+1])):
			t.Type = grammar.Filler // "do: turn off the fan", "do turn it off"
			if toks[i+1].Value == ":" {
				toks[i+1].Type = grammar.Filler
			}
			if k := i + 1 + btoi(toks[i+1].Value == ":"); k < len(toks) && verbAt(toks[k]) {
				toks[k].Type = grammar.Verb
			}
		}
	}
	return toks
}

// told is where the words of the one told, from k, end: at most maxTold
// articles, names and wake names; -1 when there are none.
func told(toks []lexer.Token, k int) int {
	start := k
	for k < len(toks) && k-start < maxTold && (toks[k].Type == grammar.Det || toks[k].Type == grammar.Word && !nounVerbs[toks[k].Value] ||
		toks[k].Type == grammar.Filler) {
		k++
	}
	if k == start {
		return -1
	}
	return k
}

// objectAfter reports a command passed on that says more than its
// direction before the clause ends (a name, an attribute, a value): the
// one told is then no target ("tell the assistant to set the temperature
// to 20"); "ask the tv to turn on" says only its direction.
func objectAfter(toks []lexer.Token) bool {
	for _, t := range toks {
		switch t.Type {
		case grammar.Sep, grammar.Conj:
			return false
		case grammar.Dir, grammar.On, grammar.Filler, grammar.Det:
		default:
			return true
		}
	}
	return false
}

// verbAt reports a verb, or a noun that is also one ("switch").
func verbAt(t lexer.Token) bool { return t.Type == grammar.Verb || nounVerbs[t.Value] }
