package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "There" (thereWord), said of a command's target ("turn on the ac
// there", "the lamp in there", "open the blinds over there too") or of
// a question ("how warm is it there"), is the
// place last spoken of: the room of the last command or question (turn:
// there). It was a word of no meaning, and the command went to every
// room: "what's the temperature in the bedroom", then "turn on the ac
// there", asked which air conditioner.

// thereBefore are the words but names, "it" and directions ("turn the
// light on there") "there" may follow as a place: "in" and "over".
var thereBefore = set("in over")

// thereSaid makes "there" a word of place (grammar.Here, as "here", with
// its own word) where it ends a target: after a name, "it", a direction
// or "in"/"over", at the end of a clause ("too", "as well" and fillers may
// follow), in a command, a follow-up ("and the lamp there") or a question
// ("is the fan on in there"). "Over" before it goes: "over there" is
// "there". Anywhere else ("is there a light on", "what timers are there")
// it is left as it was.
func thereSaid(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		t, before := &toks[i], toks[i-1]
		if t.Value != thereWord || t.Type != grammar.Filler {
			continue
		}
		if before.Type != grammar.Word && before.Type != grammar.Dir && before.Type != grammar.On && before.Type != grammar.Ref && !thereBefore[before.Value] {
			continue
		}
		end := i + 1
		if n := wordsAt(toks, end, likewiseEnd); n > 0 {
			end += n
		}
		for end < len(toks) && toks[end].Type == grammar.Filler {
			end++
		}
		if !clauseEnd(toks[end:]) {
			continue
		}
		t.Type = grammar.Here
		if before.Value == "over" {
			toks[i-1].Type = grammar.Filler
		}
	}
	return toks
}
