package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"edge/turn"
)

// TestLastingWithItsSetting: a device switched on with how it runs, said
// to last a while ("put the heating on in the bedroom for two hours", "turn
// on the bedroom ac on cool for an hour", "turn on the living room fan and
// set it to 50 percent for 10 minutes", 卧室暖气开两个小时) is switched on and set now, and
// switched off after that long: the setting is how it runs while it is
// on, nothing to undo. It was not understood ("I can keep a thing that
// way for a while only where I can undo it"). A setting alone, or of
// another device, said to last a while is still not understood, nothing
// done.
func TestLastingWithItsSetting(t *testing.T) {
	generatedKinds(t)
	e, _, c := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s" + text, DryRun: true})
	}
	en := map[string]int{"for an hour": 3600, "for 2 hours": 7200, "for 20 minutes": 1200, "for half an hour": 1800}
	zh := map[string]int{"一个小时": 3600, "两个小时": 7200, "二十分钟": 1200, "半个小时": 1800}
	forms := []struct {
		said, device string
		lengths      map[string]int
	}{
		{"put the heating on in the bedroom %l", "climate.bedroom_ac", en},
		{"turn the heat on in the living room %l", "climate.living_ac", en},
		{"switch on the heating in the bedroom %l please", "climate.bedroom_ac", en},
		{"turn on the bedroom ac on cool %l", "climate.bedroom_ac", en},
		{"turn on the living room ac on heat %l", "climate.living_ac", en},
		{"turn on the living room fan and set it to 50 percent %l", "fan.living", en},
		{"turn on the bedroom humidifier and set it to 60% %l", "humidifier.bedroom", en},
		{"卧室暖气开%l", "climate.bedroom_ac", zh}, {"把客厅的暖气打开%l", "climate.living_ac", zh}, {"开%l客厅暖气", "climate.living_ac", zh},
	}
	n := 0
	for _, f := range forms {
		for l, secs := range f.lengths {
			text := strings.ReplaceAll(f.said, "%l", l)
			n++
			r := ask(text)
			due := c.t.Add(time.Duration(secs) * time.Second).Format(time.RFC3339)
			want := fmt.Sprintf("%s: %s on planned , %s set planned , %s off scheduled %s", turn.Planned, f.device, f.device, f.device, due)
			if got := scheduled(r); got != want {
				t.Errorf("%q:\n got %s\nwant %s (%s)", text, got, want, r.Say)
			}
		}
	}
	if n < 35 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
	for _, text := range []string{"set the bedroom ac to 20 for an hour", "turn on the tv and set the bedroom ac to 20 for an hour",
		"set the bedroom ac to heat for an hour", "turn on the bedroom ac and set the living room ac to cool for an hour"} {
		if r := ask(text); r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 {
			t.Errorf("%q: %s (%s), want nothing done", text, scheduled(r), r.Say)
		}
	}
}
