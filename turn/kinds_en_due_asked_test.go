package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestDueAsked says a command put off on a device that asks for a yes
// ("turn on the kettle at 7", "open the garage door in 20 minutes",
// "一小时后打开燃气阀"): it still asks, and the question says when it
// runs ("Turn on Kettle at 07:00?"), where it said "Turn on Kettle?" as if
// it were now; the yes schedules it for that time, nothing runs now. A
// command said without a time asks as before.
func TestDueAsked(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t) // at 20:00
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, Holder: session, DryRun: true})
	}
	hazards := map[string]string{
		"turn on the kettle": "switch.kettle on", "turn on the oven": "switch.oven on", "open the garage door": "cover.garage_door open",
		"unlock the front door": "lock.front_door unlock", "open the gas valve": "valve.gas open", "turn on the kids room heater": "switch.kids_heater on",
		"open the garden sprinkler": "valve.garden open",
	}
	times := map[string]string{
		"at 7 am": "07:00 tomorrow", "at 9:30 pm": "21:30", "in 20 minutes": "20:20", "in half an hour": "20:30",
		"tomorrow at 8 am": "08:00 tomorrow", "at noon": "12:00 tomorrow", "in 1 hour 30 minutes": "21:30",
	}
	n := 0
	for said, act := range hazards {
		for when, clock := range times {
			for _, text := range []string{said + " " + when, when + " " + said} {
				n++
				s := fmt.Sprintf("d%d", n)
				r := ask(text, s)
				if summary(r) != "confirm: "+act+" pending" || !strings.Contains(r.Say, " at "+clock+"?") {
					t.Errorf("%q: %s (say %s), want %s asked at %s", text, summary(r), r.Say, act, clock)
				}
				if r := ask("yes", s); summary(r) != "scheduled: "+act+" scheduled" {
					t.Errorf("%q, yes: %s, want it scheduled", text, summary(r))
				}
			}
		}
		if r := ask(said, "now"+said); summary(r) != "confirm: "+act+" pending" || strings.Contains(r.Say, " at ") {
			t.Errorf("%q: %s (say %s), want it asked with no time", said, summary(r), r.Say)
		}
	}
	if n < 90 {
		t.Errorf("%d ways, want at least 90", n)
	}
	if r := ask("一小时后打开燃气阀", "zh"); summary(r) != "confirm: valve.gas open pending" || !strings.Contains(r.Say, "21:00打开") {
		t.Errorf("一小时后打开燃气阀: %s (say %s), want it asked with its time", summary(r), r.Say)
	}
}
