package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestChinesePrefaceBeforeAPause: the words a speaker opens with before a
// pause (跟你说个事，…; 听着，…; 你听我说，…; 是这样的，…; 还有件事，…; 来，…;
// 第一，…; 最后，…), and 首先, 最后 or 那么就 said first with no pause, leave
// what follows as said alone, for every device of the demo home named in
// Chinese that switches and for commands with no name: they were read as
// a name not found or not understood. So are the words of an answer
// before 把 or a name (好的，把电视关了; 行，客厅灯关一下; 没事，…; 等等，…);
// before a verb alone (好的，开吧) they are still the answer. Said while
// a yes is asked for, the command after them is done and what was asked
// is not, nor is it by a yes after.
func TestChinesePrefaceBeforeAPause(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text, room string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Room: room, Session: fmt.Sprintf("p%d", n), DryRun: true})
	}
	cmds := append(chineseSwitchings(t, "把%s关了", "%s开一下"), saidInRoom{"声音小点", "living"}, saidInRoom{"关灯", "kitchen"},
		saidInRoom{"观影模式", ""}, saidInRoom{"客厅主灯开着吗", ""})
	prefaces := []string{"跟你说个事，", "听着，", "你听我说，", "是这样的，", "还有件事，", "还有个事，", "来，", "来来来，", "第一，", "第二步，",
		"最后，", "首先", "那么就", "嗯，跟你说个事，"}
	answers := []string{"好的，", "行，", "行了，", "没事，", "等等，", "好了，", "没问题，"}
	checked := 0
	for _, c := range cmds {
		want := summary(ask(c.text, c.room))
		if !runs(want) && want != "answer: " {
			continue
		}
		ps := prefaces
		if !strings.HasPrefix(c.text, "关") && !strings.HasPrefix(c.text, "声音") {
			ps = append(slices.Clone(prefaces), answers...) // before 把 or a name
		}
		for _, p := range ps {
			text := p + c.text
			checked++
			if got := summary(ask(text, c.room)); got != want {
				t.Errorf("%q in %q → %s, want %s as alone", text, c.room, got, want)
			}
		}
	}
	if checked < 500 {
		t.Fatalf("%d checked, want at least 500", checked)
	}
	for _, p := range append(slices.Clone(prefaces), answers...) {
		session := "asked" + p
		e.Ask(context.Background(), turn.Request{Text: "打开车库门", Session: session, DryRun: true})
		r := e.Ask(context.Background(), turn.Request{Text: p + "把电视关了", Session: session, DryRun: true})
		if got := summary(r); got != "planned: media.living_tv off planned" {
			t.Errorf("打开车库门, then %q → %s, want the TV alone switched off", p+"把电视关了", got)
		}
		if r := e.Ask(context.Background(), turn.Request{Text: "好", Session: session, DryRun: true}); len(r.Actions) > 0 {
			t.Errorf("打开车库门, %q, then 好 → %s, want nothing: the yes was never given", p+"把电视关了", summary(r))
		}
	}
	for _, reply := range []string{"好的，开吧", "好，打开"} {
		session := "reply" + reply
		e.Ask(context.Background(), turn.Request{Text: "打开车库门", Session: session, DryRun: true})
		if got := summary(e.Ask(context.Background(), turn.Request{Text: reply, Session: session, DryRun: true})); got != "planned: cover.garage_door open planned" {
			t.Errorf("打开车库门, then %q → %s, want its yes", reply, got)
		}
	}
}
