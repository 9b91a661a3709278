package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/ir"
)

// An answer that leaves something out may open with other words than
// "except": "not the hall", "but not the hall", "apart from the hall",
// "other than the bedroom", "without the study lamp", "minus the kitchen",
// "skip the hall", "leave out the hall", "but leave the hall on", "keep
// the bedroom one on", after a yes or not ("yes but not the hall", "ok,
// just not the bedroom"). To "turn off all the lights?" each is "except
// the hall": the question asked again without it. They were not
// understood, and the question was left as it was.

// leftOut are the words that open such an answer, each with the words
// that may follow it before the name ("apart from", "other than").
var leftOut = map[string]map[string]bool{
	"not": nil, "apart": {"from": true}, "other": {"than": true}, "without": nil, "minus": nil, "excluding": nil,
	"besides": nil, "skip": nil, "leave": {"out": true}, "keep": nil, "exclude": nil,
}

// leftOutNot are the words after "not" that name no thing: "not now",
// "not yet", "not really" are a no.
var leftOutNot = set("now yet really sure so quite exactly today tonight anymore again at all that this those these it them me you")

// leftOutLead are the words an answer may open with before what it
// leaves out: a yes or no, "but", "just", a pause.
var leftOutLead = set("yes yeah yep sure ok okay alright fine but just only and then")

// exceptWorded reads an answer that leaves something out, said so, as
// "except" and what it names.
func exceptWorded(p pack, text string) (*ir.Reply, bool) {
	if r, ok := exceptWordedIn(p, lex.Tokens(text)); ok {
		return r, true
	}
	return exceptWordedIn(p, keptLexed(text)) // "yes, keep the hall on"
}

// keptLexed lexes an answer as rawLex does, the words of hesitation read
// as fillers: after a yes, lex reads "keep the hall on" as the command
// that makes it so (leftSo).
func keptLexed(text string) []lexer.Token { return hesitating(rawLex.Tokens(text)) }

// exceptWordedIn reads the answer exceptWorded reads, in tokens.
func exceptWordedIn(p pack, toks []lexer.Token) (*ir.Reply, bool) {
	k := 0
	for k < len(toks) && (leftOutLead[toks[k].Value] || toks[k].Type == grammar.Sep || toks[k].Type == grammar.Filler) {
		k++
	}
	if k == len(toks) {
		return nil, false
	}
	open := toks[k].Value
	follow, ok := leftOut[open]
	if !ok {
		return nil, false
	}
	rest := toks[k+1:]
	switch {
	case len(rest) > 0 && follow[rest[0].Value]:
		rest = rest[1:] // "apart from", "leave out"
	case keepWords[open]:
		rest = keptAs(rest) // "leave the hall on"
	case open == "not" && (len(rest) == 0 || leftOutNot[rest[0].Value]):
		return nil, false
	}
	words := []string{"except"}
	from := 0
	for i, t := range append(rest, lexer.Token{Type: grammar.Sep}) {
		if t.Type != grammar.Sep && t.Value != "and" && t.Value != "or" {
			continue
		}
		if !onlyNames(rest[from:i]) {
			return nil, false // "not the kitchen or the hall": each only a name
		}
		if from > 0 {
			words = append(words, "and")
		}
		for _, w := range rest[from:i] {
			words = append(words, w.Value)
		}
		from = i + 1
	}
	r, err := p.ParseReply(strings.Join(words, " "))
	if err != nil || r.Kind != ir.Every || len(r.Except) == 0 {
		return nil, false
	}
	return r, true
}

// errKeptAnswered refuses as a command what keptAnswered reports.
var errKeptAnswered = grammar.Errorf("an answer that leaves something as it is")

// keptLead are the words before "leave" or "keep" that make what is
// left an answer, not a command: "but leave the hall on", "yeah but keep
// the hall on", and a yes ("yes, keep the hall on", "yeah leave the
// kitchen on", "yes and keep the hall light on"): to "turn off all the
// lights?" each leaves the hall as it is. A yes with it switched the hall
// light on, a command carried by the yes, and dropped the sweep asked
// about. Said with no question before it, it puts back what the last
// command did there, as "except the hall" does; "keep the hall on" and
// "okay leave the hall on" stay commands (leftSo).
var keptLead = set("but yes yeah yep sure")

// keptAnswered reports what is left as it is said after "but" or a yes:
// Parse refuses it, so that it is read as the answer exceptWorded reads.
func keptAnswered(toks []lexer.Token) bool {
	k, led := 0, false
	for k < len(toks) && (leftOutLead[toks[k].Value] || toks[k].Type == grammar.Sep || toks[k].Type == grammar.Filler) {
		led = led || keptLead[toks[k].Value]
		k++
	}
	return led && k < len(toks) && keepWords[toks[k].Value] && onlyNames(keptAs(toks[k+1:]))
}

// keptAs is what "leave" or "keep" names before the word of how it stays
// ("the hall on", "the tv alone"), or nil where no such word ends it.
func keptAs(toks []lexer.Token) []lexer.Token {
	n := len(toks)
	for n > 0 && toks[n-1].Type == grammar.Filler {
		n-- // "leave the hall on please"
	}
	if n < 2 || !leftAs[toks[n-1].Value] {
		return nil
	}
	return toks[:n-1]
}
