package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseThenAfter says two commands joined by 以后 or 之后 ("床头灯关掉之后大白
// 打开", "把电视关了以后打开台灯", "关掉电视以后，把灯打开"), on the devices of the
// demo home that switch, by each of their Chinese names, each with the
// next: both are done as with 然后. They were not understood (找不到“之后
// 大白”). After what is no command ("回家以后开空调", "吃完饭以后关电视",
// "我出门以后把门锁上") or with no command after ("关灯以后睡觉") nothing is
// done: a time edge cannot tell is never now.
func TestChineseThenAfter(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "thenafter")
	var names []string
	for _, d := range hometest.Load(t, "demo").Devices {
		if slices.Contains(d.Capabilities, "onoff") {
			names = append(names, chineseNames(d)...)
		}
	}
	forms := []string{"%a关掉%w%b打开", "把%a关了%w打开%b", "关掉%a%w把%b打开", "%a关了%w，把%b打开", "打开%a%w，关掉%b"}
	for i, a := range names {
		b := names[(i+7)%len(names)]
		if strings.Contains(a, b) || strings.Contains(b, a) {
			continue
		}
		for _, w := range []string{"以后", "之后"} {
			for _, f := range forms {
				said := strings.NewReplacer("%a", a, "%b", b, "%w", w).Replace(f)
				s.same(said, strings.NewReplacer("%a", a, "%b", b, "%w", "然后").Replace(f))
			}
		}
	}
	if s.n < 250 {
		t.Fatalf("%d utterances, want at least 250", s.n)
	}
	s.nothing("回家以后开空调", "吃完饭以后关电视", "等我睡着以后关电视", "关灯以后睡觉", "我出门以后把门锁上", "下班以后打开空调",
		"孩子睡了以后关灯", "回家以后，开空调", "打开空调以后", "关电视以后怎么办")
}
