package en

import "edge/lang"

// askNouns are verbs that are also the noun of what a question asks
// ("how much power is the lamp using"): in a question with no direction,
// the attribute.
var askNouns = map[string]string{"power": "power"}

// askNoun reads a verb of askNouns in a question that says no direction
// as the attribute it names.
func askNoun(c lang.Clause) {
	if c.Has(lang.Dir) || !asked(c) {
		return
	}
	for i := range c {
		if p := &c[i]; p.Kind == lang.Verb && askNouns[p.Raw] != "" {
			p.Kind, p.Word = lang.Attr, askNouns[p.Raw]
		}
	}
}

// asked reports a clause with a word that makes it a question.
func asked(c lang.Clause) bool {
	for _, p := range c {
		if p.Kind == lang.Quest && p.Strong {
			return true
		}
	}
	return false
}
