package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Music asked for as a thing to have ("i want some music", "i'd like some
// music in the kitchen", "can we have music", "give me some music") is
// music played there, as "play music" is: which speaker, asked where
// several are. It was not understood. Only with nothing before the music
// but words of asking for it (as for light: someLight), and only a place,
// "here" or courtesy after it: "i don't want music" and "i want the music
// off" are no request to play.

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
	if !asked || noun >= len(toks) || toks[noun].Value != musicWord || toks[noun].Type != grammar.Noun && toks[noun].Type != grammar.Word {
		return toks
	}
	for _, t := range toks[noun+1:] {
		if t.Type != grammar.Prep && t.Type != grammar.Det && t.Type != grammar.Word && t.Type != grammar.Here && t.Type != grammar.Filler {
			return toks
		}
	}
	start := leadIn(toks)
	play := lexer.Token{Type: grammar.Verb, Value: playWord, Pos: toks[start].Pos}
	music := lexer.Token{Type: grammar.Noun, Value: musicWord, Pos: toks[noun].Pos}
	return slices.Insert(slices.Delete(toks, start, noun+1), start, play, music)
}
