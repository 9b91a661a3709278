package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"edge/home/hometest"
	"edge/index"
	"edge/store/storetest"
	"edge/turn"
)

// TestTimeBeforeAll: a time said once before several commands joined by a
// word of sequence ("十分钟后关台灯然后关电视", "晚上十一点关电视，再关门厅灯",
// "半小时后关掉门厅灯并且把客厅窗帘关上", "in 10 minutes turn off the tv and
// then turn off the hall light") is the time of every one of them: each is
// scheduled, none done now and none dropped. Where one asks which
// (十分钟后关灯然后关电视), the answer schedules both.
func TestTimeBeforeAll(t *testing.T) {
	db, _ := storetest.OpenFile(t)
	if err := db.Import(hometest.Load(t, "demo"), index.Write); err != nil {
		t.Fatal(err)
	}
	c := &clock{t: time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)}
	e, err := turn.New(db, turn.Options{Clock: c.now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	type part struct{ said, device string }
	type lang struct {
		times, joins []string
		parts        []part
	}
	langs := []lang{
		{
			times: []string{"十分钟后", "半小时后", "晚上十一点", "五分钟以后"},
			joins: []string{"然后", "再", "并且", "接着", "，然后", "，再", "同时"},
			parts: []part{{"关台灯", "light.study_lamp"}, {"关电视", "media.living_tv"}, {"关掉门厅灯", "light.hall"}, {"把客厅窗帘关上", "cover.living_curtain"}},
		},
		{
			times: []string{"in 10 minutes ", "in half an hour ", "at 11 pm "},
			joins: []string{" and then ", ", then ", " and "},
			parts: []part{{"turn off the study lamp", "light.study_lamp"}, {"turn off the tv", "media.living_tv"}, {"turn off the hall light", "light.hall"}, {"close the living room curtain", "cover.living_curtain"}},
		},
	}
	// due runs what was scheduled, so no speaker holds more than its
	// bound of timers, and reports how many ran.
	due := func() int {
		c.t = c.t.Add(48 * time.Hour)
		return e.RunDue(context.Background())
	}
	n := 0
	for _, l := range langs {
		for _, when := range l.times {
			for _, join := range l.joins {
				for i, a := range l.parts {
					b := l.parts[(i+1)%len(l.parts)]
					said := when + a.said + join + b.said
					n++
					r := e.Ask(context.Background(), turn.Request{Text: said, Session: fmt.Sprint("s", n)})
					if r.Outcome != turn.Scheduled {
						t.Errorf("%q: %s %q, want both scheduled", said, r.Outcome, r.Say)
						continue
					}
					var got []string
					for _, act := range r.Actions {
						if act.Status != "scheduled" {
							t.Errorf("%q: %s %s, want it scheduled", said, act.Device, act.Status)
						}
						got = append(got, act.Device)
					}
					if want := []string{a.device, b.device}; !slices.Equal(got, want) {
						t.Errorf("%q: scheduled %v, want %v", said, got, want)
					}
					if ran := due(); ran == 0 {
						t.Errorf("%q: nothing ran when due", said)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
	for _, join := range []string{"然后", "再", "并且"} {
		said := "十分钟后关灯" + join + "关电视"
		session := "which" + join
		if r := e.Ask(context.Background(), turn.Request{Text: said, Session: session}); r.Outcome != turn.Clarify {
			t.Errorf("%q: %s %q, want which room asked", said, r.Outcome, r.Say)
			continue
		}
		r := e.Ask(context.Background(), turn.Request{Text: "客厅", Session: session})
		var got []string
		for _, act := range r.Actions {
			got = append(got, act.Device+" "+act.Status)
		}
		if want := []string{"light.living_main scheduled", "media.living_tv scheduled"}; r.Outcome != turn.Scheduled || !slices.Equal(got, want) {
			t.Errorf("客厅 after %q: %s %v, want %v", said, r.Outcome, got, want)
		}
		due()
	}
}
