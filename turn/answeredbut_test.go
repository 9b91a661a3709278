package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestAnsweredBut: a yes or a no said with all but some to the
// yes-or-no question of a sweep ("turn off all the lights?" "yes, except
// the bedroom", "no, all but the kitchen"; 关掉所有灯？ 对，除了卧室, 好的，
// 卧室除外, 不，除了卧室都关) is the exception: the sweep with it, asked again
// as the exception said alone is. The yes is never the sweep's yes: nothing
// is done before a yes to the question asked again. A yes or a no with an
// exception and another verb (不，除了卧室都开, "no, turn on everything
// except the bedroom") is never the sweep: nothing is done with the sweep's
// verb nor reaches the place left out.
func TestAnsweredBut(t *testing.T) {
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
		{"bedroom", "卧室", "bedroom"}, {"kitchen", "厨房", "kitchen"}, {"study", "书房", "study"}, {"garden", "花园", "garden"},
	}
	enOpeners := []string{"yes, ", "yes ", "yeah, ", "ok, ", "okay ", "sure, ", "yep, ", "no, ", "nope, ", "um, yes, "}
	enBut := []string{"except the %s", "all except the %s", "all but the %s", "except for the %s", "everything except the %s"}
	zhOpeners := []string{"对，", "好的，", "好，", "是的，", "行，", "可以，", "不，", "不对，", "不要，", "好吧，", "嗯，对，", "对"}
	zhBut := []string{"除了%s", "%s除外", "除%s外", "除了%s都{v}", "除了%s以外都{v}吧"}
	sweeps := []struct {
		said, verb, sweep string
		zh                bool
	}{
		{"turn off all the lights", "", "off", false},
		{"关掉所有灯", "关", "off", true},
		{"打开所有灯", "开", "on", true},
	}
	n := 0
	for _, sw := range sweeps {
		openers, buts := enOpeners, enBut
		if sw.zh {
			openers, buts = zhOpeners, zhBut
		}
		for _, pl := range places {
			name := pl.en
			if sw.zh {
				name = pl.zh
			}
			for _, b := range buts {
				alone := strings.ReplaceAll(fmt.Sprintf(b, name), "{v}", sw.verb)
				if r := ask(sw.said, "abw"+sw.said+alone); r.Outcome != turn.Confirm {
					t.Fatalf("%q: %s, want a yes asked for", sw.said, planned(r))
				}
				want := planned(ask(alone, "abw"+sw.said+alone))
				if !strings.HasPrefix(want, "confirm: ") || strings.Contains(want, pl.room) {
					t.Fatalf("%q after %q: %s, want asked again without the %s", alone, sw.said, want, pl.en)
				}
				for _, o := range openers {
					said := o + alone
					n++
					s := fmt.Sprintf("ab%d", n)
					if r := ask(sw.said, s); r.Outcome != turn.Confirm {
						t.Fatalf("%q: %s, want a yes asked for", sw.said, planned(r))
					}
					if got := planned(ask(said, s)); got != want {
						t.Errorf("%q after %q:\n got %s\nwant %s", said, sw.said, got, want)
					}
				}
			}
		}
	}
	if n < 250 {
		t.Errorf("%d conversations, want at least 250", n)
	}
	others := []struct {
		said, sweep string
		answers     []string
	}{
		{"关掉所有灯", "off", []string{"不，除了%s都开", "好的，除了%s都打开", "对，除了%s别的都打开"}},
		{"turn off all the lights", "off", []string{"no, turn on everything except the %s", "yes, turn them all on except the %s"}},
	}
	m := 0
	for _, sw := range others {
		for _, pl := range places {
			name := pl.en
			if !strings.HasPrefix(sw.said, "turn") {
				name = pl.zh
			}
			for _, f := range sw.answers {
				said := fmt.Sprintf(f, name)
				m++
				s := fmt.Sprintf("abo%d", m)
				if r := ask(sw.said, s); r.Outcome != turn.Confirm {
					t.Fatalf("%q: %s, want a yes asked for", sw.said, planned(r))
				}
				bad := func(r turn.Result, after string) {
					t.Helper()
					for _, a := range r.Actions {
						if a.Command == sw.sweep || roomOf[a.Device] == pl.room {
							t.Errorf("%q after %q%s: %s, the sweep's verb or the %s", said, sw.said, after, planned(r), pl.en)
						}
					}
				}
				r := ask(said, s)
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
	if m < 20 {
		t.Errorf("%d conversations of another verb, want at least 20", m)
	}
}
