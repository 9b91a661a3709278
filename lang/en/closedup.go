package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// closedUp reads "up" said with a verb that opens or closes as a word that
// only finishes it: "close up the garage", "close the blinds up", "open
// the curtains up" close or open them, as "lock up" locks. Read as a
// direction, "close up the garage" raised the garage door by 10%: the
// opposite of closing it. "Up" right after the verb, or ending the clause
// after its object, is dropped; "up to" says a bound and is left ("close
// the blinds up to halfway"). A verb that makes another verb with "up"
// ("shut up": mute) is that verb wherever "up" is said: "shut the tv up"
// mutes it, where it turned the tv on and "shut the blinds up" opened
// them.
func closedUp(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		v := verbs[toks[i].Value]
		if !upClosers[v] || !commandStart(toks[:i]) || toks[i].Type != grammar.Verb && toks[i].Type != grammar.Word {
			continue
		}
		for k := i + 1; k < len(toks) && toks[k].Type != grammar.Sep && toks[k].Type != grammar.Conj; k++ {
			if toks[k].Value != upWord {
				continue
			}
			adjacent := k == i+1 && (k+1 == len(toks) || toks[k+1].Type != grammar.To)
			up := verbs[toks[i].Value+" "+upWord]
			switch {
			case up != "" && up != v && k > i+1 && endsAt(toks, k+1):
				t := toks[k]
				copy(toks[i+2:k+1], toks[i+1:k])
				toks[i+1] = t // "shut the tv up" is "shut up the tv"
			case up != "" && (up != v || adjacent):
				// "shut up the tv", "open up the blinds": the verb of two words
			case adjacent || k > i+1 && endsAt(toks, k+1):
				toks = append(toks[:k], toks[k+1:]...)
			}
			break
		}
	}
	return toks
}

// upClosers are the canonical verbs "up" only finishes; upWord is "up".
var upClosers = set("open close close-off")

const upWord = "up"
