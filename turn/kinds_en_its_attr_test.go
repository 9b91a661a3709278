package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/turn"
)

// TestItsAttribute: "its" before an attribute, after a device was spoken
// of ("turn on the tv", then "what's its volume", "set its volume to 30",
// "turn its volume down"), is that device's attribute: it answers and does
// what the same words with the device's name do. It was "I can't find
// “its”", or not understood.
func TestItsAttribute(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(session, text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	devices := map[string][]string{
		"bedroom ceiling light": {"brightness"},
		"tv":                    {"volume"},
		"bedroom ac":            {"temperature"},
		"living room fan":       {"speed"},
		"bedroom blinds":        {"position"},
	}
	n := 0
	for device, attrs := range devices {
		for _, attr := range attrs {
			for _, f := range []string{"what's %a", "what is %a", "tell me %a", "set %a to 40", "turn %a up", "turn %a down", "lower %a",
				"can you raise %a please"} {
				session := "its " + device + f
				first := ask(session, "turn on the "+device)
				if strings.Contains(device, "blinds") {
					first = ask(session, "open the "+device)
				}
				if len(first.Actions) == 0 {
					t.Fatalf("%q: %s", device, summary(first))
				}
				said := strings.ReplaceAll(f, "%a", "its "+attr)
				got := ask(session, said)
				plain := strings.ReplaceAll(f, "%a", "the "+attr+" of the "+device)
				want := ask("plain "+session, plain)
				n++
				if summary(got) != summary(want) || got.Say != want.Say || got.Outcome == turn.NotUnderstood {
					t.Errorf("%q after %q: %s %q, want %s %q as %q", said, device, summary(got), got.Say, summary(want), want.Say, plain)
				}
			}
		}
	}
	if n < 40 {
		t.Errorf("%d utterances, want at least 40", n)
	}
}
