package turn_test

import (
	"strings"
	"testing"
)

// TestChineseLampVerbs says the verbs said of a lamp only, in one word
// with 灯 (亮灯 and 闭灯, as 开灯 and 熄灯), after a room or with a name that
// ends in 灯 after them (客厅亮灯, 卧室闭灯, 灯亮一下, 把客厅主灯闭了), switch
// that room's or that lamp on and off: they were not understood. A name
// that holds 亮 before 灯 (月亮灯), 亮 said of what is no lamp (车库门亮一下)
// and 闭 of a door (前门闭了) act on nothing.
func TestChineseLampVerbs(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	commands := map[string]string{"亮": "on", "闭": "off"}
	lights := map[string]string{"客厅": "light.living", "厨房": "light.kitchen", "门厅": "light.hall", "车库": "light.garage"}
	names := map[string]string{"客厅主灯": "light.living", "厨房灯": "light.kitchen", "门厅灯": "light.hall", "车库灯": "light.garage"}
	for verb, command := range commands {
		for place, id := range lights {
			for _, f := range []string{"%p%v灯", "%p%v灯吧", "小爱同学%p%v灯", "嗯%p%v灯呗"} {
				want[strings.NewReplacer("%p", place, "%v", verb).Replace(f)] = is("planned: " + id + " " + command + " planned")
			}
		}
		for name, id := range names {
			for _, f := range []string{"%n%v一下", "把%n%v了", "%n给我%v了吧"} {
				want[strings.NewReplacer("%n", name, "%v", verb).Replace(f)] = is("planned: " + id + " " + command + " planned")
			}
		}
	}
	for _, text := range []string{"打开月亮灯", "车库门亮一下", "前门闭了", "把大门闭上", "天亮了", "燃气阀门闭了", "客厅窗帘亮一下"} {
		want[text] = func(got string) bool { return !runs(got) }
	}
	if len(want) < 60 {
		t.Errorf("%d wordings, want at least 60", len(want))
	}
	askAll(t, eveningEngine(t, "lampverb.yaml", lightUpHome), want, "lamp verb")
}
