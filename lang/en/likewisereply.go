package en

import "edge/grammar"

// A follow-up that adds a target with "as well" or "also" after it ("the
// hall one as well", "the bedroom one as well please", "the one in the
// hall as well", "the hall one also") does the last command on that
// target, as "the hall one too" does: read as a reply, it kept the "as"
// of "as well" in the name ("hall one as") and was not understood, and
// "also" at the end was left a conjunction with nothing after it. The
// words are dropped from the end of a reply, with the fillers after them,
// only where they end it.

// alsoWord adds to the last command at the end of a follow-up, as "too".
const alsoWord = "also"

// likewiseTrimmed is text without the words that add to the last command
// at its end; text itself where it has none.
func likewiseTrimmed(text string) string {
	toks := lex.Tokens(text)
	end := len(toks)
	for end > 0 && toks[end-1].Type == grammar.Filler {
		end--
	}
	cut := -1
	if end > 1 && toks[end-1].Value == alsoWord {
		cut = end - 1 // "the hall one also"
	}
	for i := end; i < len(toks) && cut < 0; i++ {
		if wordsAt(toks, i, likewiseEnd) > 0 {
			cut = i // "the hall one as well please"
		}
	}
	if cut <= 0 || toks[cut-1].Type != grammar.Word {
		return text
	}
	words := make([]string, cut)
	for i, t := range toks[:cut] {
		words[i] = t.Value
	}
	return pack{}.Join(words)
}
