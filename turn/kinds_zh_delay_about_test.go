package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseDelayAbout says a command put off by about so many, two
// digits together ("五六分钟后关电视", "三五分钟以后把台灯关了", "二三十分钟后",
// "过两三分钟", "一两个小时后"), to every device of the demo home that
// switches, by each of its Chinese names: it is put off as the same
// command with the first number is ("五分钟后关电视"), the command as said.
// It set the TV to 5% in 6 minutes. Said with no command, nothing is done.
func TestChineseDelayAbout(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "delayabout")
	abouts := map[string]string{"五六": "五", "三五": "三", "两三": "两", "一两": "一", "二三十": "二十", "十一二": "十一", "七八": "七"}
	units := []string{"分钟后", "分钟以后", "分钟之后", "个小时后"}
	forms := []string{"%d关%n", "%d把%n关了", "%n%d关掉", "%d打开%n"}
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range chineseNames(d) {
			for about, first := range abouts {
				for _, u := range units {
					for _, f := range forms {
						said := strings.NewReplacer("%d", about+u, "%n", name).Replace(f)
						plain := strings.NewReplacer("%d", first+u, "%n", name).Replace(f)
						s.n++
						want := summary(s.ask(plain))
						if got := summary(s.ask(said)); got != want || !strings.HasPrefix(want, "scheduled") && !strings.HasPrefix(want, "confirm") && !strings.HasPrefix(want, "clarify") {
							t.Errorf("%q: %s, want %s as %q", said, got, want, plain)
						}
					}
				}
			}
		}
	}
	if s.n < 1000 {
		t.Fatalf("%d utterances, want at least 1000", s.n)
	}
	s.nothing("五六分钟", "我五六分钟后到家", "电视看了五六分钟", "再等两三分钟", "两三个小时后", "我两三分钟后下楼", "电视五六分钟")
}

// TestChineseDelayAboutSpaced says a command put off by about so many with
// a speech recogniser's space between the two digits ("5 6分钟后关电视",
// "五 六分钟以后把台灯关了", "两 三个小时后"), to every device of the demo
// home that switches, by each of its Chinese names: it is put off as the
// same said together is ("五六分钟后关电视"). It set the TV to 5% in 6
// minutes. Two numbers that are no pair ("5 8分钟后关电视", "十 十五分钟后")
// do nothing, and no level is ever set by a delay's number.
func TestChineseDelayAboutSpaced(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "delayspaced")
	abouts := map[string]string{"5 6": "五六", "五 六": "五六", "3 5": "三五", "两 三": "两三", "1  2": "一二", "二 三十": "二三十", "7 八": "七八"}
	units := []string{"分钟后", "分钟以后", "个小时后"}
	forms := []string{"%d关%n", "%d把%n关了", "%n %d关掉", "%d打开%n"}
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range chineseNames(d) {
			for spaced, together := range abouts {
				for _, u := range units {
					for _, f := range forms {
						said := strings.NewReplacer("%d", spaced+u, "%n", name).Replace(f)
						plain := strings.NewReplacer("%d", together+u, "%n", name).Replace(f)
						s.n++
						want := summary(s.ask(plain))
						if got := summary(s.ask(said)); got != want || !strings.HasPrefix(want, "scheduled") && !strings.HasPrefix(want, "confirm") && !strings.HasPrefix(want, "clarify") {
							t.Errorf("%q: %s, want %s as %q", said, got, want, plain)
						}
					}
				}
			}
			for _, odd := range []string{"5 8分钟后关", "十 十五分钟后关", "20 30分钟后关", "2 5个小时后打开"} {
				s.nothing(odd + name)
			}
		}
	}
	if s.n < 1000 {
		t.Fatalf("%d utterances, want at least 1000", s.n)
	}
	s.nothing("5 6分钟", "我5 6分钟后到家", "电视看了5 6分钟", "再等两 三分钟", "2 3个小时后")
}
