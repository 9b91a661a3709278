package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestFullBlast says "full blast" of the demo home's fan, media and
// dimmable lights, tersely, with "on", with "up", with wake words and
// courtesies: the top of the range, as "full" is; "blast" was read as a
// name and nothing was understood. The garage door still asks; "blast"
// alone, or "full blast" of nothing, does nothing.
func TestFullBlast(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	type thing struct{ said, device, attr string }
	things := []thing{{"fan", "fan.living", "speed"}, {"the fan", "fan.living", "speed"}, {"living room fan", "fan.living", "speed"},
		{"the tv", "media.living_tv", "volume"}, {"the study speaker", "media.study_speaker", "volume"},
		{"the kitchen light", "light.kitchen", "brightness"}, {"bedside lamp", "light.bedside", "brightness"}}
	forms := []string{"%s full blast", "%s on full blast", "put %s on full blast", "turn %s up full blast", "turn %s up to full blast", "set %s to full blast"}
	want := map[string]string{}
	for _, o := range []string{"", "hey google ", "alexa ", "um "} {
		for _, f := range forms {
			for _, th := range things {
				for _, end := range []string{"", " please", " now"} {
					want[o+fmt.Sprintf(f, th.said)+end] = fmt.Sprintf("planned: %s set %s=100 planned", th.device, th.attr)
				}
			}
		}
	}
	if len(want) < 400 {
		t.Fatalf("%d wordings, want at least 400", len(want))
	}
	i := 0
	for text, w := range want {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("fb%d", i), DryRun: true})
		if got := summary(r); got != w {
			t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, w)
		}
		i++
	}
	r := e.Ask(context.Background(), turn.Request{Text: "the garage door full blast", Session: "garage", DryRun: true})
	if got := summary(r); got != "confirm: cover.garage_door set position=100 pending" {
		t.Errorf("the garage door full blast → %s (say %s), want it asked", got, r.Say)
	}
	for i, text := range []string{"blast the fan", "full blast", "blast", "the oven on full blast"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("nfb%d", i), DryRun: true})
		if got := summary(r); runs(got) {
			t.Errorf("%q → %s (say %s), want nothing done", text, got, r.Say)
		}
	}
}
