package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestTensAndOneAfterAName says a value in words that ends in "one"
// ("twenty one", "forty one percent") right after the thing, with no verb
// and no "to", with openers and courtesies, of the demo home's dimmable
// lights, its media and its air conditioners: the value is the one said.
// "twenty" was read as a number of the thing's name and "one" as "the
// bedroom one", so nothing was understood, or a percent of one was set.
// Said of a hazard, it still acts on nothing.
func TestTensAndOneAfterAName(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	tens := map[string]int{"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
	type thing struct{ said, device, attr string }
	levels := []thing{{"kitchen light", "light.kitchen", "brightness"}, {"bedside lamp", "light.bedside", "brightness"},
		{"tv volume", "media.living_tv", "volume"}, {"study speaker", "media.study_speaker", "volume"}}
	climates := []thing{{"bedroom ac", "climate.bedroom_ac", "temperature"}, {"living room ac", "climate.living_ac", "temperature"},
		{"the bedroom air conditioner", "climate.bedroom_ac", "temperature"}}
	openers := []string{"", "alexa ", "hey google ", "um "}
	ends := []string{"", " please"}
	want := map[string]string{}
	for _, o := range openers {
		for _, end := range ends {
			for word, n := range tens {
				for _, th := range levels {
					for _, unit := range []string{"", " percent"} {
						want[o+th.said+" "+word+" one"+unit+end] = fmt.Sprintf("planned: %s set %s=%d planned", th.device, th.attr, n+1)
					}
				}
			}
			for _, th := range climates {
				for _, unit := range []string{"", " degrees"} {
					want[o+th.said+" twenty one"+unit+end] = fmt.Sprintf("planned: %s set %s=21 planned", th.device, th.attr)
				}
			}
		}
	}
	if len(want) < 200 {
		t.Fatalf("%d wordings, want at least 200", len(want))
	}
	i := 0
	for text, w := range want {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("to%d", i), DryRun: true})
		if got := summary(r); got != w {
			t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, w)
		}
		i++
	}
	for text, w := range map[string]string{
		"set the kitchen light to one":      "planned: light.kitchen set brightness=1 planned",
		"set the kitchen light to twenty":   "planned: light.kitchen set brightness=20 planned",
		"kitchen light twenty":              "planned: light.kitchen set brightness=20 planned",
		"bedroom ac twenty two":             "planned: climate.bedroom_ac set temperature=22 planned",
		"unlock the front door twenty one":  "",
		"open the garage door forty one":    "",
		"turn the oven on twenty one times": "",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "n" + text, DryRun: true})
		got := summary(r)
		if w == "" && runs(got) || w != "" && got != w {
			t.Errorf("%q → %s (say %s), want %q", text, got, r.Say, w)
		}
	}
}
