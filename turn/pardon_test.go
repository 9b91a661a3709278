package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"edge/home/hometest"
	"edge/index"
	"edge/lang"
	"edge/store/storetest"
	"edge/turn"
)

// pardons are the ways each pack asks to hear the question again: each
// of its words alone, after each word that may come before them and
// before each that may come after, with a question mark.
func pardons(t *testing.T, code string) []string {
	t.Helper()
	for _, p := range lang.Packs() {
		if p.Code() != code {
			continue
		}
		pd := p.Pardon()
		var out []string
		for i, w := range pd.Says {
			out = append(out, w, w+"?")
			if len(pd.Before) > 0 {
				out = append(out, pd.Before[i%len(pd.Before)]+" "+w)
			}
			if len(pd.After) > 0 {
				out = append(out, w+" "+pd.After[i%len(pd.After)])
			}
		}
		return out
	}
	t.Fatalf("no pack %s", code)
	return nil
}

// onlyPending reports a result that does nothing: every action of it
// waits for an answer.
func onlyPending(r turn.Result) bool {
	for _, a := range r.Actions {
		if a.Status != turn.StatusPending {
			return false
		}
	}
	return true
}

// TestPardon: asked to hear the question again while one waits, in
// every way each pack says it, edge asks the same question again, with
// the same outcome and what it would do, does nothing, and the answer
// after it is taken as the answer to the question: a choice of which one,
// a yes to a confirmation. With nothing asked, the words do nothing.
func TestPardon(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	cases := []struct {
		lang, command, answer, done string
	}{
		{"en", "turn on the light", "the hall light", "planned: light.hall on planned"},
		{"en", "open the garage door", "yes", "planned: cover.garage_door open planned"},
		{"zh", "打开灯", "门厅", "planned: light.hall on planned"},
		{"zh", "打开车库门", "确认", "planned: cover.garage_door open planned"},
	}
	n := 0
	for _, c := range cases {
		for _, said := range pardons(t, c.lang) {
			n++
			sess := fmt.Sprintf("pd%d", n)
			ask := func(text string) turn.Result {
				return e.Ask(context.Background(), turn.Request{Text: text, Session: sess, DryRun: true})
			}
			first := ask(c.command)
			again := ask(said)
			if !onlyPending(again) || again.Outcome != first.Outcome || again.Say != first.Say || again.Question != first.Question ||
				len(again.Actions) != len(first.Actions) || len(again.Options) != len(first.Options) {
				t.Errorf("%q then %q: %s %q, want %s %q again", c.command, said, summary(again), again.Say, first.Outcome, first.Say)
				continue
			}
			if got := summary(ask(c.answer)); got != c.done {
				t.Errorf("%q, %q, then %q: %s, want %s", c.command, said, c.answer, got, c.done)
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	for _, said := range slices.Concat(pardons(t, "en"), pardons(t, "zh")) {
		if r := e.Ask(context.Background(), turn.Request{Text: said, Session: "nothing asked", DryRun: true}); runs(summary(r)) || r.Outcome == turn.Confirm {
			t.Errorf("%q with nothing asked: %s %q", said, summary(r), r.Say)
		}
	}
}

// TestPardonPIN: asked again while a PIN is wanted, edge asks for the PIN
// again, and the PIN after it confirms; a question that expired is not
// asked again.
func TestPardonPIN(t *testing.T) {
	db := storetest.Open(t)
	if err := db.Import(hometest.Load(t, "safe"), index.Write); err != nil {
		t.Fatal(err)
	}
	c := &clock{t: time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)}
	e, err := turn.New(db, turn.Options{Clock: c.now})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ask := func(text string, wait time.Duration) turn.Result {
		c.t = c.t.Add(wait)
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s", Channel: "voice"})
	}
	first := ask("unlock the front door", 21*time.Second)
	if first.Outcome != turn.Confirm {
		t.Fatalf("unlock: %s", summary(first))
	}
	if r := ask("sorry, what?", 21*time.Second); r.Outcome != turn.Confirm || r.Say != first.Say || !onlyPending(r) {
		t.Errorf("pardon to the PIN asked: %s %q, want %q again", summary(r), r.Say, first.Say)
	}
	if r := ask("2580", 21*time.Second); summary(r) != "done: lock.front unlock done" {
		t.Errorf("the PIN after pardon: %s %q", summary(r), r.Say)
	}
	if r := ask("lock the front door", 21*time.Second); r.Outcome != turn.Confirm && r.Outcome != turn.Done {
		t.Fatalf("lock: %s", summary(r))
	}
	if r := ask("unlock the front door", 21*time.Second); r.Outcome != turn.Confirm {
		t.Fatalf("unlock: %s", summary(r))
	}
	if r := ask("what?", 10*time.Minute); r.Outcome == turn.Confirm || runs(summary(r)) {
		t.Errorf("pardon after the question expired: %s %q, want it not asked again", summary(r), r.Say)
	}
}
