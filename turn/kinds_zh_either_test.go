package turn_test

import (
	"fmt"
	"testing"
)

// TestChineseEitherAnswered answers each question of which the demo home
// asks in Chinese (打开风扇: 哪一个：卫生间的，还是客厅的？; 关掉灯: 哪个房间…)
// with words that leave the choice to edge (都可以, 都成, 都好, 都一样,
// 哪个都可以, 随便哪一个, 任何一个, with 吧 or 啊 after them): no choice, so
// the question is asked again and nothing is done. 都可以 was read as 都,
// all of them, and switched on both fans. 都开, 两个都开, 全部 and 都要 are
// still all of them.
func TestChineseEitherAnswered(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "either")
	asked := 0
	for _, command := range []string{"打开风扇", "关掉风扇", "打开空调", "关掉空调", "关掉灯", "打开灯", "把空调调到24度", "风扇开一下"} {
		first := s.ask(command)
		if first.Outcome != "clarify" {
			t.Errorf("%q: %s (say %s), want a question of which", command, summary(first), first.Say)
			continue
		}
		asked++
		for _, either := range []string{"都可以", "都成", "都好", "都一样", "哪个都可以", "哪一个都可以", "随便哪个", "随便哪一个",
			"任何一个", "任意一个"} {
			for _, after := range []string{"", "吧", "啊", "，都可以", "。"} {
				said := either + after
				s.n++
				got := saidInTurn(s.e, fmt.Sprint("either ", s.n), command, said)
				if len(got.Actions) > 0 || got.Outcome != "clarify" || got.Say != first.Say {
					t.Errorf("%q, then %q: %s (say %s), want %q asked again", command, said, summary(got), got.Say, first.Say)
				}
			}
		}
		if len(first.Options) > 2 {
			continue // a room asked: all of them asks its own yes
		}
		for _, all := range []string{"都开", "两个都要", "全部", "都要", "都"} {
			s.n++
			if got := saidInTurn(s.e, fmt.Sprint("either ", s.n), command, all); len(got.Actions) != len(first.Options) {
				t.Errorf("%q, then %q: %s (say %s), want all %d", command, all, summary(got), got.Say, len(first.Options))
			}
		}
	}
	if asked < 6 || s.n < 300 {
		t.Fatalf("%d questions, %d answers: too few to say anything", asked, s.n)
	}
}
