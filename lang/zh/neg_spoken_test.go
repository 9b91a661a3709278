package zh

import (
	"testing"
)

// TestEveryNegationSaysNo: every negation of the pack, the words of
// places among them (莫, 甭, 勿, 免, 不必, 没必要), before a verb, after its
// name or before 把, says what 不要 says: the command is refused, never
// asked about nor done.
func TestEveryNegationSaysNo(t *testing.T) {
	var pairs [][2]string
	for _, neg := range negWords() {
		if neg != "不要" {
			pairs = append(pairs, [2]string{neg, "不要"})
		}
	}
	if len(pairs) < 10 {
		t.Errorf("%d negations, want at least 10", len(pairs))
	}
	saysAs(t, "negation", pairs, "%s开客厅灯", "客厅灯%s关", "%s把电视关了", "先%s开空调", "卧室的灯就%s开了")
}
