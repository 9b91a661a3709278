package en

import "edge/grammar"

// A thing named with a courtesy and nothing that adds it to the last
// command ("lights please", "the lamp please", "please the tv", "kitchen
// lights please alexa") says nothing of what to do with it: it answers a
// question asked, and follows no command up (lang.Requester). Read as
// a follow-up, "the lamp please" after "turn off the tv" switched off the
// living room light. Words that add it ("the hall light too please", "and
// the lamp please", "the kitchen light as well please", "same for the tv
// please") keep it one.

// pleaseWords are the courtesies that make such a request; sameWords,
// with addedWords, the words that add what is named to the last command.
var (
	pleaseWords = set("please kindly")
	sameWords   = set("as same likewise")
)

// Requested reports words said with a courtesy and no word that adds
// them to the last command.
func (pack) Requested(text string) bool {
	pleased := false
	for _, t := range lex.Tokens(text) {
		switch {
		case t.Type == grammar.Conj || addedWords[t.Value] || sameWords[t.Value]:
			return false
		case t.Type == grammar.Filler && pleaseWords[t.Value]:
			pleased = true
		}
	}
	return pleased
}
