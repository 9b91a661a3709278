package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// remarkFirst drops a remark of the speaker's before a command, said
// after a pause or "so": "i need some air, get the fan going", "i can't
// see, turn on the kitchen light", "we're watching a movie so dim the
// living room light", "good morning, open the bedroom blinds"; or with no
// pause written, where the remark says what the speaker is, needs or
// cannot do and ends in a word that is no adverb (remarkEnds: "i can't see
// turn on the kitchen light"), and the command names its thing. The
// remark opens with the speaker (remarkers) or a greeting, and says
// nothing a command takes (remarkSays: no verb, direction, number, place,
// time, condition or question: "we are" says what they do, never asks); the command names its own thing: no
// "it" that the remark may have said. Such commands were not understood,
// or their remark read as a room ("I don't know a room called see").
func remarkFirst(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && (toks[start].Type == grammar.Filler || toks[start].Type == grammar.Sep) && !remarkers[toks[start].Value] {
		start++ // "hey, i can't see…"
	}
	if start >= len(toks) || !remarkers[toks[start].Value] {
		return toks
	}
	from := start + 1
	if start+1 < len(toks) && toks[start].Value == "good" && dayParts[toks[start+1].Value] {
		from++ // "good morning, …"
	}
	for p := from; p < len(toks); p++ {
		t := toks[p]
		if q := askedFrom(toks, start+1, p); t.Type == grammar.Verb && remarkEnds(toks[start+1:q]) {
			// no pause written, as a recogniser writes it: "i can't see
			// turn on the kitchen light", "… can you turn on …"
			if !slices.ContainsFunc(toks[p+1:], func(t lexer.Token) bool { return t.Type == grammar.Word }) ||
				slices.ContainsFunc(toks[p+1:], func(t lexer.Token) bool { return t.Type == grammar.Ref }) {
				return toks
			}
			return append(toks[:start], toks[q:]...)
		}
		if t.Type == grammar.Sep || t.Type == grammar.Filler && t.Value == soWord {
			if !commandOpens(toks[p+1:]) || slices.ContainsFunc(toks[p+1:], func(t lexer.Token) bool { return t.Type == grammar.Ref }) {
				return toks
			}
			return append(toks[:start], toks[p+1:]...)
		}
		if !remarkSays[t.Type] && !remarkNone[t.Value] && !whereabouts(toks[start+1:p+1]) || t.Type == grammar.Quest && strongQuest[t.Value] && !copulas[t.Value] || remarkStops[t.Value] {
			return toks
		}
	}
	return toks
}

var (
	// remarkers open a remark of the speaker's, and remarkSays are the
	// kinds of words it may say.
	remarkers  = set("i we my our me good hello hi")
	remarkSays = map[lexer.TokenType]bool{grammar.Word: true, grammar.Filler: true, grammar.Det: true, grammar.Quest: true,
		grammar.Except: true, grammar.Rel: true, grammar.Noun: true}
	// remarkNone are the words of no thing in particular a remark may say
	// though they are quantifiers ("i can't see anything, turn on the
	// kitchen light"): never of the command after it.
	remarkNone = set("anything nothing something")
	// remarkStops say when, or what was meant, which a command after the
	// remark would lose: "tomorrow morning, open the blinds", "i said the
	// kitchen, turn on the light".
	remarkStops = set("tonight today tomorrow morning afternoon evening night later soon now after before until till when once while minutes hours seconds said say mean meant asked told")
)

// remarkEnds reports the words of a remark, after who it is of, that end
// where a command begins with no pause: a word of what the speaker is,
// needs or cannot do ("can't", "need", "are") and a word at the end that is
// no adverb ("i always turn off the lights" says what they do, "my kids
// turn off the lights" who does it: no remark). Words said to edge ("you")
// or of a thing done ("vacuumed") ask something of their own.
func remarkEnds(ws []lexer.Token) bool {
	if len(ws) < 2 {
		return false
	}
	last := ws[len(ws)-1]
	if last.Type != grammar.Word || howOften[last.Value] || strings.HasSuffix(last.Value, "ly") {
		return false
	}
	if slices.ContainsFunc(ws, func(t lexer.Token) bool { return t.Value == youWord || strings.HasSuffix(t.Value, "ed") }) {
		return false // "… can you turn on", "i need the living room vacuumed …": a request of its own
	}
	return slices.ContainsFunc(ws, func(t lexer.Token) bool {
		return t.Type == grammar.Filler && predicates[t.Value] || copulas[t.Value]
	})
}

// whereabouts reports a remark that says where the speaker goes or is,
// ending at a direction said right after being, or after being and a
// word of going: "we're out", "i'm up", "we are going out", "i'm heading
// off". A direction said of a thing ("i want the lights off") is no
// remark: a command may follow it.
func whereabouts(ws []lexer.Token) bool {
	n := len(ws)
	if n < 2 || ws[n-1].Type != grammar.Dir {
		return false
	}
	k := n - 2
	if goingWords[ws[k].Value] && k > 0 {
		k--
	}
	return copulas[ws[k].Value] && k == 0
}

// goingWords say the speaker goes: "we're heading out".
var goingWords = set("going heading getting")

var (
	// predicates say what the speaker needs or can do.
	predicates = set("need needs can cannot could want")
	// howOften say how often or when, never a remark's end.
	howOften = set("always never often sometimes just also still already then ever again usually normally")
)

// askedFrom is where the words that ask for the command said at p begin
// ("can you", "could you please"), after from; p for none.
func askedFrom(toks []lexer.Token, from, p int) int {
	q := p
	for q > from && askingWords[toks[q-1].Value] {
		q--
	}
	return q
}

// askingWords ask for a command: "can you", "please".
var askingWords = set("can could would will you please")
