package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A speaker who says they cannot hear a thing ("i can't hear the tv",
// "we can barely hear the music in the study", "i cannot hear the
// speaker") says it is too quiet, as "the tv is too quiet" does: its
// volume is raised. It was not understood. Only at the start of the
// utterance, the thing heard and its place being all that follows:
// "i can't hear you" names nothing, and what is not found is not done.

// hearWord is the verb of hearing; notHeard the words before it that say
// it is not heard, or hardly; louderWord the change it asks for.
const (
	hearWord   = "hear"
	louderWord = "louder"
)

var notHeard = map[string]bool{"not": true, "cannot": true, "barely": true, "hardly": true, "scarcely": true}

// unheard reads a thing not heard as a thing to make louder.
func unheard(toks []lexer.Token) []lexer.Token {
	k := leadIn(toks)
	said := false
	for k < len(toks) && (toks[k].Type == grammar.Filler || notHeard[toks[k].Value]) {
		said = said || notHeard[toks[k].Value]
		k++
	}
	if !said || k+1 >= len(toks) || toks[k].Value != hearWord {
		return toks
	}
	thing := k + 1
	end := thing
	for end < len(toks) && (toks[end].Type == grammar.Det || toks[end].Type == grammar.Word || toks[end].Type == grammar.Noun ||
		toks[end].Type == grammar.Prep && end > thing) {
		end++
	}
	rest := end
	for rest < len(toks) && toks[rest].Type == grammar.Filler {
		rest++
	}
	if end == thing || rest < len(toks) || toks[end-1].Type != grammar.Word && toks[end-1].Type != grammar.Noun {
		return toks
	}
	out := append([]lexer.Token{}, toks[thing:end]...)
	out = append(out, lexer.Token{Type: grammar.Rel, Value: louderWord, Pos: toks[k].Pos})
	return append(out, toks[end:]...)
}
