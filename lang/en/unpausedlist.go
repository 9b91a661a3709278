package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// unpausedList reads names said one after another with their articles
// and no pause between them ("turn off the kitchen light the hall light
// and the landing light", "turn off the tv the fan"), as a recogniser
// writes a list with its commas dropped, as the list said with them: the
// names ran into one ("I can't find kitchen light hall light"). Each
// name must end with a word of a class; a name said again with more
// words ("the light the kitchen light") is left, as is a place after a
// name ("the light the kitchen").
func unpausedList(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if toks[i].Type != grammar.Det || toks[i-1].Type != grammar.Word {
			continue
		}
		b := i
		for b > 0 && toks[b-1].Type == grammar.Word {
			b--
		}
		e := i + 1
		for e < len(toks) && toks[e].Type == grammar.Word {
			e++
		}
		if b == 0 || toks[b-1].Type != grammar.Det || e == i+1 || !listEnd(toks[e:]) {
			continue
		}
		before, after := valuesOf(toks[b:i]), valuesOf(toks[i+1:e])
		if !namesClass(before[len(before)-1]) || !namesClass(after[len(after)-1]) ||
			strings.HasSuffix(" "+strings.Join(after, " "), " "+strings.Join(before, " ")) {
			continue
		}
		toks = slices.Insert(toks, i, lexer.Token{Type: grammar.Sep, Value: ",", Pos: toks[i].Pos})
		i++
	}
	return toks
}

// listEnd reports what may follow a name of a list: its end, a pause,
// "and", a place, a direction or the next name's article.
func listEnd(toks []lexer.Token) bool {
	if len(toks) == 0 {
		return true
	}
	switch toks[0].Type {
	case grammar.Sep, grammar.Conj, grammar.Prep, grammar.Det, grammar.Dir, grammar.On, grammar.Filler:
		return true
	}
	return false
}

// valuesOf are the values of tokens.
func valuesOf(toks []lexer.Token) []string {
	ws := make([]string, len(toks))
	for i, t := range toks {
		ws[i] = t.Value
	}
	return ws
}
