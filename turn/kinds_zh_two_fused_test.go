package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseTwoFused says 俩, 两个 in one syllable, before a unit to every
// device of the demo home that takes one, by each of its Chinese names
// ("卧室空调调高俩度", "俩小时后关电视", "过俩分钟打开台灯", "电视音量调大俩格"):
// it does what 两 does there. It was read into a name (卧室里找不到“空调俩”).
// And "them two" said after two things were switched (把它们俩关了, 它俩关了,
// 这俩关一下, 把它们两个关了) is those two, as 把它们关了 is; 把它们两个关了
// set both to 2%. A name that holds 俩 (哥俩灯) stays whole.
func TestChineseTwoFused(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "twofused")
	devices := hometest.Load(t, "demo").Devices
	for _, d := range devices {
		var forms []string
		if slices.Contains(d.Capabilities, "thermostat") {
			forms = append(forms, "%n调高%c度", "%n调低%c度吧", "把%n升%c度", "%n温度降%c度")
		}
		if slices.Contains(d.Capabilities, "onoff") {
			forms = append(forms, "%c小时后关%n", "%c分钟后打开%n", "过%c小时关掉%n", "%c个小时以后把%n关了")
		}
		for _, name := range chineseNames(d) {
			for _, f := range forms {
				said := strings.NewReplacer("%n", name, "%c", "俩").Replace(f)
				plain := strings.NewReplacer("%n", name, "%c", "两").Replace(f)
				s.n++
				want := summary(s.ask(plain))
				if got := summary(s.ask(said)); got != want || strings.HasPrefix(want, "not_understood") {
					t.Errorf("%q: %s, want %s as %q", said, got, want, plain)
				}
			}
		}
	}
	first, pairs := "书房台灯", 0
	for _, d := range devices {
		if !slices.Contains(d.Capabilities, "onoff") || d.ID == "light.study_lamp" {
			continue
		}
		for _, name := range chineseNames(d) {
			opened := "打开" + first + "和" + name
			r := saidInTurn(s.e, "twofused plain "+name, opened, "把它们关了")
			if len(r.Actions) != 2 {
				continue // the two are not "them" here (found otherwise, or asked which)
			}
			pairs++
			want := summary(r)
			for _, them := range []string{"把它们俩关了", "它俩关了", "这俩关一下", "那俩关掉吧", "把它们两个关了", "它们俩关了吧", "把这俩关掉"} {
				s.n++
				if got := summary(saidInTurn(s.e, "twofused "+name+them, opened, them)); got != want {
					t.Errorf("%q then %q: %s, want %s", opened, them, got, want)
				}
			}
		}
	}
	if pairs < 10 {
		t.Errorf("%d pairs of things switched, want at least 10", pairs)
	}
	if s.n < 200 {
		t.Errorf("%d wordings, want at least 200", s.n)
	}
	s.nothing("打开哥俩灯", "我们俩出去了", "俩", "它们俩")
}
