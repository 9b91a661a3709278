package turn_test

import (
	"strings"
	"testing"

	"edge/turn"
)

// TestDoubtedReply answers the yes asked of every risky command of the
// demo home, in English and Chinese, with a yes said with a doubt ("maybe
// yes", "i think so", "yeah probably", 应该是吧, 我觉得可以, 好了吧) or a
// doubt alone ("not sure", 不知道, 随便) or a yes conceded (可以是可以):
// nothing is done, the question is
// asked again, and a plain yes after it still confirms. A no said with a
// doubt ("maybe not", 可能不要) and "i'll do it myself" (算了我自己来)
// cancel. "maybe yes" and 行了 opened the garage door; "i guess so" and
// 可能吧 cancelled; "not sure" and 应该是吧 dropped the question; 算了我自
// 己来 looked for 我自己来 by name.
func TestDoubtedReply(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	say := func(sess string, texts ...string) turn.Result { return saidInTurn(e, sess, texts...) }
	check := func(cmd, yes, reply string, doubt bool) {
		t.Helper()
		n++
		sess := cmd + " | " + reply
		want := summary(say("plain "+sess, cmd, yes))
		if first := say(sess, cmd); first.Outcome != turn.Confirm {
			t.Fatalf("%q: %s, want its yes asked", cmd, summary(first))
		}
		got := say(sess, reply)
		switch {
		case len(got.Actions) > 0:
			t.Errorf("%q to %q: %s, want nothing done", reply, cmd, summary(got))
		case doubt && got.Outcome != turn.Confirm:
			t.Errorf("%q to %q: %s, want the yes asked again", reply, cmd, summary(got))
		case !doubt && got.Outcome != turn.Cancelled:
			t.Errorf("%q to %q: %s, want cancelled", reply, cmd, summary(got))
		case doubt:
			if after := summary(say(sess, yes)); after != want {
				t.Errorf("%q to %q, then %q: %s, want %s", reply, cmd, yes, after, want)
			}
		}
	}
	var enDoubts, zhDoubts []string
	for _, h := range []string{"maybe", "perhaps", "probably", "i think", "i guess", "i suppose", "i believe", "i reckon", "yeah i think"} {
		enDoubts = append(enDoubts, h+" so", h+" yes")
	}
	for _, y := range []string{"yes", "yeah", "sure", "ok"} {
		for _, h := range []string{" maybe", " i think", " i guess", " probably", ", i suppose", " kind of"} {
			enDoubts = append(enDoubts, y+h)
		}
	}
	enDoubts = append(enDoubts, "not sure", "i'm not sure", "i don't know", "dunno", "whatever", "if you want", "i hope so",
		"possibly", "hmm, maybe", "i'd say yes", "could be")
	for _, h := range []string{"可能", "也许", "应该", "大概", "好像", "我觉得", "估计", "或许", "我感觉"} {
		for _, y := range []string{"是吧", "可以吧", "行吧", "吧", "是", "可以", "要吧"} {
			zhDoubts = append(zhDoubts, h+y)
		}
	}
	zhDoubts = append(zhDoubts, "不知道", "我也不知道", "随便", "无所谓", "不确定", "都行", "你看着办", "行了", "好了吧", "好了", "够了", "可以了吧", "嗯，应该是吧", "可以是可以", "好是好", "行是行", "可以是可以，不过", "好的，不过", "可以，但是", "行，可是")
	enNo := []string{"maybe not", "probably not", "i guess not", "i think not", "maybe no", "i suppose not", "perhaps not",
		"i'll do it myself", "no, i'll do it myself", "let me do it", "i got it"}
	zhNo := []string{"可能不要", "应该不用了", "好像不用", "大概不要吧", "我觉得不要", "算了我自己来", "我自己来", "算了，我来", "不用，我自己去", "不用了，我自己去吧"}
	for _, cmd := range []string{"open the garage door", "unlock the front door", "disarm the alarm", "open the gas valve", "turn off all the lights"} {
		for _, r := range enDoubts {
			check(cmd, "yes", r, true)
		}
		for _, r := range enNo {
			check(cmd, "yes", r, false)
		}
	}
	for _, cmd := range []string{"打开车库门", "把前门解锁", "打开燃气阀", "关掉所有的灯"} {
		for _, r := range zhDoubts {
			check(cmd, "确认", r, true)
		}
		for _, r := range zhNo {
			check(cmd, "确认", r, false)
		}
	}
	for _, c := range []struct{ cmd, reply string }{{"turn on the light", "probably the kitchen one"}, {"turn on the light", "i guess the hall"},
		{"打开灯", "可能是卧室的"}, {"打开灯", "应该是厨房吧"}} {
		n++
		sess := "which | " + c.cmd + c.reply
		if got := say(sess, c.cmd, c.reply); len(got.Actions) > 0 || got.Outcome != turn.Clarify || !strings.Contains(got.Question, ",") && !strings.Contains(got.Question, "，") {
			t.Errorf("%q to %q: %s %q, want which asked again", c.reply, c.cmd, summary(got), got.Question)
		}
	}
	if n < 300 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}
