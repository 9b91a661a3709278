package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestEnglishLevelAskedAtAValue asks whether a device of the demo home is
// at a number ("is the kitchen light at 40", "is the tv at 20 percent"),
// with several frames and openers: the answer is the level the device is
// set to, as "is the kitchen light set to 40" answers, where it was on or
// off; nothing acts. A number of degrees said of a place is its
// temperature, of a device what it is set to.
func TestEnglishLevelAskedAtAValue(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	devices := []struct{ said, want string }{
		{"kitchen light", "The brightness of Kitchen light is 100%."}, {"study lamp", "The brightness of Study lamp is 70%."},
		{"bedroom ceiling light", "The brightness of Bedroom ceiling light is 50%."}, {"tv", "The volume of TV is 20%."},
		{"study speaker", "The volume of Study speaker is 30%."}, {"bedroom ac", "The target temperature of Bedroom AC is 25 °C."},
	}
	frames := []string{"is the %s at %d", "is the %s at %d percent", "is the %s %d percent", "is the %s set to %d", "is the %s at %d%%"}
	openers := []string{"", "hey google ", "um ", "so "}
	n := 0
	for _, d := range devices {
		for _, f := range frames {
			for i, o := range openers {
				text := o + fmt.Sprintf(f, d.said, 20+20*i)
				n++
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
				if r.Outcome != turn.Answer || len(r.Actions) != 0 || r.Say != d.want {
					t.Errorf("%q → %s %q, want %q", text, summary(r), r.Say, d.want)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d utterances, want at least 100", n)
	}
	for text, want := range map[string]string{
		"is the kitchen light on":         "Yes, Kitchen light is on.",
		"is the study lamp off":           "Yes, Study lamp is off.",
		"is it 20 degrees in the kitchen": "The temperature in the kitchen is 24.5 °C.",
		"is the bedroom ac at 24 degrees": "The target temperature of Bedroom AC is 25 °C.",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if r.Outcome != turn.Answer || len(r.Actions) != 0 || r.Say != want {
			t.Errorf("%q → %s %q, want %q", text, summary(r), r.Say, want)
		}
	}
}
