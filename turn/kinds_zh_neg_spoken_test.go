package turn_test

import (
	"strings"
	"testing"
)

// TestChineseNegationsOfPlaces says the negations of places and of
// formal speech (Sichuan 莫, Beijing 甭, 勿, Taiwan 免, 不必, 没必要, 用不着)
// before a verb or after its name: refused, never asked about ("您是说厨房
// 灯吗？" then done on a yes) nor done. Every negation of the pack reads
// as 不要 (lang/zh TestEveryNegationSaysNo).
func TestChineseNegationsOfPlaces(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	refused := func(got string) bool { return strings.HasPrefix(got, "cancelled:") }
	for _, neg := range []string{"莫", "甭", "勿", "免", "不必", "没必要", "用不着", "无需"} {
		for _, f := range []string{"%s开厨房灯", "厨房灯%s开", "%s把电视关了", "电视就%s关了"} {
			want[strings.Replace(f, "%s", neg, 1)] = refused
		}
	}
	askAll(t, wordsEngine(t), want, "negation of a place")
}
