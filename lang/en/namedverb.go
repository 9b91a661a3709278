package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// namedVerb reads a verb said last in the name of a thing, after an
// article and a word of the name, as a word of the name: "turn on the hue
// go", "set the hue go to red", "switch off the lamp go" for a light
// called "Hue Go". Read as a verb, "go" sent the vacuum home ("go" is
// "return"), and "hue" was the colour of some other light. It is so only
// in a command whose verb or direction was said before the article, and
// where the clause ends after the verb, or a value, a place or a
// direction follows it ("turn the hue go on"); the verbs of a state a
// thing is in ("leave the blinds open", "make the light dim") stay
// verbs, and so do those that name a kind of thing ("the bedroom
// vacuum", "the hoover"). What the name then finds is the resolver's: no word of it is
// dropped.
func namedVerb(toks []lexer.Token) []lexer.Token {
	for i := 2; i < len(toks); i++ {
		if toks[i].Type != grammar.Verb || keptVerbs[toks[i].Value] || unnamedVerbs[verbs[toks[i].Value]] || namesClass(toks[i].Value) || !namedVerbEnds(toks[i+1:]) {
			continue
		}
		j := i - 1
		for j > 0 && (nameWord(toks[j]) || toks[j].Type == grammar.Attr) {
			j--
		}
		if j == i-1 || toks[j].Type != grammar.Det || !commanded(clauseOf(toks, j)) {
			continue
		}
		for k := j + 1; k <= i; k++ {
			toks[k].Type = grammar.Word
		}
	}
	return toks
}

// namedVerbEnds reports the words after a verb that may end a name: the
// end of the clause, a value ("to red", "blue"), a place, a direction, a
// change ("brighter", "dim") or a courtesy.
func namedVerbEnds(after []lexer.Token) bool {
	if clauseEnd(after) {
		return true
	}
	switch after[0].Type {
	case grammar.To, grammar.Prep, grammar.On, grammar.Rel, grammar.Color, grammar.Filler:
		return true
	case grammar.Dir:
		return rightExtremes[after[0].Value] == "" // "go up" is a change: "make the volume go up"
	case grammar.Verb:
		return unnamedVerbs[verbs[after[0].Value]] // "make the hue go dim"
	}
	return false
}

// commanded reports a clause said before an article that holds the verb
// or the direction of a command: "turn on", "set", "switch off"; not one
// whose verb has a thing do what the words after it say ("have the
// vacuum start", "let the mower go").
func commanded(before []lexer.Token) bool {
	said := false
	for i, t := range before {
		switch {
		case madeVerbs[t.Value]:
			return false
		case t.Type == grammar.Verb || t.Type == grammar.Dir || t.Type == grammar.On,
			t.Type == grammar.Word && verbs[t.Value] != "" && commandStart(before[:i]):
			said = true
		}
	}
	return said
}

// Beside keptVerbs, unnamedVerbs are the canonical verbs never read as a
// name's, as they also say a state or a level a thing is in ("the
// blinds open", "make the light dim"), a direction to come ("make the
// socket turn off", "the light power down") or a command said again
// ("play the last song again"); madeVerbs the verbs that have a thing do
// something.
var (
	unnamedVerbs = set("open open-on close close-off lock unlock dim brighten inc dec turn again next previous")
	madeVerbs    = set("have let")
)

// A verb said first in the name of a thing, right after an article and
// before a word of the name ("turn off the kill switch", "start the
// wash cycle", "turn on the play room light"), is a word of the name,
// as namedVerb reads one said last: read as a verb it was dropped, and
// "the kill switch" was the one switch of the home, the oven. It is so
// only in a command whose verb or direction was said before the article;
// the verbs namedVerb keeps stay verbs ("the open sign" is not changed,
// and "the power outlet" is an outlet).

// ownArticles are the articles of a name that a verb may follow: never a
// demonstrative ("turn that off").
var ownArticles = set("the a an my our your")

// verbNamedFirst reads a verb right after an article and before a word
// of a name as a word of the name.
func verbNamedFirst(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].Type != grammar.Verb || toks[i-1].Type != grammar.Det || !ownArticles[toks[i-1].Value] || toks[i+1].Type != grammar.Word ||
			keptVerbs[toks[i].Value] || unnamedVerbs[verbs[toks[i].Value]] || namesClass(toks[i].Value) || !commanded(clauseOf(toks, i-1)) {
			continue
		}
		toks[i].Type = grammar.Word
	}
	return toks
}
