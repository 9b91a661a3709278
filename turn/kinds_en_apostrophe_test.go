package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestContractionsWrittenWithoutApostrophe says "it's" and "i'd" as a
// speech recogniser writes them down, "its" and "id" ("its freezing in
// the bedroom", "id like the kitchen light on"), of the demo home: each
// is understood as the same words with the apostrophe are, with wake
// words before. "its" was a name nobody has and "id" a word of the name,
// so nothing was understood. "its" of a thing ("send the vacuum to its
// dock") keeps its meaning.
func TestContractionsWrittenWithoutApostrophe(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	var said []string
	for _, how := range []string{"", "too ", "so ", "a bit ", "really ", "getting "} {
		for _, feel := range []string{"cold", "hot", "chilly", "freezing", "boiling", "warm", "stuffy"} {
			for _, where := range []string{"", " in here", " in the bedroom", " in the living room"} {
				said = append(said, "it's "+how+feel+where)
			}
		}
	}
	for _, wish := range []string{"i'd like", "i'd love", "i'd want"} {
		for _, thing := range []string{"the kitchen light on", "the bedroom ac at 22", "the curtains closed", "the tv off",
			"the bedside lamp at 40 percent", "the garage door open", "the front door unlocked"} {
			said = append(said, wish+" "+thing)
		}
	}
	n := 0
	for _, opener := range []string{"", "hey google ", "um "} {
		for _, s := range said {
			with := opener + s
			without := strings.NewReplacer("it's", "its", "i'd", "id").Replace(with)
			a := e.Ask(context.Background(), turn.Request{Text: with, Session: fmt.Sprintf("ap%d", n), DryRun: true})
			b := e.Ask(context.Background(), turn.Request{Text: without, Session: fmt.Sprintf("nap%d", n), DryRun: true})
			if summary(a) != summary(b) || a.Say != b.Say {
				t.Errorf("%q → %s (say %s), but %q → %s (say %s)", without, summary(b), b.Say, with, summary(a), a.Say)
			}
			if strings.Contains(with, "unlocked") && !strings.HasPrefix(summary(b), "confirm") {
				t.Errorf("%q → %s, want it asked", without, summary(b))
			}
			n++
		}
	}
	if n < 200 {
		t.Fatalf("%d wordings, want at least 200", n)
	}
	r := e.Ask(context.Background(), turn.Request{Text: "send the vacuum to its dock", Session: "dock", DryRun: true})
	if got := summary(r); got != "planned: vacuum.robot dock planned" {
		t.Errorf("send the vacuum to its dock → %s", got)
	}
}
