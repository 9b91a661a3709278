package en

import (
	"edge/grammar"
	"edge/lang"
)

// A command said as a musing or a hedge ("maybe i should turn off the
// tv", "maybe turn off the tv", "we should lock the front door", "perhaps
// close the blinds") is no command: the
// speaker thinks aloud, and it was done. It is asked back, as a wish is
// ("Turn off TV?"), and done only on a yes. A request that is only polite
// ("could you maybe turn off the tv", "maybe you could…") still asks for
// it; what the speaker says they will do is ownDoing's, and "should i
// lock the door" asks the state (dutyasked.go).

// hedges are the words that open a musing, longest first by phraseSet;
// hedgeOpeners the words that may come before one ("um, maybe…").
var (
	hedges = newPhrases("maybe", "perhaps", "possibly", "probably", "i guess", "i suppose", "i reckon", "maybe i should", "maybe we should", "perhaps i should", "perhaps we should",
		"i should", "we should", "i should probably", "we should probably", "i probably should", "we probably should",
		"i think i should", "i think we should", "i guess i should", "i guess we should", "i suppose i should", "i suppose we should",
		"we could", "maybe we could", "perhaps we could", "we might", "maybe we ought to", "i ought to", "we ought to",
		"i wonder if i should", "i wonder if we should", "i might want to", "we might want to",
		"maybe i ought to", "i think i'll", "maybe i'll", "maybe i will", "i wonder whether to", "not sure if i should", "not sure whether to")
	hedgeOpeners = set("um uh hmm so well oh ok okay and")
	// hedgedOthers say a hedge is of what others did, not a command.
	hedgedOthers = set("they he she someone somebody")
)

// errHedgeNothing is a hedge with no command after it ("maybe later").
var errHedgeNothing = grammar.Errorf("a hedge with no command")

// hedged gives the words of text (ws, its words) after a hedge that
// opens it, but for hedgeOpeners before it, and whether there was one.
func hedged(text string, ws []word) (string, bool) {
	i := 0
	for i < len(ws) && hedgeOpeners[ws[i].w] {
		i++
	}
	m := longestAt(ws, i, hedges, wordOf)
	if m == 0 || i+m >= len(ws) || ws[i+m].w == "you" || hedgedOthers[ws[i+m].w] {
		return "", false // "maybe you could turn off the tv": a request; "i guess they turned it off"
	}
	return text[ws[i+m].start:], true
}

// hedgedSaid parses the command after a hedge, each verb and direction
// of it a wish.
func hedgedSaid(rest string) ([]lang.Clause, error) {
	cls, err := pack{}.Parse(rest)
	if err != nil {
		return nil, err
	}
	n := 0
	for _, c := range cls {
		for i := range c {
			if c[i].Kind == lang.Verb || c[i].Kind == lang.Dir {
				c[i].Wish = true
				n++
			}
		}
	}
	if n == 0 {
		return nil, errHedgeNothing
	}
	return cls, nil
}
