package turn_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"edge/turn"
)

// TestPartBeforeTime says a part of the day said before a time of day
// ("this evening at 9", "in the morning at 7:30", "this afternoon at
// three"), before or after the command: the command is scheduled at that
// time, in the half of the day the part tells. Before, the part was read
// into the name ("I can't find “hall light evening”"). A hazardous device
// still asks first.
func TestPartBeforeTime(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t) // at 20:00
	now := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, Holder: session, DryRun: true})
	}
	parts := map[string]int{"this evening": 12, "in the evening": 12, "this afternoon": 12, "in the afternoon": 12,
		"this morning": 0, "in the morning": 0, "at night": 12}
	clocks := map[string][2]int{"at 9": {9, 0}, "at 9:30": {9, 30}, "at nine": {9, 0}, "at 10:15": {10, 15}, "at eleven": {11, 0}}
	commands := map[string]string{"turn on the hall light": "light.hall on", "close the living room curtain": "cover.living_curtain close",
		"switch off the tv": "media.living_tv off"}
	n := 0
	for part, add := range parts {
		for clock, hm := range clocks {
			due := time.Date(2026, 11, 22, hm[0]+add, hm[1], 0, 0, time.UTC)
			if !due.After(now) {
				due = due.AddDate(0, 0, 1)
			}
			for c, act := range commands {
				for _, text := range []string{c + " " + part + " " + clock, part + " " + clock + " " + c, part + " " + clock + ", " + c} {
					n++
					r := ask(text, fmt.Sprintf("p%d", n))
					if summary(r) != "scheduled: "+act+" scheduled" || r.Actions[0].At != due.Format(time.RFC3339) {
						t.Errorf("%q: %s %v, want %s at %s", text, summary(r), r.Actions, act, due.Format(time.RFC3339))
					}
				}
			}
		}
	}
	if n < 250 {
		t.Errorf("%d ways, want at least 250", n)
	}
	for _, c := range []struct{ text, want string }{
		{"turn on the kettle this evening at 9", "confirm: switch.kettle on pending"},
		{"open the garage door in the morning at 7", "confirm: cover.garage_door open pending"},
	} {
		if r := ask(c.text, "c"+c.text); summary(r) != c.want {
			t.Errorf("%q: %s, want %s", c.text, summary(r), c.want)
		}
	}
}
