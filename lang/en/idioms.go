package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

var (
	// wakingIdioms are what is said to wake a person or to get them going
	// ("rise and shine", "wakey wakey", "up and at them", "look alive"): a
	// greeting, never a command, though "rise" and "up" are words of
	// raising.
	wakingIdioms = newPhrases("rise and shine", "rise and grind", "up and at them", "up and at em", "up and at it",
		"wakey wakey", "top of the morning", "look alive", "look lively", "shake a leg", "up you get", "up we get")
	// idiomOpeners may come before one: "come on, up and at them", "time
	// to rise and shine".
	idiomOpeners = newPhrases("come on", "time to", "it s time to", "its time to", "time for you to", "okay", "alright", "right")
)

// idiomSaid reads a waking idiom as a greeting. Said first (after fillers,
// a greeting of the day or "time to") and then a command, right away or
// after a pause ("rise and shine, open the bedroom blinds"), or last after
// a command and a pause ("open the blinds, rise and shine"), it is
// dropped, with the words before it and those after it that say who it is
// said to ("everyone", "sleepyhead"). Said alone or otherwise it leaves nothing understood:
// no word of it nor of the words around it is a command. "rise and shine"
// asked which of 8 devices to raise, after a command raised what that
// reached, and "rise and shine kids" raised the kids room light.
func idiomSaid(toks []lexer.Token) []lexer.Token {
	from, at := idiomAt(toks, 0)
	if n := phraseAt(toks, at, wakingIdioms); n > 0 {
		end := calledBy(toks, at+n)
		switch {
		case end < len(toks) && commandNext(toks[end:]):
			return append(toks[:from], toks[end:]...)
		case end < len(toks) && toks[end].Type == grammar.Sep && commandNext(toks[end+1:]):
			return append(toks[:from], toks[end+1:]...)
		}
		return unread(toks)
	}
	for i := 1; i < len(toks); i++ {
		if phraseAt(toks, i, wakingIdioms) == 0 {
			continue
		}
		for j := i - 1; j > 0; j-- {
			if toks[j].Type != grammar.Sep {
				continue
			}
			if _, at := idiomAt(toks, j+1); at == i && calledBy(toks, i+phraseAt(toks, i, wakingIdioms)) == len(toks) {
				return toks[:j]
			}
			break
		}
		return unread(toks)
	}
	return toks
}

// idiomAt is where the words before an idiom said from i begin (a greeting
// of the day, "time to"), past fillers and pauses, and where the idiom
// would begin after them.
func idiomAt(toks []lexer.Token, i int) (from, at int) {
	at = i + lead(toks[i:])
	from = at
	if at+1 < len(toks) && toks[at].Value == "good" && dayParts[toks[at+1].Value] || at < len(toks) && toks[at].Value == "morning" {
		at += 1 + btoi(toks[at].Value == "good")
		at += lead(toks[at:])
	}
	at += phraseAt(toks, at, idiomOpeners)
	return from, at + lead(toks[at:])
}

// calledBy is where the words after an idiom that say who it is said to
// end, from i: words of no grammar and fillers.
func calledBy(toks []lexer.Token, i int) int {
	for i < len(toks) && (toks[i].Type == grammar.Word || toks[i].Type == grammar.Filler) {
		i++
	}
	return i
}

// unread leaves no word of toks understood.
func unread(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		toks[i].Type = grammar.Filler
	}
	return toks
}

// greetingNoReply reports text that says a waking idiom anywhere ("rise
// and shine kids" after the kitchen lights are turned off turned the kids
// room light off), or opens with a word of socialOpeners with no pause
// after it and says more ("hello kids"): no answer to a question nor a
// command followed up. After a pause the rest may answer ("thanks, the
// study one").
func greetingNoReply(text string) bool {
	toks := lex.Tokens(text)
	if n := phraseAt(toks, 0, socialOpeners); n > 0 && n < len(toks) && toks[n].Type != grammar.Sep {
		return true
	}
	for i := range toks {
		if phraseAt(toks, i, wakingIdioms) > 0 {
			return true
		}
	}
	return false
}

// socialOpeners greet, thank or part from a person ("hello kids", "thanks
// kids", "bye everyone"): said first, before what is no command, the rest
// is who they are said to, never a reply that names where to do the last
// command again. A greeting that may name a scene ("good night", "good
// morning", "welcome home") is none of them.
var socialOpeners = newPhrases("hello", "hi", "thanks", "thank you", "cheers", "bye", "goodbye", "bye bye", "see you")

// greeted leaves nothing understood of an utterance that opens with a
// word of socialOpeners and says only who it is to after it: no name
// there is a reply. A command after it is read ("thanks, now turn off the
// tv").
func greeted(toks []lexer.Token) []lexer.Token {
	n := phraseAt(toks, 0, socialOpeners)
	if n == 0 || n == len(toks) {
		return toks
	}
	for _, t := range toks[n:] {
		if t.Type != grammar.Word && t.Type != grammar.Filler && t.Type != grammar.Sep {
			return toks
		}
	}
	return unread(toks)
}
