package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/turn"
)

// TestNamedAloneAsks says a thing named with nothing else and nothing
// before it ("bedroom lights", "the study lamp", "kettle now", "hey
// google, tv") in the ways a name is said: it asks on or off (open or
// close for what only moves) about the devices the name finds, and never
// acts. Before, it was not understood. The answer then acts as a command
// would, so a hazardous device still asks for a yes. Words that name
// nothing ("the kitchen light keeps flickering") are still not
// understood, and after a command the name still follows it up.
func TestNamedAloneAsks(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	things := map[string][]string{
		"study lamp": {"light.study_lamp"}, "hall light": {"light.hall"}, "landing light": {"light.landing"},
		"kettle": {"switch.kettle"}, "tv": {"media.living_tv"}, "bathroom fan": {"fan.bathroom"},
		"bedroom lights": {"light.bedroom_main", "light.bedside", "switch.reading_lamp"},
		"kitchen lights": {"light.kitchen", "light.kitchen_cabinet"}, "garage door": {"cover.garage_door"},
		"living room curtain": {"cover.living_curtain"}, "kids room heater": {"switch.kids_heater"},
	}
	forms := []string{"%s", "the %s", "%s now", "hey google, %s", "the %s right now", "um the %s"}
	n := 0
	for th, want := range things {
		for _, f := range forms {
			n++
			text := fmt.Sprintf(f, th)
			r := ask(text, fmt.Sprintf("a%d", n))
			var got []string
			for _, o := range r.Options {
				got = append(got, o.ID)
			}
			slices.Sort(got)
			if r.Outcome != "clarify" || len(r.Actions) > 0 || !slices.Equal(got, want) {
				t.Errorf("%q: %s, options %v (say %s), want on or off asked about %v", text, summary(r), got, r.Say, want)
			}
		}
	}
	if n < 60 {
		t.Errorf("%d ways, want at least 60", n)
	}
	for _, c := range []struct{ said, answer, want string }{
		{"the kettle", "on", "confirm: switch.kettle on pending"},
		{"kids room heater", "on", "confirm: switch.kids_heater on pending"},
		{"garage door", "open", "confirm: cover.garage_door open pending"},
		{"study lamp", "on", "planned: light.study_lamp on planned"},
		{"the tv", "off", "planned: media.living_tv off planned"},
	} {
		s := "h" + c.said
		ask(c.said, s)
		if r := ask(c.answer, s); summary(r) != c.want {
			t.Errorf("%q then %q: %s, want %s", c.said, c.answer, summary(r), c.want)
		}
	}
	for _, text := range []string{"the kitchen light keeps flickering", "the tv is broken again", "my friend said the door",
		"the roborock got stuck", "nobody the kettle", "garage door stuck"} {
		if r := ask(text, "n"+text); len(r.Actions) > 0 || r.Outcome == "clarify" && len(r.Options) > 0 {
			t.Errorf("%q: %s (say %s), want nothing done or asked", text, summary(r), r.Say)
		}
	}
	s := "followed"
	ask("turn off the tv", s)
	if r := ask("the hall light", s); summary(r) != "planned: light.hall off planned" {
		t.Errorf("the hall light after turn off the tv: %s", summary(r))
	}
}
