package turn_test

import (
	"strings"
	"testing"
)

// TestChineseWhichNot says a question of which things a verb was not done
// to ("哪些灯没关", "还有什么没关", "哪盏灯没开") asks the state the verb did not
// bring, as a question of how many does (几盏灯没关): "哪些灯没关" listed the
// lights that are off. 哪 with a measure word (哪盏, 哪台, 哪扇, 哪一个) asks
// which, as 哪个 does; they were not understood. The demo home has the
// bedroom's ceiling light and the kitchen light on.
func TestChineseWhichNot(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "which")
	check := func(text string, want, not string) {
		s.n++
		got := s.ask(text)
		if got.Outcome != "answer" || !strings.Contains(got.Say, want) || strings.Contains(got.Say, not) {
			t.Errorf("%q: %s %q, want %s and not %s", text, got.Outcome, got.Say, want, not)
		}
	}
	for _, which := range []string{"哪些", "哪个", "哪盏", "哪几盏", "哪几个", "哪一个", "有哪些", "还有哪些"} {
		for _, still := range []string{"", "还"} {
			for _, end := range []string{"", "啊", "呢"} {
				check(which+"灯"+still+"没关"+end, "厨房灯", "卫生间灯")
				check(which+"灯"+still+"没关掉"+end, "厨房灯", "卫生间灯")
				check(which+"灯"+still+"没开"+end, "卫生间灯", "厨房灯")
				check(which+"灯开着"+end, "厨房灯", "卫生间灯")
				check(which+"灯"+still+"亮着"+end, "厨房灯", "卫生间灯")
			}
		}
	}
	for _, text := range []string{"还有什么没关", "什么没关", "还有什么东西没关"} {
		check(text, "厨房灯", "卫生间灯")
	}
	for _, text := range []string{"哪台空调开着", "哪台空调没关"} {
		check(text, "没开着", "厨房灯")
	}
	if s.n < 200 {
		t.Errorf("%d utterances, want at least 200", s.n)
	}
}
