package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/ir"
)

// A place or a thing chosen with "just" or "only", alone or after a yes
// or a no ("just the kitchen", "no, only the kitchen ones", "yes, just
// the bedroom"), answers a question of more as "no, the kitchen" does:
// what it names takes the place of what was asked ("Turn off 15
// devices?" "just the kitchen": the kitchen's lights), and it chooses
// among the options of a question of which. "just the kitchen" and "no,
// just the kitchen" cancelled; "only the kitchen" was not understood.

// onlyWords are the words that choose one alone.
var onlyWords = set("just only")

// onlyChosen reads such a reply: the no of its choice, or nil.
func onlyChosen(text string) *ir.Reply {
	toks := lex.Tokens(text)
	i := 0
	for i < len(toks) && !onlyWords[toks[i].Value] && (toks[i].Type == grammar.Sep || toks[i].Type == grammar.Filler || yesWords[toks[i].Value] || noWords[toks[i].Value]) {
		i++
	}
	if i >= len(toks) || !onlyWords[toks[i].Value] {
		return nil
	}
	var rest []string
	for _, t := range toks[i+1:] {
		if t.Type != grammar.Sep {
			rest = append(rest, t.Value)
		}
	}
	if len(rest) == 0 {
		return nil
	}
	r, err := (pack{}).ParseReply(strings.Join(rest, " "))
	if err != nil || r.Kind != ir.Choice || r.Index != 0 || r.Text == "" || len(r.More) > 0 {
		return nil
	}
	return &ir.Reply{Kind: ir.No, Text: r.Text, Instead: true, Only: true}
}

// onlySaid reads "only" that limits a command to what it names as "just"
// is read, a word of no name: "only turn off the kitchen light", "turn
// off only the kitchen light", "switch on only the bedside lamp". It was
// a name's word ("Did you mean Kitchen light?", "I can't find “only
// lamp”"). "only if" is a condition (condSaid), and "not only" is no
// limit ("not only the kitchen but the hall too").
func onlySaid(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if t.Value != onlyWord || t.Type != grammar.Word || i > 0 && toks[i-1].Value == notWord || i+1 < len(toks) && toks[i+1].Type == grammar.If {
			continue
		}
		toks[i].Type = grammar.Filler
	}
	return toks
}
