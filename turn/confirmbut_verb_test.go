package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestConfirmButOtherVerb: all but some said with another verb to the
// yes-or-no question of a sweep ("turn off all the lights?" "turn on
// everything except the bedroom"; 关掉所有灯？ 除了卧室都开, 除了卧室别的都打开)
// is never the sweep asked about with that exception: nothing is done
// with the sweep's verb. It is a command of its own, on all but that
// place with the verb it says, which asks its own yes where a sweep
// does, or it is asked or not understood; nothing is done before a yes
// and nothing there is reached after it.
func TestConfirmButOtherVerb(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	roomOf := map[string]string{}
	for _, d := range hometest.Load(t, "demo").Devices {
		roomOf[d.ID] = d.Room
	}
	places := []struct{ en, zh, room string }{
		{"bedroom", "卧室", "bedroom"}, {"kitchen", "厨房", "kitchen"}, {"study", "书房", "study"},
		{"living room", "客厅", "living"}, {"garden", "花园", "garden"},
	}
	sweeps := []struct {
		said, sweep string // the sweep and its command
		answers     []string
	}{
		{"关掉所有灯", "off", []string{"除了%s都开", "除了%s别的都打开", "除了%s，其他都开", "除了%s以外全部打开", "%s除外，都打开吧"}},
		{"把所有的灯都关了", "off", []string{"除了%s都开", "除了%s的灯都打开"}},
		{"打开所有灯", "on", []string{"除了%s都关", "除了%s别的都关掉", "除了%s的灯都关了"}},
		{"turn off all the lights", "off", []string{"turn on everything except the %s", "turn them all on except the %s",
			"turn on all the lights except the %s", "switch everything on except the %s", "on except the %s"}},
		{"turn on all the lights", "on", []string{"turn off everything except the %s", "turn them all off except the %s",
			"switch off all the lights except the %s"}},
	}
	n := 0
	for _, sw := range sweeps {
		for _, pl := range places {
			name := pl.en
			if !strings.HasPrefix(sw.said, "turn") {
				name = pl.zh
			}
			for _, f := range sw.answers {
				said := fmt.Sprintf(f, name)
				n++
				s := fmt.Sprintf("cbv%d", n)
				if r := ask(sw.said, s); r.Outcome != turn.Confirm {
					t.Fatalf("%q: %s, want a yes asked for", sw.said, planned(r))
				}
				r := ask(said, s)
				bad := func(r turn.Result, after string) {
					t.Helper()
					for _, a := range r.Actions {
						switch {
						case a.Command == sw.sweep:
							t.Errorf("%q after %q%s: %s, done with the sweep's verb", said, sw.said, after, planned(r))
						case roomOf[a.Device] == pl.room:
							t.Errorf("%q after %q%s: %s reaches the %s", said, sw.said, after, planned(r), pl.en)
						}
					}
				}
				bad(r, "")
				if r.Outcome == turn.Planned || r.Outcome == turn.Done {
					t.Errorf("%q after %q: %s, want a yes asked for, a question or nothing", said, sw.said, planned(r))
				}
				if r.Outcome == turn.Confirm {
					bad(ask("yes", s), ", yes")
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d conversations, want at least 80", n)
	}
}
