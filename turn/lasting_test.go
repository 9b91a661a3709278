package turn_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"edge/home"
	"edge/home/hometest"
	"edge/index"
	"edge/store"
	"edge/store/storetest"
	"edge/turn"
)

// keptTimers lists the calls of the timers kept in db, as "device.command
// due 15:04:05".
func keptTimers(t *testing.T, db *store.DB) []string {
	t.Helper()
	var out []string
	err := db.View(func(tx *store.Tx) error {
		return tx.Scheduled(func(_ string, data []byte) error {
			var rec struct {
				Due   time.Time `json:"due"`
				Calls []struct {
					Call struct{ Device, Command string } `json:"call"`
				} `json:"calls"`
			}
			if err := json.Unmarshal(data, &rec); err != nil {
				return err
			}
			for _, c := range rec.Calls {
				out = append(out, c.Call.Device+"."+c.Call.Command+" due "+rec.Due.Format("15:04:05"))
			}
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestLastingKeptWithTheCall: a command said to last a while ("turn on the
// TV for 10 minutes") keeps the command that undoes it as a timer in the
// commit that starts the call, before the device moves (both or neither);
// it is listed and runs when due as any timer, the RunDue turn gated
// again.
func TestLastingKeptWithTheCall(t *testing.T) {
	db, _ := storetest.OpenFile(t)
	if err := db.Import(hometest.Load(t, "safe"), index.Write); err != nil {
		t.Fatal(err)
	}
	c := &clock{t: time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)}
	var seen [][]string
	e, err := turn.New(db, turn.Options{Clock: c.now, Observe: func(d *home.Device, _ map[string]any) {
		if d.ID == "media.tv" {
			seen = append(seen, keptTimers(t, db)) // in the driver's call: after the write-ahead commit
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s"})
	}
	r := ask("turn on the TV for 10 minutes")
	if got := scheduled(r); got != "done: media.tv on done , media.tv off scheduled 2026-05-01T08:10:00Z" || r.Say != "Turned on TV. I'll turn off TV at 08:10." {
		t.Fatalf("%s %q", got, r.Say)
	}
	if len(seen) == 0 || len(seen[0]) != 1 || seen[0][0] != "media.tv.off due 08:10:00" {
		t.Fatalf("timers kept when the TV was switched on: %v, want the undoing one", seen)
	}
	if r := ask("what timers are set"); r.Say != "Timers set (1): turn off TV at 08:10." {
		t.Errorf("listed: %q", r.Say)
	}
	x := &timed{t: t, e: e, db: db, clock: c, rings: &rings{}}
	x.wantState("media.tv", "on", true)
	x.runAt("08:09:59", 0)
	x.wantState("media.tv", "on", true)
	x.runAt("08:10:00", 1)
	x.wantState("media.tv", "on", false)
	x.wantLog("scheduled media.tv.off due 08:10:00", "done media.tv.off")

	// cancelled as any timer: nothing is undone.
	ask("turn on the TV for 5 minutes")
	if r := ask("cancel the timers"); r.Outcome != turn.Cancelled && r.Outcome != turn.Done {
		t.Errorf("cancel: %s %q", r.Outcome, r.Say)
	}
	x.runAt("08:20:00", 0)
	x.wantState("media.tv", "on", true)

	// a dry run keeps nothing.
	r = e.Ask(context.Background(), turn.Request{Text: "turn off the TV for 5 minutes", Session: "d", DryRun: true})
	if got := scheduled(r); got != "planned: media.tv off planned , media.tv on scheduled 2026-05-01T08:25:00Z" || len(keptTimers(t, db)) != 0 {
		t.Errorf("dry run: %s, kept %v", got, keptTimers(t, db))
	}
}

// TestLastingConfirmed: where the command or what undoes it needs a yes
// ("open the garage door for 5 minutes", "lock the front door for 10
// minutes", whose unlocking needs the PIN), the one question asks both;
// the yes does the command and keeps the undoing with it, confirmed; a no,
// or anything else, does neither.
func TestLastingConfirmed(t *testing.T) {
	x := newTimed(t)
	r := x.ask("open the garage door for 5 minutes", "s")
	if got := scheduled(r); got != "confirm: cover.garage open pending , cover.garage close scheduled 2026-05-01T08:05:00Z" ||
		r.Question != "Open Garage door, and close Garage door at 08:05? Answer yes or no." {
		t.Fatalf("%s %q", got, r.Question)
	}
	if len(keptTimers(t, x.db)) != 0 {
		t.Fatalf("kept before the yes: %v", keptTimers(t, x.db))
	}
	r = x.ask("yes", "s")
	if got := scheduled(r); got != "done: cover.garage open done , cover.garage close scheduled 2026-05-01T08:05:00Z" {
		t.Fatalf("after the yes: %s %q", got, r.Say)
	}
	x.wantState("cover.garage", "position", 100.0)
	x.runAt("08:05:00", 1)
	x.wantState("cover.garage", "position", 0.0)

	for _, answer := range []string{"no", "turn on the TV"} {
		x.ask("open the garage door for 5 minutes", "n"+answer)
		x.ask(answer, "n"+answer)
		if kept := keptTimers(t, x.db); len(kept) != 0 {
			t.Errorf("%q: kept %v", answer, kept)
		}
		x.wantState("cover.garage", "position", 0.0)
	}

	r = x.ask("lock the front door for 10 minutes", "p")
	if got := scheduled(r); r.Outcome != turn.Confirm || got != "confirm: lock.front lock pending , lock.front unlock scheduled 2026-05-01T08:15:00Z" {
		t.Fatalf("undoing needs the PIN: %s %q", got, r.Question)
	}
	if r = x.ask("2580", "p"); r.Outcome != turn.Done {
		t.Fatalf("after the PIN: %s %q", scheduled(r), r.Say)
	}
	x.runAt("08:15:00", 1)
	x.wantState("lock.front", "locked", false)
}
