package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestConfirmButSaid: all but some said to a yes-or-no question of a
// command on all of something in Chinese (关掉所有灯？ 除了卧室, 卧室除外,
// 除卧室外, 除了卧室和厨房), or as the command of the same verb that leaves
// it out (卧室的灯别关, 不要关卧室的, 除了卧室都关, "don't turn off the
// bedroom"), is that command with its exception, asked again as said
// whole: the answers were not understood, the refusals cancelled, and
// 除了卧室都关 asked of every device of the home but the bedroom's. Said
// to a question of one thing or with another verb, nothing is done.
func TestConfirmButSaid(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	sweeps := []struct {
		said, direct, verb string
		places             []string
		forms              []string
	}{
		{"关掉所有灯", "关掉所有灯，%s除外", "关", []string{"卧室", "厨房", "书房", "花园", "客厅"}, nil},
		{"把所有的灯都关了", "关掉所有灯，%s除外", "关", []string{"卧室", "车库", "门厅"}, nil},
		{"打开所有灯", "打开所有灯，%s除外", "开", []string{"卧室", "花园", "书房", "儿童房"}, nil},
		{"turn off all the lights", "turn off all the lights except the %s", "", []string{"bedroom", "kitchen", "study", "garden"},
			[]string{"don't turn off the %s", "do not turn off the lights in the %s", "don't turn the %s off",
				"turn them all off except the %s", "turn all of them off except the %s"}},
	}
	zhForms := []string{"除了%s", "除了%s的", "%s除外", "除%s外", "除了%s以外", "除了%s之外", "除了%s吧", "%s的除外",
		"%s的灯别{v}", "%s别{v}", "%s的不用{v}", "不要{v}%s的", "%s的灯不要{v}了", "除了%s都{v}", "除了%s全{v}了", "除了%s以外都{v}吧"}
	n := 0
	for _, sw := range sweeps {
		forms := sw.forms
		if forms == nil {
			forms = zhForms
		}
		for _, place := range sw.places {
			direct := fmt.Sprintf(sw.direct, place)
			want := planned(ask(direct, "direct"+direct))
			if !strings.HasPrefix(want, "confirm: ") {
				t.Fatalf("%q: %s", direct, want)
			}
			for _, f := range forms {
				said := strings.ReplaceAll(fmt.Sprintf(f, place), "{v}", sw.verb)
				n++
				s := fmt.Sprintf("cbs%d", n)
				if r := ask(sw.said, s); r.Outcome != turn.Confirm {
					t.Fatalf("%q: %s, want a yes asked for", sw.said, planned(r))
				}
				if got := planned(ask(said, s)); got != want {
					t.Errorf("%q after %q:\n got %s\nwant %s", said, sw.said, got, want)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d conversations, want at least 150", n)
	}
	for _, c := range []struct{ before, said string }{
		{"打开车库门", "除了卧室"}, {"打开车库门", "卧室的别关"}, {"解锁前门", "除了卧室都关"}, {"关掉所有灯", "卧室的别开"},
		{"关掉所有灯", "除了卧室都开"}, {"十分钟后关掉所有灯", "除了卧室"}, {"open the garage door", "don't turn off the bedroom"},
	} {
		s := "cbsq" + c.before + c.said
		if r := ask(c.before, s); r.Outcome != turn.Confirm {
			t.Fatalf("%q: %s, want a yes asked for", c.before, planned(r))
		}
		if r := ask(c.said, s); slices.ContainsFunc(r.Actions, func(a turn.Action) bool { return a.Status != turn.StatusPending }) {
			t.Errorf("%q after %q: %s, want nothing done", c.said, c.before, planned(r))
		}
	}
}
