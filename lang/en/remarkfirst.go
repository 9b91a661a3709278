package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// remarkFirst drops a remark of the speaker's before a command, said
// after a pause or "so": "i need some air, get the fan going", "i can't
// see, turn on the kitchen light", "we're watching a movie so dim the
// living room light", "good morning, open the bedroom blinds". The
// remark opens with the speaker (remarkers) or a greeting, and says
// nothing a command takes (remarkSays: no verb, direction, number, place,
// time, condition or question: "we are" says what they do, never asks); the command names its own thing: no
// "it" that the remark may have said. Such commands were not understood,
// or their remark read as a room ("I don't know a room called see").
func remarkFirst(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && (toks[start].Type == grammar.Filler || toks[start].Type == grammar.Sep) && !remarkers[toks[start].Value] {
		start++ // "hey, i can't see…"
	}
	if start >= len(toks) || !remarkers[toks[start].Value] {
		return toks
	}
	from := start + 1
	if start+1 < len(toks) && toks[start].Value == "good" && dayParts[toks[start+1].Value] {
		from++ // "good morning, …"
	}
	for p := from; p < len(toks); p++ {
		t := toks[p]
		if t.Type == grammar.Sep || t.Type == grammar.Filler && t.Value == soWord {
			if !commandNext(toks[p+1:]) || slices.ContainsFunc(toks[p+1:], func(t lexer.Token) bool { return t.Type == grammar.Ref }) {
				return toks
			}
			return append(toks[:start], toks[p+1:]...)
		}
		if !remarkSays[t.Type] || t.Type == grammar.Quest && strongQuest[t.Value] && !copulas[t.Value] || remarkStops[t.Value] {
			return toks
		}
	}
	return toks
}

var (
	// remarkers open a remark of the speaker's, and remarkSays are the
	// kinds of words it may say.
	remarkers  = set("i we my our me good hello hi")
	remarkSays = map[lexer.TokenType]bool{grammar.Word: true, grammar.Filler: true, grammar.Det: true, grammar.Quest: true,
		grammar.Except: true, grammar.Rel: true, grammar.Noun: true}
	// remarkStops say when, or what was meant, which a command after the
	// remark would lose: "tomorrow morning, open the blinds", "i said the
	// kitchen, turn on the light".
	remarkStops = set("tonight today tomorrow morning afternoon evening night later soon now after before until till when once while minutes hours seconds said say mean meant asked told")
)
