package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestEnglishWhatIs: what a thing is or what it is for ("what is an air
// conditioner", "what's a thermostat", "what are dehumidifiers", "what
// does the dehumidifier do", "what is a lamp used for") asks about the
// world, not the home: nothing is read or done (the air conditioners
// answered their state). A state, an attribute or a setting asked of the
// home ("what is the temperature", "what is the tv volume", "what's the
// ac set to") is answered as before.
func TestEnglishWhatIs(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, DryRun: true})
	}
	names := []struct{ one, many string }{{"an air conditioner", "air conditioners"}, {"a thermostat", "thermostats"},
		{"a dehumidifier", "dehumidifiers"}, {"an ac", "acs"}, {"a lamp", "lamps"}, {"a robot vacuum", "robot vacuums"},
		{"a smart plug", "smart plugs"}, {"a tv", "tvs"}}
	forms := []func(one, many string) string{
		func(one, _ string) string { return "what is " + one },
		func(one, _ string) string { return "what's " + one },
		func(one, _ string) string { return "what is " + one + " used for" },
		func(one, _ string) string { return "what's " + one + " for" },
		func(_, many string) string { return "what are " + many },
		func(one, _ string) string { return "what does " + one + " do" },
		func(_, many string) string { return "what do " + many + " do" },
		func(one, _ string) string { return "what does the " + one[len("a "):] + " do" },
	}
	openers := []string{"", "alexa, ", "um, ", "so "}
	n := 0
	for _, nm := range names {
		for _, f := range forms {
			n++
			text := openers[n%len(openers)] + f(nm.one, nm.many)
			if r := ask(text); r.Outcome != turn.NotUnderstood || len(r.Reads) > 0 || len(r.Actions) > 0 {
				t.Errorf("%q: %s, %d read, want not understood and nothing read", text, r.Outcome, len(r.Reads))
			}
		}
	}
	if n < 50 {
		t.Errorf("%d utterances, want at least 50", n)
	}
	for _, text := range []string{"what is the temperature", "what is the tv volume", "what's the ac set to", "what is the temperature in the kitchen",
		"what lights are on", "what is on in the kitchen", "what's the bedroom ac set to", "what is the bedroom temperature"} {
		if r := ask(text); r.Outcome != turn.Answer || len(r.Reads) == 0 {
			t.Errorf("%q: %s, %d read, want answered", text, r.Outcome, len(r.Reads))
		}
	}
}
