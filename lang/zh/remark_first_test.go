package zh

import (
	"slices"
	"strings"
	"testing"

	"edge/lang"
)

// TestRemarksParsedOnce: an utterance of many pauses and remark words is
// read as the remark steps read it, what they parse again parsed without
// them: "灯" and two hundred of "，我" was parsed again at every split of
// every split before it (sixteen took minutes). It still names nothing to
// do, and a remark before or after a command is still dropped.
func TestRemarksParsedOnce(t *testing.T) {
	commands := func(cls []lang.Clause) int {
		n := 0
		for _, c := range cls {
			if c.Has(lang.Verb) {
				n++
			}
		}
		return n
	}
	if cls, _ := (pack{}).Parse("灯" + strings.Repeat("，我", 200)); commands(cls) != 0 {
		t.Errorf("灯，我，我…: %d commands, want none", commands(cls))
	}
	for _, text := range []string{"开客厅空调因为太热了", "我看不见了，开客厅空调", "开客厅空调我看不见"} {
		cls, err := pack{}.Parse(text)
		if err != nil || len(cls) != 1 || commands(cls) != 1 || !slices.ContainsFunc(cls[0], func(p lang.Phrase) bool {
			return p.Kind == lang.NP && slices.Equal(p.Words, []string{"客厅空调"})
		}) {
			t.Errorf("%s: %v, %v, want the command alone", text, cls, err)
		}
	}
}
