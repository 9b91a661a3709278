package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// What is said of the home's power supply ("there was a power cut", "the
// power went out", "we had a power cut", "the power's back", "is the
// electricity off") is no command, and no question edge can answer: it
// knows its devices, not the mains. It is not understood. "Power" was
// read as the verb and "cut" as off, and a question of what was closed
// answered ("1 of 6 is open: Living room curtain.").

var (
	// mainsWords name the supply.
	mainsWords = set("power electricity mains electric")
	// mainsLead may come before it: "there was a", "we've had the", "is the".
	mainsLead = set("there was were is are has have had been we our a the any did does do")
	// mainsSaidAfter may follow it after a lead word: what happened to
	// it, or a copula.
	mainsSaidAfter = set("went go going gone come came back out off on down been 's is was has have had keeps kept tripped trip flickered flickering failed")
	// mainsEvents may follow it said first: "power cut", "power outage"
	// ("power off the tv" is a command).
	mainsEvents = set("cut cuts outage outages failure failures surge spike")
)

var errMains = grammar.Errorf("the power supply")

// mainsSaid reports a clause whose subject is the power supply: only
// lead words before it, and what happened to it, a copula or nothing
// after it ("is there power"). "Turn the power off", "cut the power to the oven" and a name
// such as "power strip" are left.
func mainsSaid(toks []lexer.Token) bool {
	said := false
	eachClause(toks, func(clause []lexer.Token) {
		for i, t := range clause {
			if mainsWords[t.Value] && i+1 < len(clause) && (mainsEvents[clause[i+1].Value] || i > 0 && mainsSaidAfter[clause[i+1].Value]) ||
				mainsWords[t.Value] && i > 0 && i+1 == len(clause) {
				said = true
				break
			}
			if !mainsLead[t.Value] && t.Type != grammar.Filler {
				break
			}
		}
	})
	return said
}
