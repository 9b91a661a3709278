package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestEnglishALotIsABiggerStep changes a level of a device of the demo
// home by "a lot" (or "a whole lot", "lots"), with verbs, directions and
// openers: the step is twice the one said alone or with "a little" (20%
// for a volume or a brightness, 2 °C), where it was the same step. A
// garage door moved a lot still asks first, as moved a little it does;
// "thanks a lot" after a command says nothing of its step.
func TestEnglishALotIsABiggerStep(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	devices := []struct{ said, id, arg string }{
		{"tv", "media.living_tv", "volume_step"}, {"study speaker", "media.study_speaker", "volume_step"},
		{"kitchen light", "light.kitchen", "brightness_step"}, {"study lamp", "light.study_lamp", "brightness_step"},
		{"bedroom ac", "climate.bedroom_ac", "temperature_step"}, {"bedroom blinds", "cover.bedroom_blind", "position_step"},
		{"living room fan", "fan.living", "speed_step"},
	}
	frames := map[string]float64{"turn the %s up %s": 1, "turn up the %s %s": 1, "turn the %s down %s": -1, "turn down the %s %s": -1,
		"raise the %s %s": 1, "lower the %s %s": -1}
	degrees := map[string]float64{"a lot": 2, "a whole lot": 2, "lots": 2, "a little": 1, "a bit": 1}
	openers := []string{"", "hey google ", "um ", "please "}
	n := 0
	for _, d := range devices {
		for f, sign := range frames {
			for deg, times := range degrees {
				text := openers[n%len(openers)] + fmt.Sprintf(f, d.said, deg)
				n++
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
				if r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Device != d.id {
					t.Errorf("%q → %s (say %s), want %s changed", text, summary(r), r.Say, d.id)
					continue
				}
				step, _ := r.Actions[0].Args[d.arg].(float64)
				alone := e.Ask(context.Background(), turn.Request{Text: fmt.Sprintf(f, d.said, "a bit"), Session: "alone " + text, DryRun: true})
				one, _ := alone.Actions[0].Args[d.arg].(float64)
				if one*sign <= 0 || step != one*times {
					t.Errorf("%q → %s %v, want %v (%v times %v)", text, d.arg, step, one*times, times, one)
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d utterances, want at least 200", n)
	}
	for text, want := range map[string]string{
		"raise the garage door a lot":        "confirm: cover.garage_door set pending",
		"lower the garage door a lot":        "confirm: cover.garage_door set pending",
		"turn the kids room heater up a lot": "not_understood: ",
		"turn the gas valve up a lot":        "not_understood: ",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if got := summary(r); got != want {
			t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, want)
		}
	}
	r := e.Ask(context.Background(), turn.Request{Text: "turn the tv up, thanks a lot", Session: "thanks", DryRun: true})
	if len(r.Actions) != 1 || r.Actions[0].Args["volume_step"] != 10.0 {
		t.Errorf("turn the tv up, thanks a lot → %s %v, want the tv raised by 10", summary(r), r.Actions)
	}
}
