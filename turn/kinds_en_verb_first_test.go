package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode"

	"edge/home/hometest"
	"edge/lang"
	"edge/turn"
)

// TestVerbFirstInAName says, with every verb of the English pack, a name
// a verb begins after an article ("turn off the kill switch", "switch on
// the play room light", "start the wash cycle"), for every class word of
// the pack and in the ways a command is said: no device of the demo home
// is so named, and nothing is done. The verb was dropped from the name,
// and "turn off the kill switch" turned off the oven, the one switch of
// the home. The verbs that also say a state or a level ("the open
// blinds", "the dim light"), and those that said alone name a thing
// ("the set" is the TV, "the halt" the hall light misheard, "the
// hoovered" the vacuum) are not of this kind.
func TestVerbFirstInAName(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	v := lang.Detect("light").Vocab()
	states := map[string]bool{"open": true, "open-on": true, "close": true, "close-off": true, "lock": true, "unlock": true,
		"dim": true, "brighten": true, "inc": true, "dec": true, "turn": true, "again": true, "next": true, "previous": true}
	// words heard as another ("the hear ac" is the ac here, "the halt
	// light" the hall light) or a word of a TV's name ("the set")
	heardAs := map[string]bool{"hear": true, "halt": true, "set": true}
	named := map[string]bool{}
	for _, d := range hometest.Load(t, "demo").Devices {
		for _, n := range append(englishNames(d.Name, d.Aliases), strings.ToLower(d.Type)) {
			for _, w := range strings.Fields(n) {
				named[w] = true
			}
		}
	}
	forms := []string{"turn off the %s", "switch on the %s", "turn the %s off", "please turn on my %s", "can you switch off the %s"}
	n := 0
	for verb, canonical := range v.Verbs {
		if states[canonical] || named[verb] || heardAs[verb] || strings.IndexFunc(verb, func(r rune) bool { return !unicode.IsLower(r) }) >= 0 {
			continue
		}
		if c, _ := lang.ClassOf(verb); c != "" {
			continue
		}
		if r := e.Ask(context.Background(), turn.Request{Text: "turn off the " + verb, Room: "living", Session: "alone" + verb, DryRun: true}); runs(summary(r)) {
			continue // a word heard as a name ("the set", "the halt": the hall light) or that names a kind ("the hoovered")
		}
		for class, words := range v.Classes {
			w := words[0]
			for i, f := range forms {
				if (n+i)%3 != 0 {
					continue // a third of the forms, each verb in turn
				}
				n++
				text := fmt.Sprintf(f, verb+" "+w)
				r := e.Ask(context.Background(), turn.Request{Text: text, Room: "living", Session: fmt.Sprintf("v%d", n), DryRun: true})
				if runs(summary(r)) {
					t.Errorf("%q (%s) → %s, want nothing done: no %s is called so", text, class, summary(r), verb+" "+w)
				}
			}
		}
	}
	if n < 500 {
		t.Fatalf("%d said, want at least 500", n)
	}
	t.Logf("%d said", n)
}
