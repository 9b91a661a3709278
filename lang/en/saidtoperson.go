package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// What a speaker says to a person they call first, by a word of the
// household, of endearment or by a name ("dad can you open the garage
// door", "mom, could you turn on the kitchen light", "honey lock the
// front door", "john turn off the tv", "sarah please turn off the
// lights"), is said to them. The pack tells the word (Addressee), and
// where the home has no room, floor or device so called, it is no
// command: "john turn off the tv" asked "Did you mean TV?" and a yes
// switched it off, "dad can you open the garage door" asked to open it,
// and "honey lock the front door" locked it. A word the home knows is
// still a place or a name ("kitchen turn on the light", "kids turn off
// the light" in a home with a kids' room), a wake name is no person
// ("alexa turn off the tv", "hey edge …"), and an unknown word after a
// greeting is a name of the home's assistant ("hey nabu turn off the
// tv": calledNames).

// endearments are the words a speaker calls a partner or a child by.
var endearments = set("honey babe baby sweetheart darling sweetie hun dear love sweetpea")

// Addressee is the word a person is called by before a command: a word
// of people or of endearment, after a greeting or not (a person's), or a
// word no pack knows said first; "" where none is.
func (pack) Addressee(text string) (string, bool) {
	toks := rawLex.Tokens(text)
	start, greeted := 0, false
	for start < len(toks) && (greetings[toks[start].Value] || hesitations[toks[start].Value]) {
		greeted = greeted || greetings[toks[start].Value]
		start++
	}
	if start == len(toks) {
		return "", false
	}
	w := toks[start].Value
	household := people[w] && w != "him" && w != "her" || endearments[w]
	if !household && (greeted || !unknownWord(toks[start])) {
		return "", false
	}
	if household && commandOpens(toks[start+1:]) || verbNext(toks[start+1:]) {
		return w, household
	}
	return "", false
}

// verbNext reports a verb of the pack after fillers and a pause, as a
// command opens with ("can you turn off …", ", lock the door").
func verbNext(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Type != grammar.Filler && t.Type != grammar.Sep {
			return t.Type == grammar.Verb
		}
	}
	return false
}

// unknownWord reports a word of no list of the pack: no keyword, class,
// wake name, opener, yes or no, name of address or verb that passes a
// command on ("ask vacuum cleaner the status"), nor an adverb in -ly
// ("seriously turn off the tv").
func unknownWord(t lexer.Token) bool {
	w := t.Value
	return t.Type == grammar.Word && !known(w) && classes.word[Singular(w)] == "" && !addressNames[w] && !openers[w] && !passOn[w] && !haveFor[w] &&
		!hesitations[w] && !greetings[w] && !yesWords[w] && !noWords[w] && !(len(w) > 5 && strings.HasSuffix(w, "ly"))
}
