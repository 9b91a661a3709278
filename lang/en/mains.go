package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// What is said of the home's power supply ("there was a power cut", "the
// power went out", "we had a power cut", "the power's back", "is the
// electricity off", "no power in the kitchen") is no command, and no question edge can answer: it
// knows its devices, not the mains. It is not understood. "Power" was
// read as the verb and "cut" as off, and a question of what was closed
// answered ("1 of 6 is open: Living room curtain.").

var (
	// mainsWords name the supply.
	mainsWords = set("power electricity mains electric")
	// mainsLead may come before it: "there was a", "we've had the", "is the".
	mainsLead = set("there was were is are has have had been we our a the any did does do no")
	// mainsSaidAfter may follow it after a lead word: what happened to
	// it, or a copula.
	mainsSaidAfter = set("went go going gone come came back out off on down been 's is was has have had keeps kept tripped trip flickered flickering failed")
	// mainsEvents may follow it said first: "power cut", "power outage"
	// ("power off the tv" is a command).
	mainsEvents = set("cut cuts outage outages failure failures surge spike")
)

var errMains = grammar.Errorf("the power supply")

// mainsAt reports the supply at i, after lead words (led) or none: what
// happened to it after it, a copula, a place or the end of the clause
// after the lead words, or "no" before it.
func mainsAt(clause []lexer.Token, i int, led bool) bool {
	if i+1 == len(clause) {
		return led
	}
	next := clause[i+1]
	return mainsEvents[next.Value] || i > 0 && clause[i-1].Value == "no" ||
		led && (mainsSaidAfter[next.Value] || next.Type == grammar.Det || next.Type == grammar.Prep)
}

// mainsSaid reports a clause whose subject is the power supply: only
// lead words before it (mainsAt: "is there power", "the power in the
// kitchen is out", "no power in the kitchen"). "Turn the power off",
// "please power down the fan", "cut the power to the oven" and a name
// such as "power strip" are left.
func mainsSaid(toks []lexer.Token) bool {
	said := false
	grammar.Parts(toks, func(clause []lexer.Token) {
		led := false // a lead word said, not only words of no meaning ("please power down the fan")
		for i, t := range clause {
			if mainsWords[t.Value] && mainsAt(clause, i, led) {
				said = true
				break
			}
			if !mainsLead[t.Value] && t.Type != grammar.Filler {
				break
			}
			led = led || t.Type != grammar.Filler
		}
	}, grammar.Sep, grammar.Conj)
	return said
}
