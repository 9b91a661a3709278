package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// ownDoing keeps what a person says they will do, or could, from being
// read as a command to edge: "i will turn off the tv", "i'm going to
// lock the front door", "i was going to turn off the tv", "i could turn
// on the fan" say what the speaker does (or did not), and were done. Nor
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
			if k+1 < len(toks) && toks[k].Type == grammar.Det && people[toks[k+1].Value] {
				toks[k].Type, toks[k+1].Type = grammar.Filler, grammar.Filler // "did the kids turn the tv on"
				k += 2
			}
			for k < len(toks) && (reporters[toks[k].Value] || people[toks[k].Value] || doers[toks[k].Value]) {
				if !reporters[toks[k].Value] {
					toks[k].Type = grammar.Filler // "did anyone switch the heater on": who did it
				}
				k++
			}
			if k > i+1 && k < len(toks) && toks[k].Type == grammar.Word && verbs[toks[k].Value] != "" {
				toks[k].Type = grammar.Verb // "did you switch the tv off": after who did it, a verb
			}
		}
		if !clauseStart(toks[:i]) {
			continue
		}
		if toks[i].Value == selfWord {
			m := phraseAt(toks, i+1, ownIntents)
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

// selfWord is the speaker; ownIntents the words after it, as the lexer
// reads them, that say the speaker will do, may do, meant to do or likes
// to do what follows (not "need to" or "have to": "i need to turn on the plug" asks
// for it); ownBetween the words that may come before the verb; thanksFor
// the words of a thanks for what was done.
var (
	selfWord   = "i"
	ownIntents = []string{"will", "shall", "could", "might", "may", "can", "am going to", "was going to", "am gonna", "was gonna",
		"am about to", "was about to", "plan to", "intend to", "am planning to", "was planning to", "tried to", "forgot to", "meant to",
		"like to", "love to", "prefer to"}
	doers      = set("anyone anybody everyone everybody nobody")
	ownBetween = map[string]bool{"just": true, "also": true, "probably": true, "go": true, "quickly": true, "myself": true, "now": true}
	thanksFor  = []string{"thanks for", "thank you for", "thanks so much for", "thank you so much for", "thanks a lot for",
		"thank you very much for", "many thanks for", "cheers for"}
)
