package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseValueFirst says a value first, with the verb that sets it or
// its unit, and the thing it is for after it, by every Chinese name of
// the demo home's air conditioners and dimmable lights ("调到26度，卧室空调",
// "26度，卧室空调", "调到50台灯", "开到百分之三十，客厅主灯"): it sets that thing,
// as the thing said first does ("卧室空调调到26度", "台灯调到50"). The value
// alone asked which air conditioner of the home, "调到50台灯" read 50 as a
// count of lamps and asked to switch the study lamp on or off, and "26度，卧室
// 空调" was not understood.
func TestChineseValueFirst(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "value first")
	for _, d := range hometest.Load(t, "demo").Devices {
		for _, name := range chineseNames(d) {
			switch {
			case slices.Contains(d.Capabilities, "thermostat"):
				for _, v := range []int{18, 22, 26} {
					plain := fmt.Sprintf("%s调到%d度", name, v)
					for _, f := range []string{"调到%d度，%s", "%d度，%s", "设到%d度 %s", "开到%d度，%s", "调到%d度吧，%s", "嗯 调成%d度，%s吧",
						"调到%d度%s", "%d度 %s"} {
						s.same(fmt.Sprintf(f, v, name), plain)
					}
				}
			case slices.Contains(d.Capabilities, "brightness"):
				for _, v := range []int{30, 50, 80} {
					plain := fmt.Sprintf("%s调到%d%%", name, v)
					for _, f := range []string{"调到%d%s", "调到%d，%s", "调到百分之%d，%s", "%d%%，%s", "开到%d%%，%s"} {
						s.same(fmt.Sprintf(f, v, name), plain)
					}
				}
			}
		}
	}
	if s.n < 150 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
