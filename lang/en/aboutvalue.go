package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// aboutValue reads a word of about so much said between "to", "at" or
// "by" and a number ("set the bedroom ac to about 22", "turn the volume
// down by roughly 10", "dim the study lamp to like 40") as the number
// said, the word left out: they were read into a name ("I can't find bedroom ac about"), or
// "to like 40" lowered the lamp by 40%.
func aboutValue(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		prev, w := toks[i-1], toks[i].Value
		if (toks[i+1].Type == grammar.Num || numberSaid(toks[i+1].Value)) &&
			(aboutWords[w] && (prev.Type == grammar.To || prev.Type == grammar.By || prev.Value == atWord) ||
				(aboutWords[w] || exactWords[w]) && slices.ContainsFunc(toks[:i], askedWhether)) {
			toks = slices.Delete(toks, i, i+1)
		}
	}
	return toks
}

// askedWhether reports a word that asks yes or no: "is", "are".
func askedWhether(t lexer.Token) bool {
	return t.Type == grammar.Quest && questMeaning[t.Value] == lang.QuestYesNo
}

var (
	// aboutWords say about so much; in a question of yes or no, they and
	// exactWords are left out before a number too ("is the temperature in
	// the bedroom about 25", "is it exactly 25 in the bedroom"): the value
	// is answered. They were read into a room ("bedroom about 25") or a
	// name.
	aboutWords = set("about approximately roughly like around maybe say circa nearly almost")
	exactWords = set("exactly precisely")
)

// numberSaid reports a number word ("twenty", "one").
func numberSaid(w string) bool {
	_, ok := numbers[w]
	return ok
}
