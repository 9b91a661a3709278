package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/audit"
	"edge/turn"
)

// TestOptionNumberShown: an option chosen by its digit while edge asks
// which one ("2", "3 please", "1 thanks", 2 to a Chinese question) is kept
// as said in the result's text and the audit log: it showed as [PIN], as
// if the home's PIN had been said. A digit said to a question of the PIN,
// or with nothing asked, is still masked.
func TestOptionNumberShown(t *testing.T) {
	e, db, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	asks := []struct {
		said    string
		options int
	}{
		{"turn on the ac", 2}, {"turn off the ac", 2}, {"turn on the lamp", 3}, {"turn off the lamp", 3},
		{"set the ac to 22 degrees", 2}, {"开空调", 2}, {"关空调", 2}, {"打开空调", 2},
	}
	forms := []string{"%d", "%d please", "%d thanks", "um %d", "%d.", "%d吧"}
	n := 0
	said := map[string]bool{}
	for _, a := range asks {
		for i := 1; i <= a.options; i++ {
			for _, f := range forms {
				answer := fmt.Sprintf(f, i)
				n++
				s := fmt.Sprintf("opt%d", n)
				if r := ask(a.said, s); r.Outcome != turn.Clarify {
					t.Fatalf("%q: %s, want a question of which", a.said, planned(r))
				}
				r := ask(answer, s)
				if r.Text != answer || strings.Contains(r.Say, "[PIN]") {
					t.Errorf("%q after %q: text %q, say %q, want it as said", answer, a.said, r.Text, r.Say)
				}
				if r.Outcome != turn.Planned {
					t.Errorf("%q after %q: %s, want the option planned", answer, a.said, planned(r))
				}
				said[s+"|"+answer] = true
			}
		}
	}
	if n < 100 {
		t.Errorf("%d conversations, want at least 100", n)
	}
	for _, d := range []string{"2", "3"} {
		ask("unlock the front door", "pin"+d)
		if r := ask(d, "pin"+d); r.Text != "[PIN]" || len(r.Actions) > 0 {
			t.Errorf("%q to the front door's question: text %q, %s, want masked and nothing done", d, r.Text, planned(r))
		}
		if r := ask(d, "alone"+d); r.Text != "[PIN]" {
			t.Errorf("%q with nothing asked: text %q, want masked", d, r.Text)
		}
	}
	logged := 0
	if err := audit.NewLog(db.View).Each(func(en audit.Entry) error {
		if said[en.Session+"|"+en.Text] {
			logged++
		}
		if strings.HasPrefix(en.Session, "opt") && en.Text == "[PIN]" {
			t.Errorf("session %s: logged as [PIN]", en.Session)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if logged < n {
		t.Errorf("%d answers logged as said, want %d", logged, n)
	}
}
