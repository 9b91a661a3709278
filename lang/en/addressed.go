package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The words a speaker says to the one addressed, around a command and
// no part of it: a name of address at either end ("mate, turn off the
// tv", "turn off the kitchen light buddy"), and at the end a word that
// asks for agreement ("ok", "alright", "yeah?"), for haste ("straight away", "at
// once", "real quick") or more thanks ("thanks a lot"). They were read as
// words of the name ("kitchen light mate" was not found) or as a place
// ("at once"), and "thanks a lot" as one of several ("a" lot: which one?).
// Only next to a command: a verb or a direction said before them, or what
// says what to do in a command said without its verb ("kitchen light 50%,
// ok?": saysWhatTo), or a word that is also a verb opening the utterance
// ("lock the front door mate"), or a verb after a name of address that
// opens the utterance.

// addressNames are the names a speaker calls the one addressed.
var addressNames = map[string]bool{"mate": true, "buddy": true, "pal": true, "dude": true, "man": true, "bro": true,
	"sweetheart": true, "darling": true, "honey": true, "babe": true, "sir": true, "friend": true, "boss": true, "chief": true,
	"dear": true, "sweetie": true, "hun": true, "guys": true}

// saidAfter are the words said after a command to the one addressed;
// thanksMore the words that only follow thanks ("thanks a lot").
var (
	saidAfter = [][]string{{"ok"}, {"okay"}, {"alright"}, {"yeah"}, {"yep"}, {"yes"}, {"straight", "away"}, {"right", "away"}, {"at", "once"},
		{"real", "quick"}, {"real", "fast"}, {"quick"}, {"pronto"}}
	thanksMore = [][]string{{"a", "lot"}, {"a", "bunch"}, {"a", "million"}, {"so", "much"}}
)

// homeCalled are the words a speaker calls the home itself by, before a
// command ("home assistant, turn off the tv", "house, lock up").
var homeCalled = [][]string{{"home", "assistant"}, {"assistant"}, {"home"}, {"house"}}

// calledNames is the number of tokens after toks[:start] that name the
// one addressed before a command: words no pack knows (or no more than
// two words of names) or "there" after a greeting ("hey nabu turn off the tv", "hi there, raise the blinds",
// "hello kids, turn off the tv", "hi home assistant what is …"), or a word
// the home is called by ("home turn off the kitchen light" read "home" as
// every kitchen light of the home). A command must follow, at once or
// after a pause: a verb, a question word, a filler ("can you") or a noun
// that is a verb, or a verb read with its particle ("pop the telly on"); a greeting of the day between them is left for
// dayGreeting ("hey nabu, good morning, raise the blinds").
func calledNames(toks []lexer.Token, start int) int {
	n := 0
	for _, ws := range homeCalled {
		if startsWith(toks[start:], ws) {
			n = len(ws)
			break
		}
	}
	greeted := start > 0 && greetings[toks[start-1].Value]
	if n == 0 && greeted && start < len(toks) && toks[start].Value == thereWord {
		n = 1 // "hi there, …"
	}
	if n == 0 && greeted {
		for n < 2 && start+n < len(toks) && toks[start+n].Type == grammar.Word && !known(toks[start+n].Value) && !hesitations[toks[start+n].Value] && dayGreetingLen(toks[start+n:]) == 0 {
			n++
		}
	}
	next := start + n
	if n == 0 || next >= len(toks) {
		return 0
	}
	if toks[next].Type == grammar.Sep {
		next++
	}
	for next < len(toks) && hesitations[toks[next].Value] {
		next++ // "hey garage um lock the door"
	}
	if d := dayGreetingLen(toks[next:]); d > 0 {
		next += d // "hey nabu good morning raise the blinds": dayGreeting drops it
		if next < len(toks) && toks[next].Type == grammar.Sep {
			next++
		}
	}
	if next < len(toks) && (toks[next].Type == grammar.Quest || toks[next].Type == grammar.Filler || commandOpens(toks[next:])) {
		return n
	}
	return 0
}

// calledFirst makes fillers of a name the one addressed is called by
// before a command (calledNames), and of the greeting before it: "ok
// nabu, …" is no yes. It reads the words as lexed, before any other step
// reads "kids set the ac" as a report.
func calledFirst(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && greetings[toks[start].Value] {
		start++
	}
	if n := calledNames(toks, start); n > 0 {
		for i := range start + n {
			toks[i].Type = grammar.Filler
		}
	}
	return toks
}

// known are the words a called name is not: a verb that is also a noun
// ("hey lock the door"), a question word ("hey who …"), a wake name
// (spokenTokens reads "ok google").
func known(w string) bool { return nounVerbs[w] || unanswerable[w] || isWake(w) }

// startsWith reports tokens whose first values are the words.
func startsWith(toks []lexer.Token, ws []string) bool {
	if len(toks) < len(ws) {
		return false
	}
	for i, w := range ws {
		if toks[i].Value != w {
			return false
		}
	}
	return true
}

// addressWords makes fillers of the words said to the one addressed.
func addressWords(toks []lexer.Token) []lexer.Token {
	if len(toks) > 1 && addressNames[toks[0].Value] && toks[0].Type == grammar.Word {
		next := 1
		if toks[next].Type == grammar.Sep {
			next++
		}
		if next < len(toks) && (toks[next].Type == grammar.Verb || toks[next].Type == grammar.Filler || nounVerbs[toks[next].Value]) {
			toks[0].Type = grammar.Filler // "mate, turn off the tv", "buddy can you …"
		}
	}
	for {
		end := len(toks)
		for end > 0 && (toks[end-1].Type == grammar.Filler || toks[end-1].Type == grammar.Sep) {
			end--
		}
		n := saidLast(toks[:end])
		if n == 0 || !addressedAfter(toks[:end-n]) {
			return toks
		}
		for i := end - n; i < end; i++ {
			toks[i].Type = grammar.Filler
		}
	}
}

// addressedAfter reports a command said in the words before what is said to
// the one addressed: a verb or a direction, what says what to do in a
// command said without its verb, a word that is also a verb opening it,
// or a drink asked for.
func addressedAfter(before []lexer.Token) bool {
	return commandBefore(before) || slices.ContainsFunc(before, saysWhatTo) ||
		len(before) > 0 && nounVerbs[before[min(leadIn(before), len(before)-1)].Value] || slices.ContainsFunc(before, drinkAsked)
}

// saidLast is the number of tokens that end toks and are said to the one
// addressed, or 0.
func saidLast(toks []lexer.Token) int {
	n := len(toks)
	if n > 0 && addressNames[toks[n-1].Value] && toks[n-1].Type == grammar.Word {
		return 1
	}
	for _, ws := range saidAfter {
		if endsWith(toks, ws) {
			return len(ws)
		}
	}
	for _, ws := range thanksMore {
		if endsWith(toks, ws) && n > len(ws) && thanking[toks[n-len(ws)-1].Value] {
			return len(ws)
		}
	}
	return 0
}

// endsWith reports tokens whose last values are the words, not fillers
// already.
func endsWith(toks []lexer.Token, ws []string) bool {
	if len(toks) < len(ws) {
		return false
	}
	for i, w := range ws {
		t := toks[len(toks)-len(ws)+i]
		if t.Value != w || t.Type == grammar.Filler {
			return false
		}
	}
	return true
}

// soonestSaid makes fillers of the words that ask for a command at once,
// "as soon as possible" and its like, wherever they are said: "turn on
// the ac as soon as possible" is the command now; it was "I can't find
// “ac as as possible”".
func soonestSaid(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		if n := wordsAt(toks, i, soonest); n > 0 {
			for k := i; k < i+n; k++ {
				toks[k].Type = grammar.Filler
			}
		}
	}
	return toks
}

// soonest are the words of a command wanted at once.
var soonest = [][]string{{"as", "soon", "as", "possible"}, {"as", "quickly", "as", "possible"}, {"as", "fast", "as", "possible"},
	{"as", "soon", "as", "you", "can"}}
