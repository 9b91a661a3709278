package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A command said as a supposition ("suppose i turned off the tv",
// "imagine turning on the oven", "what if i turn off the heater", "let's
// say we unlock the front door", "what would happen if i opened the garage
// door") is no command: the speaker thinks of what may be, and it is not
// understood. Its words were read into a name and a guess asked back
// ("Did you mean TV?"), which a yes did.

var errSupposed = grammar.Errorf("a supposition")

// supposers open a supposition; supposeOpeners are the words that may
// come before one ("um, suppose…", "ok so what if…").
var (
	supposers = newPhrases("suppose", "supposing", "imagine", "imagining", "pretend", "hypothetically", "what if", "what would happen if",
		"what happens if", "what will happen if", "what would happen when", "let say", "lets say", "assuming", "in theory if")
	supposeOpeners = set("um uh hmm so well oh ok okay and but just")
)

// supposed reports tokens that open with a supposition, but for fillers,
// separators and supposeOpeners before it.
func supposed(toks []lexer.Token) bool {
	i := 0
	for i < len(toks) && (toks[i].Type == grammar.Filler && toks[i].Value != "let" || toks[i].Type == grammar.Sep || supposeOpeners[toks[i].Value]) {
		i++
	}
	return phraseAt(toks, i, supposers) > 0 && i+phraseAt(toks, i, supposers) < len(toks)
}
