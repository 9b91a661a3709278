package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Music asked for as a thing to have ("i want some music", "i'd like some
// music in the kitchen", "can we have music", "give me some music") is
// music played there, as "play music" is: which speaker, asked where
// several are. It was not understood. So is music said alone with "please"
// after it ("music please", "some music in the study please"). Only with
// nothing before the music but words of asking for it (as for light:
// someLight), and only a place, "here" or courtesy after it: "i don't want
// music" and "i want the music off" are no request to play.

// musicWord is the thing asked for that is music.
const musicWord = "music"

const playWord = "play"

// musicAsked reads music asked for as "play music".
func musicAsked(toks []lexer.Token) []lexer.Token {
	k, asked, ok := askedOpener(toks, func(t lexer.Token) bool { return t.Value == musicWord || t.Type == grammar.Det })
	if !ok {
		return toks
	}
	noun := k
	if noun < len(toks) && toks[noun].Type == grammar.Det && toks[noun].Value == someWord {
		noun++
	}
	if noun >= len(toks) || toks[noun].Value != musicWord || toks[noun].Type != grammar.Noun && toks[noun].Type != grammar.Word {
		return toks
	}
	pleased, place, named := false, false, false
	for _, t := range toks[noun+1:] {
		if t.Type != grammar.Prep && t.Type != grammar.Det && t.Type != grammar.Word && t.Type != grammar.Here && t.Type != grammar.Filler {
			return toks
		}
		pleased = pleased || t.Value == pleaseWord
		place = place || t.Type == grammar.Prep
		named = named || t.Type == grammar.Word && !place // "music room light please": a name
	}
	pleased = pleased && !named
	if !asked && (!pleased || !calledOnly(toks[:k])) {
		return toks // "music please", "some music in the study please" ask for it too; "no music please" does not
	}
	start := leadIn(toks)
	play := lexer.Token{Type: grammar.Verb, Value: playWord, Pos: toks[start].Pos}
	music := lexer.Token{Type: grammar.Noun, Value: musicWord, Pos: toks[noun].Pos}
	return slices.Insert(slices.Delete(toks, start, noun+1), start, play, music)
}

// calledOnly reports tokens that only call edge or hesitate ("hey google",
// "um"): never a no.
func calledOnly(toks []lexer.Token) bool {
	for _, t := range toks {
		if !greetings[t.Value] && !isWake(t.Value) && !hesitations[t.Value] && t.Type != grammar.Sep {
			return false
		}
	}
	return true
}
