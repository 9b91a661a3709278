package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// forSomeone reads whom a command is done for as words of no meaning:
// "turn on the lights for the kids", "put the tv on for my wife", "turn the
// heater on for the baby" say who it is for, never where: read as a place
// ("for" is "of"), "for the kids" turned on the kids' room light, and "for
// my wife" was a room edge did not know. The person is one of people or
// beneficiaries, with or without an article, and ends the clause (or comes
// before a place or a time): "for the kids room" is still the room.
func forSomeone(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Value != forWord || toks[i].Type != grammar.Prep {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].Type == grammar.Det {
			j++
		}
		if j == len(toks) || !people[toks[j].Value] && !beneficiaries[toks[j].Value] {
			continue
		}
		if k := j + 1; k < len(toks) && !personEnds(toks[k]) {
			continue
		}
		for k := i; k <= j; k++ {
			toks[k].Type = grammar.Filler
		}
		i = j
	}
	return toks
}

// personEnds reports a word after a person that ends who it is: a pause,
// "and", a place's or a time's word, or a word of no meaning ("please").
func personEnds(t lexer.Token) bool {
	switch t.Type {
	case grammar.Sep, grammar.Conj, grammar.Prep, grammar.Filler:
		return true
	}
	return false
}

// beneficiaries are who a command may be done for ("for" is forWord),
// beside the people a command is passed on to, and the speaker ("for
// me", "for us").
var beneficiaries = set("me us baby babies kid toddler toddlers twins boys girls dog dogs cat cats puppy kitten visitors grandparents grandkids grandchildren them")
