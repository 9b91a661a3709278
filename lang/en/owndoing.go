package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// ownDoing keeps what a person says they will do, or could, from being
// read as a command to edge: "i will turn off the tv", "i'm going to
// lock the front door", "i was going to turn off the tv", "i could turn
// on the fan" say what the speaker does (or did not), and were done; so
// was "you were supposed to close the garage", a complaint. Nor
// is a thanks for what was done ("thanks for turning on the lights",
// "thank you for turning off the tv"), which was done again. Both ask
// whether it is so, as a report does ("did i turn off the tv", "did you
// turn on the lights"): nothing is done.
func ownDoing(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if toks[i].Value == didWord && toks[i].Type == grammar.Quest {
			// "did i switch off the tv": "switch" is the verb, not a
			// switch.
			k := i + 1
			for k < len(toks) && reporters[toks[k].Value] {
				k++
			}
			if k > i+1 && k < len(toks) && toks[k].Type == grammar.Word && verbAtRestart(toks, k, false) {
				toks[k].Type = grammar.Verb
			}
		}
		if !clauseStart(toks[:i]) {
			continue
		}
		if intents, ok := ownIntents[toks[i].Value]; ok {
			m := phraseAt(toks, i+1, intents)
			k := i + 1 + m
			for k < len(toks) && ownBetween[toks[k].Value] {
				k++
			}
			if m > 0 && k < len(toks) && (verbAt(toks[k]) || verbAtRestart(toks, k, false)) {
				askedDid(toks, i, k, toks[k].Value)
				i = k
			}
			continue
		}
		m := phraseAt(toks, i, thanksFor)
		if m == 0 || i+m >= len(toks) {
			continue
		}
		if base := stemmed(toks[i+m].Value, "ing"); base != "" {
			askedDid(toks, i, i+m, base)
			i += m
		}
	}
	return toks
}

// ownIntents are, by subject, the words after it, as the lexer reads
// them, that say the speaker will do, may do or meant to do what follows
// (not "need to" or "have to": "i need to turn on the plug" asks for it),
// or that edge was to have done it ("you were supposed to close the
// garage": a complaint, asked as "did you close the garage"; "you should
// close the garage" and "you could …" still ask for it); ownBetween the
// words that may come before the verb; thanksFor the words of a thanks
// for what was done.
var (
	ownIntents = map[string][]string{
		"i": {"will", "shall", "could", "might", "may", "can", "am going to", "was going to", "am gonna", "was gonna",
			"am about to", "was about to", "plan to", "intend to", "am planning to", "was planning to", "tried to", "forgot to", "meant to"},
		"you": {"were supposed to", "was supposed to", "were meant to", "were going to", "were gonna", "said you would", "said you would go",
			"forgot to", "were told to"},
	}
	ownBetween = map[string]bool{"just": true, "also": true, "probably": true, "go": true, "quickly": true, "myself": true, "now": true}
	thanksFor  = []string{"thanks for", "thank you for", "thanks so much for", "thank you so much for", "thanks a lot for",
		"thank you very much for", "many thanks for", "cheers for"}
)
