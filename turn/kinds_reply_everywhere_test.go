package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestEverywhereAnswersWhichRoom answers edge's question of which room
// ("turn off the lights", 关灯: "Which room: …, or all of them?") with a
// word of everywhere ("everywhere", "every room", "all rooms", "the whole
// house", "in every room", "all over the house"; 到处, 每个地方, 所有地方): each
// is the answer "all" (全部), with an exception after it too ("everywhere
// except the bedroom"). They were not understood, or asked again.
func TestEverywhereAnswersWhichRoom(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	answer := func(ask, reply string) string {
		n++
		session := fmt.Sprintf("everywhere %d", n)
		if r := e.Ask(context.Background(), turn.Request{Text: ask, Session: session, DryRun: true}); r.Outcome != turn.Clarify {
			t.Fatalf("%q: %s, want which room asked", ask, summary(r))
		}
		return summary(e.Ask(context.Background(), turn.Request{Text: reply, Session: session, DryRun: true}))
	}
	for _, c := range []struct {
		asks, all []string
		words     []string
	}{
		{[]string{"turn off the lights", "switch the lights off", "turn on the lights", "dim the lights"}, []string{"all", "all of them"},
			[]string{"everywhere", "every room", "all rooms", "the whole house", "in every room", "all over the house", "everywhere please",
				"in all the rooms", "the house"}},
		{[]string{"关灯", "开灯", "把灯关了", "灯调暗一点"}, []string{"全部"}, []string{"到处", "每个地方", "所有地方", "所有房间", "每个房间", "全屋"}},
	} {
		for _, ask := range c.asks {
			want := answer(ask, c.all[0])
			for _, w := range append(c.words, c.all[1:]...) {
				if got := answer(ask, w); got != want {
					t.Errorf("%q, then %q: %s, want %s as %q", ask, w, got, want, c.all[0])
				}
			}
		}
	}
	if got, all := answer("turn off the lights", "everywhere except the bedroom"), answer("turn off the lights", "all except the bedroom"); got != all {
		t.Errorf("everywhere except the bedroom: %s, want %s", got, all)
	}
	if n < 60 {
		t.Errorf("%d utterances, want at least 60", n)
	}
}
