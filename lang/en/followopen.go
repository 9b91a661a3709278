package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The words that open what is said (discourse's openers: "oh", "ok",
// "well", "alright", "yeah") before a follow-up that only names ("oh and
// the garden lights", "ok and the hall", "well, the hall too", "alright,
// the study lamp as well") are fillers, as they are before a command's
// verb: the follow-up adds what it names to the last command. They were
// read as names: not understood, or asked which of every light.

// addedWords say a turn adds to the last command: "and", "also" among
// the openers, "too" or "as well" after the name.
var addedWords = set("and also too well")

// followOpened makes the first k tokens, openers, fillers when what
// follows them only names, and something says it is added or no word of
// yes opens it ("yes, the second one" answers a question as said); a
// value after the name is said of it where it is added ("and the bedside
// lamp to 50", "and the bedroom to 50"), never a value alone ("oh, to 50").
func followOpened(toks []lexer.Token, k int) []lexer.Token {
	added, yes := false, false
	for _, t := range toks[:k] {
		added = added || addedWords[t.Value]
		yes = yes || yesWords[t.Value]
	}
	named := false
	for _, t := range toks[k:] {
		switch t.Type {
		case grammar.Verb, grammar.Dir, grammar.On, grammar.Quest, grammar.State, grammar.Neg, grammar.Rel:
			return toks // "ok, and is it on"
		case grammar.Num:
			if !named || !added {
				return toks // "oh, to 50"; "and the bedside lamp to 50" sets it
			}
		case grammar.Word:
			named = true
		}
		added = added || t.Type == grammar.Filler && addedWords[t.Value]
	}
	if yes && !added {
		return toks
	}
	for i := range toks[:k] {
		if toks[i].Type != grammar.Sep {
			toks[i].Type = grammar.Filler
		}
	}
	return toks
}
