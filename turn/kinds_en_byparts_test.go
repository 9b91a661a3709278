package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChangedByAPart says a change of a level by a quarter or a third
// ("dim the kitchen light by a third", "raise the volume of the tv by a
// quarter", "lower the blinds by one third"), with wake words and
// courtesies, of the demo home's lights, media and blinds: a step of 25
// or 33, as "by half" is a step of 50; "third" and "quarter" were read as
// a name and nothing was understood. A time said with "by" ("by a quarter
// to five", "by a quarter past ten") stays a time.
func TestChangedByAPart(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	type thing struct{ said, device, attr string }
	things := []thing{{"the kitchen light", "light.kitchen", "brightness"}, {"the bedside lamp", "light.bedside", "brightness"},
		{"the tv", "media.living_tv", "volume"}, {"the volume of the tv", "media.living_tv", "volume"},
		{"the bedroom blinds", "cover.bedroom_blind", "position"}}
	verbs := map[string]int{"raise %s": 1, "lower %s": -1, "turn %s up": 1, "turn %s down": -1, "increase %s": 1, "decrease %s": -1}
	parts := map[string]int{"a third": 33, "one third": 33, "a quarter": 25, "one quarter": 25}
	openers := []string{"", "hey google ", "um ", "could you "}
	want := map[string]string{}
	for _, o := range openers {
		for v, sign := range verbs {
			for _, th := range things {
				for p, n := range parts {
					for _, end := range []string{"", " please"} {
						want[o+fmt.Sprintf(v, th.said)+" by "+p+end] = fmt.Sprintf("%s %s_step=%d", th.device, th.attr, sign*n)
					}
				}
			}
		}
	}
	if len(want) < 500 {
		t.Fatalf("%d wordings, want at least 500", len(want))
	}
	i := 0
	for text, w := range want {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("bp%d", i), DryRun: true})
		got := summary(r)
		if r.Outcome == "planned" && len(r.Actions) == 1 {
			a := r.Actions[0]
			attr := strings.TrimSuffix(w[strings.IndexByte(w, ' ')+1:strings.IndexByte(w, '=')], "_step") + "_step"
			got = fmt.Sprintf("%s %s=%v", a.Device, attr, a.Args[attr])
		}
		if got != w {
			t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, w)
		}
		i++
	}
	for text, w := range map[string]string{
		"turn off the tv by a quarter past ten": "scheduled: media.living_tv off scheduled",
		"turn on the oven by a quarter to five": "confirm: switch.oven on pending",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "t" + text, DryRun: true})
		if got := summary(r); got != w {
			t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, w)
		}
	}
}
