package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// ownDoing keeps what a person says they will do, or could, from being
// read as a command to edge: "i will turn off the tv", "i'm going to
// lock the front door", "i was going to turn off the tv", "i could turn
// on the fan", "let me turn the tv off" say what the speaker does (or did
// not), and were done; so was "you were supposed to close the garage", a
// complaint. A reminder asked for ("don't forget to lock the door",
// "remind me to turn off the oven") is none edge keeps: not understood,
// where "don't" answered "OK, I won't lock the front door". Nor
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
		if !commandStart(toks[:i]) {
			continue
		}
		if m := phraseAt(toks, i, selfLets); m > 0 {
			k := i + m
			for k < len(toks) && ownBetween[toks[k].Value] {
				k++
			}
			if k < len(toks) && !letAsks[toks[k].Value] && (verbAt(toks[k]) || verbAtRestart(toks, k, false) || toks[k].Type == grammar.Word && verbs[toks[k].Value] != "") {
				askedDid(toks, i, k, toks[k].Value) // "let me turn the tv off": the speaker does it
				i = k
			}
			continue
		}
		if m := phraseAt(toks, i, reminders); m > 0 {
			// "don't forget to lock the door": a reminder edge does not keep,
			// its words a name that names nothing; its "not" negates nothing
			end := i + m
			for k := i; k < end; k++ {
				if toks[k].Value == "do" || toks[k].Value == "not" {
					toks = slices.Delete(toks, k, k+1)
					k, end = k-1, end-1
				}
			}
			for k := i; k < len(toks) && toks[k].Type != grammar.Verb && !verbAt(toks[k]); k++ {
				toks[k].Type = grammar.Word
			}
			continue
		}
		if intents, ok := ownIntents[toks[i].Value]; ok {
			m := phraseAt(toks, i+1, intents)
			k := i + 1 + m
			for k < len(toks) && ownBetween[toks[k].Value] {
				k++
			}
			if m > 0 && k < len(toks) && (verbAt(toks[k]) || verbAtRestart(toks, k, false)) && !usedWish(toks, i+1, k) {
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

// usedWish reports "could use some" from i to the verb at k: "i could
// use some light in the study" asks for it, as "i need some light" does;
// "i could use the fan" stays what the speaker could do.
func usedWish(toks []lexer.Token, i, k int) bool {
	return k == i+1 && toks[i].Value == "could" && toks[k].Value == "use" && k+1 < len(toks) && toks[k+1].Value == someWord
}

// ownIntents are, by subject, the words after it, as the lexer reads
// them, that say the speaker will do, may do, meant to do or likes to do
// what follows
// (not "need to" or "have to": "i need to turn on the plug" asks for it),
// or was told to ("i was told to turn off the tv", "we were asked to …":
// an errand reported, of the speaker or of others, toldTo),
// or that edge was to have done it ("you were supposed to close the
// garage": a complaint, asked as "did you close the garage"; "you should
// close the garage" and "you could …" still ask for it); ownBetween the
// words that may come before the verb; thanksFor the words of a thanks
// for what was done.
var (
	ownIntents = map[string]phraseSet{
		"i": newPhrases("will", "shall", "could", "might", "may", "can", "am going to", "was going to", "am gonna", "was gonna",
			"am about to", "was about to", "plan to", "intend to", "am planning to", "was planning to", "tried to", "forgot to", "meant to",
			"like to", "love to", "prefer to", "was told to", "am told to", "was asked to", "was supposed to", "am supposed to",
			"got told to", "have been told to", "was instructed to"),
		"we":   toldTo,
		"he":   toldTo,
		"she":  toldTo,
		"they": toldTo,
		"you": newPhrases("were supposed to", "was supposed to", "were meant to", "were going to", "were gonna", "said you would", "said you would go",
			"forgot to", "were told to"),
	}
	// toldTo say that others told the one said to do what follows: a
	// report of an errand, never one given to edge ("we were told to
	// turn off the lights", "he was asked to unlock the front door").
	toldTo = newPhrases("were told to", "was told to", "were asked to", "was asked to", "are supposed to", "is supposed to",
		"were supposed to", "was supposed to", "got told to", "have been told to", "has been told to")
	doers      = set("anyone anybody everyone everybody nobody")
	selfLets   = newPhrases("let me", "lemme", "allow me to")
	letAsks    = set("get have make see know hear") // "let me get a cup of coffee" asks for it
	reminders  = newPhrases("do not forget to", "dont forget to", "remember to", "remind me to", "remind me later to", "do not let me forget to")
	ownBetween = map[string]bool{"just": true, "also": true, "probably": true, "go": true, "quickly": true, "myself": true, "now": true}
	thanksFor  = newPhrases("thanks for", "thank you for", "thanks so much for", "thank you so much for", "thanks a lot for",
		"thank you very much for", "many thanks for", "cheers for")
)
