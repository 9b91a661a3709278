package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// speakerBe reads "we are" and "i am" opening a clause as what the
// speaker says of themselves, never a question of the home: "we're
// heading out", "we are out" ask nothing (a question puts the word of
// being first: "are the lights out"). What the steps before it read of
// such a statement ("we're cold", "i'm going to bed") they have already
// read; what is left is no question, and the word of being is one the
// grammar takes nowhere, so that what follows is read as no thing of the
// home ("I can't find “am heading”").
func speakerBe(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if speakers[toks[i].Value] && (toks[i+1].Type == grammar.Quest || toks[i+1].Type == grammar.Word) && feelBe[toks[i+1].Value] && commandStart(toks[:i]) {
			toks[i+1].Type = grammar.Kw
		}
	}
	return toks
}
