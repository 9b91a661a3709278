package turn_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"edge/turn"
)

// TestConfirmedLastingKeepsItsEnd builds commands said to last a while on
// the front door lock (the PIN) and the garage door (a yes), then every
// way of cancelling what ends them ("cancel the timer", "don't lock it",
// "cancel all timers", 取消定时): none is cancelled, and when the time is
// up the lock is locked and the door closed again. A lasting command on
// a light, and doing the end now ("lock the front door"), still cancel it.
func TestConfirmedLastingKeepsItsEnd(t *testing.T) {
	e, db, c := safe(t)
	ctx := context.Background()
	ask := func(session, text string) turn.Result {
		c.t = c.t.Add(21 * time.Second) // past the rate limit
		return e.Ask(ctx, turn.Request{Text: text, Session: session})
	}
	starts := []struct{ say, confirm, device, attr string }{
		{"unlock the front door for 10 minutes", "2580", "lock.front", "locked"},
		{"open the garage door for 10 minutes", "yes", "cover.garage", "position"},
	}
	cancels := []string{"cancel the timer", "cancel all timers", "cancel that", "don't lock it", "don't close it", "取消定时"}
	for i, s := range starts {
		for j, cancel := range cancels {
			session := fmt.Sprintf("s%d.%d", i, j)
			if r := ask(session, s.say); r.Outcome != turn.Confirm {
				t.Fatalf("%q: %s", s.say, summary(r))
			}
			if r := ask(session, s.confirm); r.Outcome != turn.Done {
				t.Fatalf("%q, %q: %s %q", s.say, s.confirm, summary(r), r.Say)
			}
			if r := ask(session, cancel); r.Outcome == turn.Done {
				t.Errorf("%q after %q: %s %q, want the end kept", cancel, s.say, summary(r), r.Say)
			}
			c.t = c.t.Add(11 * time.Minute)
			e.RunDue(ctx)
			st, _ := db.State(s.device)
			if s.attr == "locked" && st["locked"] != true || s.attr == "position" && st["position"] != 0.0 {
				t.Errorf("%q, then %q: %s is %v when the time is up", s.say, cancel, s.device, st)
			}
		}
	}
	if r := ask("light", "turn on the hall light for 10 minutes"); r.Outcome != turn.Done {
		t.Fatalf("a lasting light: %s", summary(r))
	}
	if r := ask("light", "cancel the timer"); r.Outcome != turn.Done {
		t.Errorf("cancelling the end of a lasting light: %s %q", summary(r), r.Say)
	}
	ask("door", "unlock the front door for 10 minutes")
	ask("door", "2580")
	if r := ask("door", "lock the front door"); r.Outcome != turn.Done || len(r.Actions) != 1 {
		t.Errorf("doing the end now: %s %q", summary(r), r.Say)
	}
	if n := e.RunDue(ctx); n != 0 {
		t.Errorf("%d timers left after the end was done", n)
	}
}
