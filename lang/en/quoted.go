package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A command quoted, said to be said or typed ("say turn on the tv",
// "repeat after me open the garage door", "can you say unlock the front
// door", "type turn off the lights") or said to have been said by someone
// else ("you said turn off the tv", "he keeps saying open the garage
// door"), is no command: its words are talked of, not meant. It is not
// understood, and nothing is done or asked; "say" was read into a name and
// "Did you mean TV?" was asked, which a yes did. "I said turn off the
// tv", said again, is still the speaker's own.

var errQuoted = grammar.Errorf("a command quoted")

var (
	// quoters open a quoted command; quoteOpeners are the words that may
	// come before them ("um, just say…", "ok now repeat…").
	quoters = newPhrases("say", "repeat", "repeat after me", "say after me", "say the words", "type", "spell", "write",
		"write down", "pronounce", "recite", "read out", "try saying", "can you say", "could you say", "would you say",
		"will you say", "can you repeat", "could you repeat", "how do you say", "how do i say", "how would you say",
		"you said", "he said", "she said", "they said", "he says", "she says", "they say", "someone said", "somebody said",
		"he keeps saying", "she keeps saying", "they keep saying", "you keep saying", "the words")
	quoteOpeners = set("um uh hmm so well oh ok okay and but just please now")
	// quoteBefore are the words that may come between a quoter and the
	// verb of the command it quotes ("say, please turn off the tv").
	quoteBefore = set("please just to")
)

// quoted reports tokens, lexed as said (rawLex: "just say, turn off the
// tv" is not yet "turn off the tv in the say"), that open, but for
// separators and quoteOpeners, with a quoter and then the verb of a
// command: "you said you would turn on the light" is a complaint of what
// edge said it would do (owndoing.go), no quote.
func quoted(toks []lexer.Token) bool {
	i := 0
	for i < len(toks) && (toks[i].Type == grammar.Sep || quoteOpeners[toks[i].Value]) {
		i++
	}
	m := phraseAt(toks, i, quoters)
	if m == 0 {
		return false
	}
	for i+m < len(toks) && (toks[i+m].Type == grammar.Sep || quoteBefore[toks[i+m].Value]) {
		m++
	}
	return i+m < len(toks) && verbs[toks[i+m].Value] != ""
}
