package en

import "strings"

// A choice said with "then" around it ("the study one then", "ok then,
// the second one", "both then") chooses as it does without it: it was not
// understood. replyFrames says the same of a yes or a no.

// thenLeads are the words that may open a reply before "then" ("ok then,
// the study one").
var thenLeads = set("ok okay alright well so")

// thenTrimmed is a reply without "then" at its end, or at its start after
// a word of thenLeads, when something else is said.
func thenTrimmed(text string) string {
	words := strings.Fields(text)
	bare := func(w string) string { return strings.ToLower(strings.Trim(w, ",.!?;")) }
	if n := len(words); n > 1 && bare(words[n-1]) == "then" {
		words = words[:n-1]
	}
	for k := 0; k < len(words)-1 && k < 2; k++ {
		if bare(words[k]) == "then" {
			words = words[k+1:]
			break
		}
		if !thenLeads[bare(words[k])] {
			break
		}
	}
	return strings.Join(words, " ")
}
