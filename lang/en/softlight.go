package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// softLight reads a light made softer or harsher as dimmer or brighter:
// "can you make the lights a bit softer", "make the study lamp softer",
// "make the kitchen light less harsh". Softer was read
// as quieter only ("Lights can't do that"); said of a TV or a speaker it
// still is. Every thing the clause names is a light by its class word
// (a place after a preposition is none). Said of what was named before
// ("make it softer", "make them a bit harsher") it is softer or harsher
// whatever the thing is (lang.Softness): dimmer of a light, quieter of
// what plays; it was quieter only, and a lamp asked "Did you mean Study
// speaker?".
func softLight(toks []lexer.Token) []lexer.Token {
	from := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && toks[i].Type != grammar.Sep && toks[i].Type != grammar.Conj {
			continue
		}
		toks = softened(toks, from, i)
		from = i + 1
	}
	return toks
}

// softWords are what a light made so is: softer is dimmer; harsh, said
// after a word of harshBy, says how bright.
var softWords = map[string]string{"softer": "dimmer", "gentler": "dimmer", "harsher": "brighter", "harsh": "brighter"}

// softened reads the soft words of the clause toks[from:to] of a light.
func softened(toks []lexer.Token, from, to int) []lexer.Token {
	var names [][]string
	var name []string
	at, place := -1, false
	for k := from; k < to; k++ {
		w := toks[k].Value
		switch {
		case softWords[w] != "" && (w != "harsh" || k > from && harshBy[toks[k-1].Value]):
			at = k
		case toks[k].Type == grammar.Word:
			name = append(name, w)
			continue
		case toks[k].Type == grammar.Det:
			continue
		}
		if len(name) > 0 && !place {
			names = append(names, name)
		}
		name, place = nil, toks[k].Type == grammar.Prep // "the lights in the study": a place
	}
	if len(name) > 0 && !place {
		names = append(names, name)
	}
	if at >= 0 && len(names) == 0 && refIn(toks[from:to]) && (toks[at].Value != "harsh" || toks[at-1].Value == "more") {
		// "make it softer": a light dimmer, what plays quieter
		toks[at].Type, toks[at].Value = grammar.Rel, softOf[softWords[toks[at].Value]]
		if toks[at-1].Value == "more" {
			toks[at-1].Type = grammar.Filler
		}
		return toks
	}
	if at < 0 || len(names) == 0 {
		return toks
	}
	for _, n := range names {
		if !ofClass(n, litClasses) {
			return toks
		}
	}
	t := &toks[at]
	said := softWords[t.Value]
	switch before := &toks[at-1]; {
	case t.Value != "harsh":
	case before.Value == "less":
		said = "dimmer"
		fallthrough
	default:
		before.Type = grammar.Filler
	}
	t.Type, t.Value = grammar.Rel, said
	return toks
}

// harshBy are the words "harsh" says how bright a light is after.
var harshBy = set("less more")

// softerOf and harsherOf are the rels of a change of how soft a thing not
// named is (lang.Softness), by what it is to a light.
const (
	softerOf  = "dimmer-quieter"
	harsherOf = "brighter-louder"
)

var softOf = map[string]string{"dimmer": softerOf, "brighter": harsherOf}

// refIn reports a reference to what was said before: "make it softer".
func refIn(toks []lexer.Token) bool {
	return slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Ref })
}
