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
// dark in here"), with how much before the change or not ("make it a
// bit brighter in the kitchen", "make it slightly cooler in here"), is
// the place's, no thing said before: with how much said it was not
// understood.
func madeSo(toks []lexer.Token) []lexer.Token {
	eachClause(toks, func(clause []lexer.Token) {
		if len(clause) < 3 || clause[0].Value != makeWord {
			return
		}
		for k := 2; k < len(clause); k++ {
			if madeDegree[clause[k].Value] && k+1 < len(clause) && madeDegreeBefore(clause[k+1]) {
				continue // "make it a bit warmer in the bedroom"
			}
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
			if degreesOnly(clause[2:k]) && clause[1].Type == grammar.Ref && clause[1].Value == itWord && placed {
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

// madeDegree are the words of how much before the change a thing is made
// ("a bit", "a little", "a lot", "slightly", "much", "a tad").
var madeDegree = set("a bit little lot tad touch smidge slightly much far way even somewhat")

// madeDegreeBefore reports a token a word of how much may come before: a
// change, a state it is made toward, or another word of how much.
func madeDegreeBefore(t lexer.Token) bool {
	return t.Type == grammar.Rel || toward[t.Value] != "" || madeDegree[t.Value]
}

// degreesOnly reports tokens that are only words of how much, or none.
func degreesOnly(toks []lexer.Token) bool {
	for _, t := range toks {
		if !madeDegree[t.Value] {
			return false
		}
	}
	return true
}
