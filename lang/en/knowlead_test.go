package en

import (
	"testing"

	"edge/compile"
)

// TestKnowLead: a question said after words that ask to know it (every
// lead of knowLeads, after a wake word or not) compiles as the question
// said alone; they were read as a name. "show me the kitchen light" and
// a lead alone stay as they were: no question.
func TestKnowLead(t *testing.T) {
	registered()
	questions := []string{"which lights are on", "what the temperature is in the study", "what is the temperature in the bedroom",
		"how warm it is in the kitchen", "if the tv is on", "the temperature in the bedroom",
		"is the garage door closed", "how humid is the bathroom", "what the humidity is in the bathroom"}
	n := 0
	for _, lead := range knowLeads.list {
		for _, wake := range []string{"", "hey google "} {
			for _, q := range questions {
				want, err := compile.Compile(q)
				if err != nil {
					continue // not read alone either
				}
				text := wake + lead + " " + q
				n++
				if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"show me the kitchen light", "i want to know", "i want to know the kitchen light"} {
		if p, err := compile.Compile(text); err == nil && len(p.Clauses) > 0 {
			t.Errorf("Compile(%q) = %v, want no question", text, p)
		}
	}
}
