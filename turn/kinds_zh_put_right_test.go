package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChinesePutRight says a command of every device of the demo home, by
// each of its Chinese names, put right in the same breath with the verb
// alone ("客厅灯关一下，不是，开一下", "关客厅灯，哦不，开", "把卧室灯打开，说错了，
// 是关掉") or with the thing alone after 是 ("把卧室灯关了，不对，是客厅灯"):
// it does what the command put right does, and only that. "客厅灯关一下，
// 不是，开一下" asked which device (the verb put right lost its thing) and
// "把卧室灯关了，不对，是客厅灯" was not understood. The thing put right
// with no 是 ("把卧室灯关了，不对，客厅灯") and the whole command ("打开客厅灯，
// 不对，关掉客厅灯") are read as they were.
func TestChinesePutRight(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "putright")
	turns := map[string][2]string{"onoff": {"关", "打开"}, "position": {"打开", "关上"}}
	markers := []string{"不是", "不对", "说错了", "哦不", "不"}
	var onoff []string
	devices := hometest.Load(t, "demo").Devices
	for _, d := range devices {
		if slices.Contains(d.Capabilities, "onoff") {
			onoff = append(onoff, chineseNames(d)...)
		}
	}
	for _, d := range devices {
		for c, vs := range turns {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for i, m := range markers {
					from, to := vs[i%2], vs[(i+1)%2]
					plain := "把" + name + to + "了"
					s.same(name+from+"一下，"+m+"，"+to+"一下", plain)
					s.same("把"+name+from+"了，"+m+"，是"+to, plain)
					s.same(from+name+"，"+m+"，"+to, plain)
					s.same(from+name+"，"+m+"，"+to+name, plain)
				}
			}
		}
	}
	for i, name := range onoff {
		other := onoff[(i+1)%len(onoff)]
		for _, m := range markers[:3] {
			s.same("把"+other+"关了，"+m+"，是"+name, "把"+name+"关了")
			s.same("把"+other+"关了，"+m+"，"+name, "把"+name+"关了")
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
