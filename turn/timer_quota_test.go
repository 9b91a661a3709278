package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/audit"
	"edge/turn"
)

// TestTimerQuota: a client keeps at most MaxTimersPerClient timers and
// delayed commands; the next is refused in words, in its language, and
// audited; another client still sets its own; every client that names no
// listed satellite counts as one, whatever name it gives.
func TestTimerQuota(t *testing.T) {
	x := newTimed(t)
	ask := func(req turn.Request) turn.Result { return x.e.Ask(context.Background(), req) }
	for i := range turn.MaxTimersPerClient {
		text := fmt.Sprintf("set a timer for %d minutes", i+1)
		if i%2 == 1 {
			text = fmt.Sprintf("turn on the TV in %d minutes", i+1)
		}
		if r := ask(turn.Request{Text: text, Session: "s"}); r.Outcome != turn.Scheduled {
			t.Fatalf("timer %d: %s %q", i+1, r.Outcome, r.Say)
		}
	}
	for text, say := range map[string]string{
		"set a timer for 30 minutes":    "Sorry, you have 20 timers and delayed commands set, the most one speaker may have; cancel one first.",
		"turn off the TV in 30 minutes": "Sorry, you have 20 timers and delayed commands set, the most one speaker may have; cancel one first.",
		"定个十分钟的计时器":                     "抱歉，您已经设了20个定时，这是每个来源的上限；请先取消一个。",
	} {
		if r := ask(turn.Request{Text: text, Session: "other"}); r.Outcome != turn.Blocked || r.Say != say || len(r.Timers) != 0 {
			t.Errorf("%q past the bound: %s %q", text, r.Outcome, r.Say)
		}
	}
	if r := ask(turn.Request{Text: "set a timer for 5 minutes", Session: "k", Channel: "wyoming", Client: "sat-kitchen"}); r.Outcome != turn.Scheduled {
		t.Errorf("another client: %s %q", r.Outcome, r.Say)
	}
	for i := range turn.MaxTimersPerClient + 3 {
		req := turn.Request{Text: "set a timer for 5 minutes", Session: fmt.Sprint("u", i), Channel: "wyoming", Client: fmt.Sprint("peer=127.0.0.", i), Unlisted: true}
		want := turn.Scheduled
		if i >= turn.MaxTimersPerClient {
			want = turn.Blocked
		}
		if r := ask(req); r.Outcome != want {
			t.Errorf("unlisted client %d: %s %q, want %s", i, r.Outcome, r.Say, want)
		}
	}
	if r := ask(turn.Request{Text: "cancel my timers", Session: "s"}); r.Outcome != turn.Done {
		t.Fatalf("cancel: %s %q", r.Outcome, r.Say)
	}
	if r := ask(turn.Request{Text: "set a timer for 30 minutes", Session: "s"}); r.Outcome != turn.Scheduled {
		t.Errorf("after cancelling: %s %q", r.Outcome, r.Say)
	}
	n := 0
	err := audit.NewLog(x.db.View).Decisions(func(en audit.Entry) error {
		if en.Decision.Reason == "timer_quota" && en.Outcome == turn.Blocked && !en.Decision.Allow {
			n++
		}
		return nil
	})
	if err != nil || n != 6 {
		t.Errorf("%d refusals audited, want 6 (%v)", n, err)
	}
}

// TestTimerQuotaHome: the home keeps at most MaxTimersPerHome timers, all
// clients together.
func TestTimerQuotaHome(t *testing.T) {
	x := newTimed(t)
	for i := range turn.MaxTimersPerHome {
		req := turn.Request{Text: "set a timer for 5 minutes", Session: "s", Channel: "wyoming", Client: fmt.Sprint("sat-", i/turn.MaxTimersPerClient)}
		if r := x.e.Ask(context.Background(), req); r.Outcome != turn.Scheduled {
			t.Fatalf("timer %d: %s %q", i+1, r.Outcome, r.Say)
		}
	}
	r := x.e.Ask(context.Background(), turn.Request{Text: "set a timer for 5 minutes", Session: "n", Channel: "wyoming", Client: "sat-new"})
	if r.Outcome != turn.Blocked || r.Say != "Sorry, this home has 200 timers and delayed commands set, the most it keeps; cancel one first." {
		t.Errorf("past the home's bound: %s %q", r.Outcome, r.Say)
	}
}

// TestTimerQuotaHolder: a holder that names a new client with each turn
// (a new device or satellite each time) keeps at most MaxTimersPerClient
// timers, whatever the names; another holder still sets its own, and each
// client lists and cancels only the timers it set.
func TestTimerQuotaHolder(t *testing.T) {
	x := newTimed(t)
	ask := func(req turn.Request) turn.Result { return x.e.Ask(context.Background(), req) }
	for i := range turn.MaxTimersPerClient + 5 {
		req := turn.Request{Text: "set a timer for 5 minutes", Session: fmt.Sprint("c", i), Channel: "http", Client: fmt.Sprint("conversation:dev-", i), Holder: "token:control conversation"}
		want := turn.Scheduled
		if i >= turn.MaxTimersPerClient {
			want = turn.Blocked
		}
		if r := ask(req); r.Outcome != want {
			t.Fatalf("client %d of one holder: %s %q, want %s", i, r.Outcome, r.Say, want)
		}
	}
	other := turn.Request{Text: "set a timer for 5 minutes", Session: "o", Channel: "http", Client: "conversation:dev-0", Holder: "192.0.2.7"}
	if r := ask(other); r.Outcome != turn.Scheduled {
		t.Errorf("another holder: %s %q", r.Outcome, r.Say)
	}
	list := turn.Request{Text: "what timers are set", Session: "c0", Channel: "http", Client: "conversation:dev-0", Holder: "token:control conversation"}
	if r := ask(list); !strings.HasPrefix(r.Say, "Timers set (1):") {
		t.Errorf("one client of the holder lists other than its own one: %q", r.Say)
	}
	cancel := turn.Request{Text: "cancel my timers", Session: "c1", Channel: "http", Client: "conversation:dev-1", Holder: "token:control conversation"}
	if r := ask(cancel); r.Outcome != turn.Done || len(r.Timers) != 1 {
		t.Fatalf("cancel of one client: %s %q, %d timers", r.Outcome, r.Say, len(r.Timers))
	}
	next := turn.Request{Text: "set a timer for 9 minutes", Session: "n", Channel: "http", Client: "conversation:dev-new", Holder: "token:control conversation"}
	if r := ask(next); r.Outcome != turn.Scheduled {
		t.Errorf("after one was cancelled: %s %q", r.Outcome, r.Say)
	}
	if r := ask(next); r.Outcome != turn.Blocked {
		t.Errorf("past the bound again: %s %q", r.Outcome, r.Say)
	}
}
