package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Music asked for as "something" or "anything" to play, on a thing or in
// a room ("play something on the study speaker", "play anything on the
// tv", "play something relaxing in the study", "could you play something
// nice on the speaker please"), plays it there, as "play music on the
// study speaker" does: "something" was read as a name, and the thing after
// "on" as a room ("I don't know a room called “study speaker”"). Only
// right after the verb "play", with at most two words that say what kind
// of something after it ("relaxing", "nice"), and nothing after them but
// "on" or "in" and what they name, a courtesy or the end; "play
// something else" is left as it was.

// playVerb is the verb music is played with.
const playVerb = "play"

// somethingWords stand for what is played, whatever it is; playedOther
// after one ask for what is not playing ("play something else"), which
// is not read so.
var (
	somethingWords = set("something anything")
	playedOther    = set("else different new")
)

// maxSomethingWords is the most words that may say what kind of something.
const maxSomethingWords = 2

// playSomething reads "something" played as music, and the words after it
// that say what kind as fillers.
func playSomething(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if !somethingWords[toks[i].Value] || toks[i].Type != grammar.Word || toks[i-1].Type != grammar.Verb || toks[i-1].Value != playVerb {
			continue
		}
		end := i + 1
		for end < len(toks) && end-i <= maxSomethingWords && toks[end].Type == grammar.Word && !playedOther[toks[end].Value] {
			end++
		}
		if end < len(toks) && toks[end].Type != grammar.On && !(toks[end].Type == grammar.Prep && toks[end].Value == placeIn) &&
			toks[end].Type != grammar.Filler && toks[end].Type != grammar.Sep {
			continue
		}
		toks[i].Type, toks[i].Value = grammar.Noun, musicWord
		for k := i + 1; k < end; k++ {
			toks[k].Type = grammar.Filler
		}
	}
	return toks
}
