package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// exclaimed reads a cry said before a command, after a pause or before
// its verb ("ugh, turn off the tv", "wow, turn on the lights", "oh my god,
// lock the front door", "jeez turn it down", "thank god, open the blinds")
// as fillers: it says how the speaker feels, nothing of the command. It
// was read as a room said first ("I don't know a room called “ugh”"), or
// not understood. A cry with nothing after it, or before what is no
// command, is left as it was.
func exclaimed(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && (toks[start].Type == grammar.Filler || toks[start].Type == grammar.Sep) {
		start++
	}
	n := phraseAt(toks, start, cries)
	end := start + n
	if n == 0 || end >= len(toks) {
		return toks
	}
	if toks[end].Type != grammar.Sep && toks[end].Type != grammar.Verb {
		return toks // "wow the tv is loud" is left to what reads it
	}
	for i := start; i < end; i++ {
		toks[i].Type = grammar.Filler
	}
	return toks
}

// cries are the words a speaker cries out, alone or before what they say.
var cries = newPhrases("ugh", "urgh", "argh", "wow", "whoa", "woah", "gosh", "oh gosh", "jeez", "geez", "gee", "sheesh", "yikes",
	"ouch", "ow", "phew", "whew", "meh", "huh", "aw", "aww", "ahh", "aah", "brr", "brrr", "omg", "oh my god", "oh my gosh", "my god",
	"oh god", "good god", "dear god", "oh dear", "dear me", "oh my", "my goodness", "goodness", "oh goodness", "good grief",
	"thank god", "thank goodness", "oh man", "man oh man", "oh boy", "boy oh boy", "oh no", "oh wow", "oh jeez", "oh geez",
	"holy cow", "holy moly", "crap", "oh crap", "dammit", "damn it", "darn it", "for god's sake", "for goodness sake",
	"for heaven's sake", "what a day", "what a mess", "finally", "at last", "yay", "hooray", "alas", "bah", "duh", "oh well",
	"oh jeez louise", "god", "blimey", "bloody hell", "oh heck", "heck", "good lord", "lord", "oh lord", "mama mia", "mamma mia")
