package en

import "edge/lang"

// A question of what a place holds ("what is in the kitchen", "what's
// there in the study", "what do i have in the garage") asks the state of
// every device there, as "how is everything in the kitchen" does; read as
// the place alone, it answered with a sensor's reading ("The CO2 level in
// the kitchen is 620 ppm"). "how is it in the kitchen" still asks how the
// air is there.

// contentsAskers are the question words of such a question; contentsIn
// the preposition of its place.
var contentsAskers = set("what whats")

const contentsIn = "in"

// contentsWords may stand between the question word and the place: "is",
// "there", "do i have".
var contentsWords = set("is are there do does i we you have has got")

// contentsAsked reads such a question as of everything in the place.
func contentsAsked(c lang.Clause) lang.Clause {
	at, asked := -1, false
	for i, p := range c {
		switch {
		case p.Kind == lang.Quest && contentsAskers[p.Raw] && i == c.FirstContent():
			asked = true
		case p.Kind == lang.Quest && p.Word != "" && contentsWords[p.Raw], p.Kind == lang.Filler && contentsWords[p.Raw]:
		case p.Kind == lang.Prep && p.Prep == contentsIn && at < 0 && p.NP != nil && !p.NP.Ref && len(p.NP.Words) > 0:
			at = i
		case p.Kind == lang.Filler:
		default:
			return c // "what is the temperature in the kitchen", "what is it like in …"
		}
	}
	if !asked || at < 0 {
		return c
	}
	return c.Insert(at, lang.Phrase{Kind: lang.NP, All: true, Everything: true})
}
