package turn_test

import (
	"strings"
	"testing"
)

// TestChineseFeelingSome says a room is a bit or quite too dark, bright,
// hot, cold, loud or dry with 好 and 有点 (有点儿, 有一点) before any state
// the pack reads with 太 ("客厅有点黑", "好黑啊", "卧室有点儿刺眼", "电视好响"):
// the change is asked as "太…了" asks it, and nothing is done before the
// yes. 有点黑 and 好黑 were not understood.
func TestChineseFeelingSome(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "feelingsome")
	states := map[string]string{"黑": "调高", "刺眼": "调低", "亮": "调低", "暗": "调高", "热": "调低", "冷": "调高", "闷": "调低", "响": "调低", "吵": "调低"}
	places := map[string][]string{"黑": {"客厅", "厨房", "书房"}, "刺眼": {"客厅", "厨房"}, "亮": {"厨房", "书房"}, "暗": {"客厅", "书房"},
		"热": {"卧室", "客厅"}, "冷": {"卧室", "客厅"}, "闷": {"卧室"}, "响": {"电视", "书房音箱"}, "吵": {"电视"}}
	for state, change := range states {
		for _, place := range places[state] {
			for _, d := range []string{"好", "有点", "有点儿", "有一点", "有一点儿"} {
				for _, f := range []string{"%s%s%s", "%s%s%s啊", "感觉%s%s%s了", "%s里%s%s"} {
					if f == "%s里%s%s" && (place == "电视" || place == "书房音箱") {
						continue
					}
					text := strings.Replace(strings.Replace(strings.Replace(f, "%s", place, 1), "%s", d, 1), "%s", state, 1)
					s.n++
					r := s.ask(text)
					if got := summary(r); runs(got) || r.Outcome != "clarify" || !strings.Contains(r.Say, change) {
						t.Errorf("%q: %s %q, want %s asked", text, got, r.Say, change)
					}
				}
			}
		}
	}
	if s.n < 200 {
		t.Fatalf("%d utterances, want at least 200", s.n)
	}
}
