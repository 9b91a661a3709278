package turn_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"edge/turn"
)

// lastingWant is the now-call and the undoing call a command said to last
// a while makes, the undoing due after the length.
func lastingWant(device, now, undo string, outcome string, due time.Time) string {
	want := outcome + ": " + device + " " + now + " "
	switch outcome {
	case turn.Planned:
		want += "planned"
	case turn.Confirm:
		want += "pending"
	}
	return want + " , " + device + " " + undo + " scheduled " + due.Format(time.RFC3339)
}

// TestLastingEnglish: a command said in English to last a told length
// ("turn on the extractor fan for ten minutes", "open the blinds for an
// hour", "switch the kitchen light off for half an hour please") is done
// now and undone after that long: the now-call and the undoing call
// scheduled at its due time, said both. It was not understood (edge
// switched nothing back, so the length was dropped and the heater left
// on). What edge cannot undo (a level, a scene), a vague length, a
// length with a time or a condition, are not understood, nothing done.
func TestLastingEnglish(t *testing.T) {
	generatedKinds(t)
	e, _, c := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s" + text, DryRun: true})
	}
	type thing struct{ name, device string }
	things := []thing{{"the extractor fan", "fan.bathroom"}, {"the kitchen light", "light.kitchen"}, {"the hall light", "light.hall"}, {"the desk lamp", "light.study_lamp"}}
	verbs := []struct{ said, now, undo string }{{"turn on %s", "on", "off"}, {"switch %s on", "on", "off"}, {"turn off %s", "off", "on"}, {"leave %s off", "off", "on"}, {"keep %s on", "on", "off"}}
	lengths := []struct {
		said string
		secs int
	}{{"for ten minutes", 600}, {"for 20 minutes", 1200}, {"for an hour", 3600}, {"for half an hour", 1800}, {"for 90 seconds", 90}, {"for 2 hours", 7200}}
	tails := []string{"", " please"}
	n := 0
	for _, th := range things {
		for _, v := range verbs {
			for _, l := range lengths {
				for _, tail := range tails {
					text := fmt.Sprintf(v.said, th.name) + " " + l.said + tail
					r := ask(text)
					n++
					want := lastingWant(th.device, v.now, v.undo, turn.Planned, c.t.Add(time.Duration(l.secs)*time.Second))
					if got := scheduled(r); got != want {
						t.Errorf("%q:\n got %s\nwant %s (%s)", text, got, want, r.Say)
					}
				}
			}
		}
	}
	for _, text := range []string{"open the bedroom blinds for an hour", "close the bedroom blinds for 10 minutes", "start the robot vacuum for 20 minutes"} {
		n++
		if r := ask(text); len(r.Actions) != 2 || r.Actions[1].Status != turn.StatusScheduled || r.Outcome != turn.Planned {
			t.Errorf("%q: %s (%s)", text, scheduled(r), r.Say)
		}
	}
	if n < 100 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
	for _, text := range []string{"set the kitchen light to 50% for 10 minutes", "turn on movie mode for 10 minutes", "turn on the kitchen light for a while",
		"in 5 minutes turn on the kitchen light for 10 minutes", "turn on the kitchen light until the morning", "dim the kitchen light for an hour", "dim the kitchen light until 8",
		"turn on the kitchen light for 10 minutes and turn off the tv", "turn on the tv and turn off the kitchen light for 10 minutes"} {
		if r := ask(text); r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 {
			t.Errorf("%q: %s (%s), want nothing done", text, scheduled(r), r.Say)
		}
	}
	if r := ask("set a timer for 10 minutes"); r.Outcome != turn.Scheduled || len(r.Timers) != 1 {
		t.Errorf("a timer: %s %v", scheduled(r), r.Timers)
	}
}
