package turn_test

import (
	"context"
	"fmt"
	"math"
	"testing"

	"edge/turn"
)

// TestFahrenheitMeant: a temperature set with no unit that the air
// conditioner takes only in degrees Fahrenheit ("set the bedroom ac to
// 70", over the 35 °C it goes up to) is asked back in degrees Celsius and
// done on a yes, never refused as 70 °C nor done unasked, for every whole
// degree Fahrenheit in its range, each air conditioner and several
// wordings; a number that fits in degrees Celsius is set as it is, one
// that fits in neither is refused, and a no does nothing.
func TestFahrenheitMeant(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ctx := context.Background()
	n := 0
	for f := 61; f <= 95; f++ {
		c := math.Round(float64(f-32)*5/9*2) / 2
		if c > 30 {
			continue // beyond the demo's air conditioners
		}
		for _, dev := range []string{"bedroom ac", "living room ac"} {
			for _, form := range []string{"set the %s to %d", "%s to %d", "please set the %s to %d", "change the %s to %d"} {
				text := fmt.Sprintf(form, dev, f)
				n++
				session := fmt.Sprint("f", n)
				res := e.Ask(ctx, turn.Request{Text: text, Session: session, DryRun: true})
				if res.Outcome != turn.Clarify || len(res.Actions) != 0 {
					t.Errorf("%q: %s %q, want it asked back", text, summary(res), res.Say)
					continue
				}
				res = e.Ask(ctx, turn.Request{Text: "yes", Session: session, DryRun: true})
				if len(res.Actions) != 1 || res.Actions[0].Args["temperature"] != c {
					t.Errorf("%q, yes: %s, want %v °C", text, summary(res), c)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	res := e.Ask(ctx, turn.Request{Text: "set the bedroom ac to 70", Session: "no", DryRun: true})
	if res = e.Ask(ctx, turn.Request{Text: "no", Session: "no", DryRun: true}); len(res.Actions) != 0 {
		t.Errorf("70, no: %s, want nothing done", summary(res))
	}
	for text, want := range map[string]string{"set the bedroom ac to 22": "planned: climate.bedroom_ac set temperature=22 planned",
		"set the bedroom ac to 40":  "blocked: climate.bedroom_ac set temperature=40 blocked",
		"set the bedroom ac to 200": "blocked: climate.bedroom_ac set temperature=200 blocked"} {
		if res := e.Ask(ctx, turn.Request{Text: text, Session: text, DryRun: true}); summary(res) != want {
			t.Errorf("%q: %s, want %s", text, summary(res), want)
		}
	}
}
