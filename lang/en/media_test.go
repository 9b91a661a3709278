package en

import (
	"testing"

	"edge/compile"
	"edge/lang"
)

// TestWhatPlaysWithAPlace: a command said of what plays, with a place and
// no device ("turn the music off in the living room"), only reaches what
// plays there: every action it may take is one of media, the one its verb
// means.
func TestWhatPlaysWithAPlace(t *testing.T) {
	registered()
	for _, n := range meaning(nouns, lang.NounMedia) {
		for text, want := range map[string]string{
			"turn off the " + n + " in the living room":        "pause",
			"turn the " + n + " off in the living room please": "pause",
			"stop the " + n + " in the living room":            "pause",
			"switch off the " + n + " in the den":              "pause",
			"turn the " + n + " on in the den":                 "play",
			"put the " + n + " on in the den":                  "play",
		} {
			p, err := compile.Compile(text)
			if err != nil {
				t.Errorf("Compile(%q): %v", text, err)
				continue
			}
			if len(p.Clauses) != 1 || len(p.Clauses[0].Actions) == 0 {
				t.Errorf("Compile(%q) = %s: want one clause that acts", text, p)
				continue
			}
			for _, x := range p.Clauses[0].Actions {
				if x.Capability != "media" || x.Command != want {
					t.Errorf("Compile(%q) may %s %s: want only media %s", text, x.Capability, x.Command, want)
				}
			}
		}
	}
}
