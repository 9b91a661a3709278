package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// softLight reads a light made softer or harsher as dimmer or brighter:
// "can you make the lights a bit softer", "make the study lamp softer",
// "make the kitchen light less harsh". Softer was read
// as quieter only ("Lights can't do that"); said of a TV or a speaker it
// still is. Every thing the clause names is a light by its class word
// (a place after a preposition is none).
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
