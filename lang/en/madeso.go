package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// madeSo reads the state a thing is to be made ("make the kids room
// dark", "make the study bright", "make it quiet in here") as the change
// toward it, as "darker", "brighter" and "quieter" are read: a step, and
// which one is asked where several fit. It was not understood. "It"
// before a place said after ("make it warmer in the bedroom", "make it
// dark in here") is the place's, no thing said before.
func madeSo(toks []lexer.Token) []lexer.Token {
	eachClause(toks, func(clause []lexer.Token) {
		if len(clause) < 3 || clause[0].Value != makeWord {
			return
		}
		for k := 2; k < len(clause); k++ {
			more := toward[clause[k].Value]
			if more == "" && clause[k].Type != grammar.Rel {
				continue
			}
			placed := k+1 < len(clause) && (clause[k+1].Type == grammar.Prep || clause[k+1].Type == grammar.Here)
			if !placed && k+1 < len(clause) && clause[k+1].Type != grammar.Filler {
				return
			}
			if more != "" {
				clause[k].Type, clause[k].Value = grammar.Rel, more
			}
			if k == 2 && clause[1].Type == grammar.Ref && clause[1].Value == itWord && placed {
				clause[1].Type = grammar.Filler // "make it warmer in the bedroom": the bedroom
			}
			return
		}
	})
	return toks
}

// makeWord is the verb of making a thing so; toward the states it may be
// made, and the change toward each.
var (
	makeWord = "make"
	itWord   = "it"
	toward   = map[string]string{"dark": "darker", "bright": "brighter", "dim": "dimmer", "quiet": "quieter", "loud": "louder",
		"warm": "warmer", "hot": "hotter", "cool": "cooler", "cold": "colder"}
)
