package turn_test

import (
	"strings"
	"testing"
)

// TestChineseLockTopic says the lock first, by a name and 锁 or with 的
// between (大门锁, 前门锁, 前门的锁, 门锁, 锁 alone), then a pause, said or a
// recogniser's space, then what to do with it and no name ("大门锁，打开",
// "前门锁 开一下吧", "前门的锁，解锁", "锁，锁上"): the lock is opened or locked
// as "打开前门" or "锁上前门" does it. 锁 was read as the verb "lock", and the
// command after the pause as a second one on the same door: "大门锁，打开"
// asked to lock the front door and unlock it. Where a name follows the
// pause, or no verb, or 把 opens the clause, 锁 is still the verb, and the
// front door is never unlocked.
func TestChineseLockTopic(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "locktopic")
	locks := []string{"大门锁", "前门锁", "前门的锁", "大门的锁", "门锁", "锁"}
	pauses := []string{"，", " ", "。", ", ", "、"}
	openers := []string{"", "嗯，", "呃，", "小爱同学，"}
	commands := map[string]string{"打开": "打开前门", "开一下吧": "打开前门", "给我打开": "打开前门", "解锁": "打开前门", "开开": "打开前门",
		"打开吧": "打开前门", "锁上": "锁上前门", "锁一下": "锁上前门", "锁好": "锁上前门", "给我锁上吧": "锁上前门"}
	for _, l := range locks {
		for _, p := range pauses {
			for _, o := range openers {
				for c, plain := range commands {
					s.same(o+l+p+c, plain)
				}
			}
		}
	}
	if s.n < 1000 {
		t.Fatalf("%d utterances, want at least 1000", s.n)
	}
	for _, text := range []string{"前门锁，谢谢", "前门锁，打开客厅灯", "把前门锁，再开灯", "前门锁，开灯", "把大门锁，然后打开台灯", "前门锁了，关了吧"} {
		s.n++
		if got := summary(s.ask(text)); strings.Contains(got, "unlock") {
			t.Errorf("%q: %s, want the front door never unlocked", text, got)
		}
	}
}
