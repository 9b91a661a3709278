package turn_test

import (
	"strings"
	"testing"
)

// TestChineseThanksForWhatWasDone says thanks said right before what was
// done ("谢谢你帮我开灯", "多谢把电视关了"): answered as asked, never done
// again nor asked where; said apart from a command ("谢谢，帮我…", "…，谢
// 谢"), it is politeness and the command runs. Every word of thanks of the
// pack reads so (lang/zh TestThanksForWhatWasDoneAsks).
func TestChineseThanksForWhatWasDone(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	answered := func(got string) bool { return strings.HasPrefix(got, "answer:") }
	for _, w := range []string{"谢谢", "谢谢你", "多谢", "感谢您", "谢啦"} {
		for _, f := range []string{"%s帮我开灯", "%s把电视关了", "%s帮我把厨房灯打开", "%s给我关了油烟机", "%s帮我开了灯"} {
			want[strings.Replace(f, "%s", w, 1)] = answered
		}
		want[w+"，帮我把厨房灯打开"] = is("planned: light.kitchen on planned")
		want["把厨房灯打开，"+w] = is("planned: light.kitchen on planned")
	}
	askAll(t, wordsEngine(t), want, "thanks")
}
