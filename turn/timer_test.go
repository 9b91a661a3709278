package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/audit"
	"edge/home"
	"edge/home/hometest"
	"edge/index"
	"edge/store"
	"edge/store/storetest"
	"edge/turn"
)

// rings collects what the engine tells of timers that rang and delayed
// commands that ran.
type rings struct {
	mu  sync.Mutex
	got []turn.Ring
}

func (r *rings) add(g turn.Ring) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.got = append(r.got, g)
}

func (r *rings) says() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, g := range r.got {
		out = append(out, g.Session+" "+g.Lang+" "+g.Outcome+": "+g.Say)
	}
	return out
}

// timed is an engine on the safe home in a real database file, its clock
// at 08:00, telling rings.
type timed struct {
	t     *testing.T
	e     *turn.Engine
	db    *store.DB
	path  string
	clock *clock
	rings *rings
}

func newTimed(t *testing.T) *timed {
	t.Helper()
	db, path := storetest.OpenFile(t)
	if err := db.Import(hometest.Load(t, "safe"), index.Write); err != nil {
		t.Fatal(err)
	}
	x := &timed{t: t, db: db, path: path, clock: &clock{t: time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)}, rings: &rings{}}
	x.open()
	return x
}

// open starts an engine on the database.
func (x *timed) open() {
	x.t.Helper()
	e, err := turn.New(x.db, turn.Options{Clock: x.clock.now, OnDue: x.rings.add})
	if err != nil {
		x.t.Fatal(err)
	}
	x.e = e
	x.t.Cleanup(func() { e.Close() })
}

// restart closes the engine and the database, changes the home (when
// change is not nil) as `edge import` would while edge is down, moves the
// clock, and opens both again.
func (x *timed) restart(by time.Duration, change func(h *home.Home)) {
	x.t.Helper()
	if err := x.e.Close(); err != nil {
		x.t.Fatal(err)
	}
	if err := x.db.Close(); err != nil {
		x.t.Fatal(err)
	}
	db, err := store.Open(x.path)
	if err != nil {
		x.t.Fatal(err)
	}
	x.t.Cleanup(func() { db.Close() })
	x.db = db
	if change != nil {
		h := hometest.Load(x.t, "safe")
		change(h)
		if err := db.Import(h, index.Write); err != nil {
			x.t.Fatal(err)
		}
	}
	x.clock.t = x.clock.t.Add(by)
	x.open()
}

func (x *timed) ask(text, session string) turn.Result {
	return x.e.Ask(context.Background(), turn.Request{Text: text, Session: session})
}

// scheduled is the outcome and the actions of a result, each with when it
// runs.
func scheduled(r turn.Result) string {
	var acts []string
	for _, a := range r.Actions {
		acts = append(acts, a.Device+" "+a.Command+" "+a.Status+" "+a.At)
	}
	return r.Outcome + ": " + strings.Join(acts, ", ")
}

// timerLog lists the audit entries about timers as "outcome call due".
func timerLog(t *testing.T, db *store.DB) []string {
	t.Helper()
	var out []string
	err := audit.NewLog(db.View).Decisions(func(en audit.Entry) error {
		if en.Timer == "" {
			return nil
		}
		call := "-"
		if en.Call != nil {
			call = en.Call.String()
		} else if en.Summary != nil {
			call = fmt.Sprintf("%d calls", en.Summary.Count)
		}
		s := en.Outcome + " " + call
		if en.Decision.Reason != "" && !en.Decision.Allow {
			s += " " + string(en.Decision.Reason)
		}
		if !en.Due.IsZero() {
			s += " due " + en.Due.Format("15:04:05")
		}
		out = append(out, s)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func (x *timed) wantLog(want ...string) {
	x.t.Helper()
	if got := timerLog(x.t, x.db); !slices.Equal(got, want) {
		x.t.Errorf("audit log of timers:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func (x *timed) wantState(id, attr string, want any) {
	x.t.Helper()
	st, err := x.db.State(id)
	if err != nil {
		x.t.Fatal(err)
	}
	if st[attr] != want {
		x.t.Errorf("%s %s = %v, want %v", id, attr, st[attr], want)
	}
}

// runAt moves the clock to the time of day and runs what is due.
func (x *timed) runAt(hhmmss string, want int) {
	x.t.Helper()
	at, err := time.Parse("15:04:05", hhmmss)
	if err != nil {
		x.t.Fatal(err)
	}
	c := x.clock.t
	x.clock.t = time.Date(c.Year(), c.Month(), c.Day(), at.Hour(), at.Minute(), at.Second(), 0, time.UTC)
	if n := x.e.RunDue(context.Background()); n != want {
		x.t.Errorf("at %s RunDue handled %d timers, want %d", hhmmss, n, want)
	}
}

func TestDelayedCommand(t *testing.T) {
	for _, tc := range []struct {
		text, say, list string
	}{
		{"turn on the TV in 5 minutes", "OK, I'll turn on TV at 08:05.", "Timers set (1): turn on TV at 08:05."},
		{"in five minutes turn on the TV", "OK, I'll turn on TV at 08:05.", "Timers set (1): turn on TV at 08:05."},
		{"五分钟后打开电视", "好的，08:05 打开TV。", "现在有1个定时：定于08:05：打开TV。"},
		{"打开电视五分钟后", "好的，08:05 打开TV。", "现在有1个定时：定于08:05：打开TV。"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			x := newTimed(t)
			r := x.ask(tc.text, "s")
			if got := scheduled(r); got != "scheduled: media.tv on scheduled 2026-05-01T08:05:00Z" || r.Say != tc.say {
				t.Fatalf("%s %q", got, r.Say)
			}
			x.wantState("media.tv", "on", false)
			list := "what timers are set"
			if r.Lang == "zh" {
				list = "有哪些定时"
			}
			if r := x.ask(list, "s"); r.Outcome != turn.Answer || r.Say != tc.list {
				t.Errorf("%s: %s %q", list, r.Outcome, r.Say)
			}
			x.runAt("08:04:59", 0)
			x.wantState("media.tv", "on", false)
			x.runAt("08:05:00", 1)
			x.wantState("media.tv", "on", true)
			x.runAt("08:06:00", 0)
			x.wantLog("scheduled media.tv.on due 08:05:00", "done media.tv.on")
			if got := x.rings.says(); len(got) != 1 || !strings.HasPrefix(got[0], "s "+r.Lang+" done: ") {
				t.Errorf("rings: %q", got)
			}
			if r := x.ask(list, "s"); r.Say != x.e.Ask(context.Background(), turn.Request{Text: list, Session: "other"}).Say || !strings.Contains(r.Say, "没有") && !strings.Contains(r.Say, "no timers") {
				t.Errorf("after it ran: %q", r.Say)
			}
		})
	}
}

func TestTimeOfDay(t *testing.T) {
	for _, tc := range []struct {
		text, at, say string
	}{
		{"turn on the TV at 9 pm", "2026-05-01T21:00:00Z", "OK, I'll turn on TV at 21:00."},
		{"at 19:30 turn on the TV", "2026-05-01T19:30:00Z", "OK, I'll turn on TV at 19:30."},
		// a time already past today is tomorrow's, and said so.
		{"at 7 am turn on the TV", "2026-05-02T07:00:00Z", "OK, I'll turn on TV at 07:00 tomorrow."},
		{"turn on the TV at 08:00", "2026-05-02T08:00:00Z", "OK, I'll turn on TV at 08:00 tomorrow."},
		// an hour said without its half of the day: the sooner.
		{"at 7:30 turn on the TV", "2026-05-01T19:30:00Z", "OK, I'll turn on TV at 19:30."},
		{"at 9:15 turn on the TV", "2026-05-01T09:15:00Z", "OK, I'll turn on TV at 09:15."},
		{"at 07:30 turn on the TV", "2026-05-02T07:30:00Z", "OK, I'll turn on TV at 07:30 tomorrow."},
		{"七点半打开电视", "2026-05-01T19:30:00Z", "好的，19:30 打开TV。"},
		{"晚上七点打开电视", "2026-05-01T19:00:00Z", "好的，19:00 打开TV。"},
		{"下午三点半打开电视", "2026-05-01T15:30:00Z", "好的，15:30 打开TV。"},
		{"早上七点打开电视", "2026-05-02T07:00:00Z", "好的，明天07:00 打开TV。"},
		// a day said with the time: tomorrow, the day after, a day of the
		// week (today is Friday 1 May, 08:00).
		{"turn on the TV tomorrow at 7", "2026-05-02T07:00:00Z", "OK, I'll turn on TV at 07:00 tomorrow."},
		{"tomorrow evening at 7 turn on the TV", "2026-05-02T19:00:00Z", "OK, I'll turn on TV at 19:00 tomorrow."},
		{"on Monday at 8 turn on the TV", "2026-05-04T08:00:00Z", "OK, I'll turn on TV at 08:00 on Monday."},
		{"turn on the TV on Friday at 9", "2026-05-01T09:00:00Z", "OK, I'll turn on TV at 09:00."},
		{"turn on the TV at 7 am on Friday", "2026-05-08T07:00:00Z", "OK, I'll turn on TV at 07:00 on Friday."},
		{"明天早上七点打开电视", "2026-05-02T07:00:00Z", "好的，明天07:00 打开TV。"},
		{"后天晚上八点打开电视", "2026-05-03T20:00:00Z", "好的，周日的20:00 打开TV。"},
		{"周一早上八点打开电视", "2026-05-04T08:00:00Z", "好的，周一的08:00 打开TV。"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			x := newTimed(t)
			r := x.ask(tc.text, "s")
			if got := scheduled(r); got != "scheduled: media.tv on scheduled "+tc.at || r.Say != tc.say {
				t.Errorf("%s %q", got, r.Say)
			}
		})
	}
}

func TestPlainTimer(t *testing.T) {
	x := newTimed(t)
	for _, tc := range []struct{ text, session, say string }{
		{"set a timer for 10 minutes", "a", "Timer set for 10 minutes; it rings at 08:10."},
		{"定个十分钟的计时器", "b", "好的，10分钟的计时器，08:10响。"},
		{"timer for 90 seconds", "a", "Timer set for 90 seconds; it rings at 08:01."},
	} {
		r := x.ask(tc.text, tc.session)
		if r.Outcome != turn.Scheduled || len(r.Actions) != 0 || r.Say != tc.say {
			t.Errorf("%q: %s %q", tc.text, scheduled(r), r.Say)
		}
	}
	// each session lists its own.
	if r := x.ask("what timers are set", "a"); r.Say != "Timers set (2): a timer for 90 seconds at 08:01 and a timer for 10 minutes at 08:10." {
		t.Errorf("list: %q", r.Say)
	}
	if r := x.ask("还有什么定时", "b"); r.Say != "现在有1个定时：定于08:10：10分钟的计时器。" {
		t.Errorf("list in Chinese: %q", r.Say)
	}
	x.runAt("08:05:00", 1)
	x.runAt("08:10:00", 2)
	want := []string{"a en scheduled: Your timer for 10 minutes is done.", "a en scheduled: Your timer for 90 seconds is done.", "b zh scheduled: 10分钟的计时器到了。"}
	if got := x.rings.says(); !slices.Equal(slices.Sorted(slices.Values(got)), want) {
		t.Errorf("rings:\n%q\nwant\n%q", got, want)
	}
	x.wantLog("scheduled - due 08:10:00", "scheduled - due 08:10:00", "scheduled - due 08:01:30", "rang - due 08:01:30", "rang - due 08:10:00", "rang - due 08:10:00")
	if r := x.ask("set a timer", "a"); r.Outcome == turn.Scheduled {
		t.Errorf("a timer of no length: %s %q", r.Outcome, r.Say)
	}
}

func TestCancelTimers(t *testing.T) {
	x := newTimed(t)
	if r := x.ask("cancel the timer", "s"); r.Outcome != turn.Done || r.Say != "There are no timers set." {
		t.Errorf("nothing to cancel: %s %q", r.Outcome, r.Say)
	}
	x.ask("turn on the TV in 5 minutes", "s")
	if r := x.ask("cancel the timer", "s"); r.Outcome != turn.Done || r.Say != "Cancelled turn on TV at 08:05." {
		t.Errorf("one: %s %q", r.Outcome, r.Say)
	}
	x.ask("turn on the TV in 5 minutes", "s")
	x.ask("set a timer for 10 minutes", "s")
	if r := x.ask("cancel all timers", "s"); r.Say != "Cancelled 2 timers." {
		t.Errorf("two: %s %q", r.Outcome, r.Say)
	}
	x.ask("十分钟后打开电视", "s")
	if r := x.ask("取消定时", "s"); r.Say != "已取消定于08:10：打开TV。" {
		t.Errorf("in Chinese: %s %q", r.Outcome, r.Say)
	}
	if r := x.ask("取消计时器", "s"); r.Say != "现在没有定时。" {
		t.Errorf("none in Chinese: %s %q", r.Outcome, r.Say)
	}
	x.runAt("08:30:00", 0)
	x.wantState("media.tv", "on", false)
	x.wantLog("scheduled media.tv.on due 08:05:00", "cancelled - due 08:05:00",
		"scheduled media.tv.on due 08:05:00", "scheduled - due 08:10:00", "cancelled - due 08:05:00", "cancelled - due 08:10:00",
		"scheduled media.tv.on due 08:10:00", "cancelled - due 08:10:00")
}

// TestCancelTimerByName: one timer is cancelled by the device it acts on,
// the others stay; a name no timer acts on cancels nothing.
func TestCancelTimerByName(t *testing.T) {
	x := newTimed(t)
	x.ask("turn on the TV in 5 minutes", "s")
	x.ask("turn on the floor lamp in 10 minutes", "s")
	x.ask("set a timer for 20 minutes", "s")
	if r := x.ask("cancel the hall light timer", "s"); r.Say != "There is no timer for hall light." {
		t.Errorf("a name of no timer: %s %q", r.Outcome, r.Say)
	}
	if r := x.ask("cancel the floor lamp timer", "s"); r.Say != "Cancelled turn on Floor lamp at 08:10." {
		t.Errorf("by name: %s %q", r.Outcome, r.Say)
	}
	if r := x.ask("取消电视的定时", "s"); r.Say != "已取消定于08:05：打开TV。" {
		t.Errorf("by name in Chinese: %s %q", r.Outcome, r.Say)
	}
	if r := x.ask("what timers are set", "s"); r.Say != "Timers set (1): a timer for 20 minutes at 08:20." {
		t.Errorf("left: %q", r.Say)
	}
}

func TestRiskyDelayedCommand(t *testing.T) {
	x := newTimed(t)
	r := x.ask("open the garage door in 5 minutes", "s")
	if got := scheduled(r); got != "confirm: cover.garage open pending " {
		t.Fatalf("a risky delayed command: %s %q", got, r.Say)
	}
	r = x.ask("yes", "s")
	if got := scheduled(r); got != "scheduled: cover.garage open scheduled 2026-05-01T08:05:00Z" {
		t.Fatalf("after the yes: %s %q", got, r.Say)
	}
	x.wantState("cover.garage", "position", 0.0)

	// the PIN, for a critical one.
	r = x.ask("unlock the front door in 10 minutes", "p")
	if r.Outcome != turn.Confirm || r.Question != "Unlock Front door lock at 08:10? Say your PIN, or no to cancel." {
		t.Fatalf("critical: %s %q", scheduled(r), r.Question)
	}
	r = x.ask("2580", "p")
	if got := scheduled(r); got != "scheduled: lock.front unlock scheduled 2026-05-01T08:10:00Z" || r.Text != "[PIN]" {
		t.Fatalf("after the PIN: %s %q", got, r.Text)
	}

	// no: nothing is set.
	x.ask("open the garage door in 20 minutes", "n")
	if r := x.ask("no", "n"); r.Outcome != turn.Cancelled {
		t.Errorf("no: %s", scheduled(r))
	}
	x.runAt("08:05:00", 1)
	x.wantState("cover.garage", "position", 100.0)
	x.runAt("08:10:00", 1)
	x.wantState("lock.front", "locked", false)
	x.runAt("08:30:00", 0)
	x.wantLog("scheduled cover.garage.open due 08:05:00", "scheduled lock.front.unlock due 08:10:00", "done cover.garage.open", "done lock.front.unlock")
}

// TestRunTimers runs the scheduler as edge serve does, on the real clock:
// a command set for a second later runs without being asked.
func TestRunTimers(t *testing.T) {
	db := storetest.Open(t)
	if err := db.Import(hometest.Load(t, "safe"), index.Write); err != nil {
		t.Fatal(err)
	}
	rang := make(chan turn.Ring, 1)
	e, err := turn.New(db, turn.Options{OnDue: func(r turn.Ring) { rang <- r }})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() {
		e.RunTimers(ctx)
		close(stopped)
	}()
	defer func() {
		cancel()
		<-stopped
		e.Close()
	}()
	if r := e.Ask(ctx, turn.Request{Text: "turn on the TV in 1 second", Session: "s"}); r.Outcome != turn.Scheduled {
		t.Fatal(scheduled(r))
	}
	select {
	case r := <-rang:
		if r.Outcome != turn.Done || r.Say != "Turned on TV." {
			t.Errorf("ring %+v", r)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the delayed command did not run within 20 s")
	}
	if st, _ := db.State("media.tv"); st["on"] != true {
		t.Errorf("TV: %v", st)
	}
}
