package turn_test

import (
	"context"
	"fmt"
	"math"
	"testing"

	"edge/turn"
)

// TestFahrenheitDegrees: a temperature said in degrees of no scale that
// the air conditioner takes only in degrees Fahrenheit ("set the bedroom
// ac to 70 degrees", "set my thermostat to 72 degrees", then which one)
// is asked back in degrees Celsius and done on a yes, as "to 70" is; it
// was refused as 70 °C. Degrees named Celsius ("70 degrees celsius") are
// still refused, degrees that fit in Celsius are set as said, and a no
// does nothing. A bare number asked which one is asked back too.
func TestFahrenheitDegrees(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ctx := context.Background()
	n := 0
	ask := func(session, text string) turn.Result {
		return e.Ask(ctx, turn.Request{Text: text, Session: session, DryRun: true})
	}
	for f := 61; f <= 86; f += 3 {
		c := math.Round(float64(f-32)*5/9*2) / 2
		for _, dev := range []string{"bedroom ac", "living room ac", "bedroom air conditioner", "thermostat in the bedroom"} {
			for _, form := range []string{"set the %s to %d degrees", "please set the %s to %d degrees", "%s to %d degrees",
				"can you put the %s on %d degrees", "set the %s to %d degree"} {
				text := fmt.Sprintf(form, dev, f)
				n++
				session := fmt.Sprint("fd", n)
				if res := ask(session, text); res.Outcome != turn.Clarify || len(res.Actions) != 0 {
					t.Errorf("%q: %s %q, want it asked back", text, summary(res), res.Say)
					continue
				}
				if res := ask(session, "yes"); len(res.Actions) != 1 || res.Actions[0].Args["temperature"] != c {
					t.Errorf("%q, yes: %s, want %v °C", text, summary(res), c)
				}
			}
		}
		for _, said := range []string{"set my thermostat to %d degrees", "set the thermostat to %d", "set the ac to %d degrees"} {
			for _, room := range []string{"the bedroom", "the living room one"} {
				text := fmt.Sprintf(said, f)
				n++
				session := fmt.Sprint("fw", n)
				if res := ask(session, text); res.Outcome != turn.Clarify || len(res.Actions) != 0 {
					t.Errorf("%q: %s %q, want which one", text, summary(res), res.Say)
					continue
				}
				if res := ask(session, room); res.Outcome != turn.Clarify || len(res.Actions) != 0 {
					t.Errorf("%q, %q: %s %q, want it asked back", text, room, summary(res), res.Say)
					continue
				}
				if res := ask(session, "yes"); len(res.Actions) != 1 || res.Actions[0].Args["temperature"] != c {
					t.Errorf("%q, %q, yes: %s, want %v °C", text, room, summary(res), c)
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	ask("dno", "set the bedroom ac to 70 degrees")
	if res := ask("dno", "no"); len(res.Actions) != 0 {
		t.Errorf("70 degrees, no: %s, want nothing done", summary(res))
	}
	for text, want := range map[string]string{"set the bedroom ac to 22 degrees": "planned: climate.bedroom_ac set temperature=22 planned",
		"set the bedroom ac to 70 degrees celsius": "blocked: climate.bedroom_ac set temperature=70 blocked",
		"set the bedroom ac to 70 celsius":         "blocked: climate.bedroom_ac set temperature=70 blocked",
		"set the bedroom ac to 40 degrees":         "blocked: climate.bedroom_ac set temperature=40 blocked",
		"set the bedroom ac to 22 degrees celsius": "planned: climate.bedroom_ac set temperature=22 planned"} {
		if res := ask(text, text); summary(res) != want {
			t.Errorf("%q: %s, want %s", text, summary(res), want)
		}
	}
}
