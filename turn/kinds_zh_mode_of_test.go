package turn_test

import (
	"testing"

	"edge/home/hometest"
)

// TestChineseModeOfThing says the mode of every device of the demo home
// that has modes, by each of its Chinese names, said before the verb that
// sets it ("卧室空调模式调成制热", "把空调模式改成自动", "卧室空调的模式调到制冷", "加湿
// 器模式调成睡眠", "空调模式制热"): each does what the device set to the mode
// does ("卧室空调调成制热模式"). They were a name not found (卧室里找不到“空调
// 模式”). A mode the device lacks (除湿 of an air conditioner) and a
// question of the mode do nothing; a scene named with 模式 is still
// started by its name and a word of its kind ("观影模式场景").
func TestChineseModeOfThing(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "modeof")
	modes := map[string][]string{"thermostat": {"制冷", "制热", "自动"}, "humidifier": {"睡眠", "自动"}}
	verbs := []string{"调成", "改成", "调到", "设为", "切换到", "换成", "设置成", "设成", "改为", "改到"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, ms := range modes {
			if !d.Has(c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, m := range ms {
					plain := "把" + name + "调成" + m + "模式"
					for _, v := range verbs {
						s.same(name+"模式"+v+m, plain)
						s.same("把"+name+"模式"+v+m, plain)
						s.same(name+"的模式"+v+m, plain)
						s.same("把"+name+"的模式"+v+m+"吧", plain)
					}
					if d.Has("thermostat") {
						s.same(name+"模式"+m, plain)
					}
				}
				if d.Has("thermostat") {
					s.nothing(name+"模式调成除湿", name+"的模式调到送风")
				}
				s.nothing(name+"什么模式", name+"的模式是什么", name+"模式别调成自动")
			}
		}
	}
	s.same("观影模式场景", "启动观影模式")
	s.same("晚安模式", "启动晚安模式")
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
