package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseOpenToValue says a value right after 开 whose numeral begins
// with 十 or 七 ("客厅空调开十六度", "台灯开七十", "窗帘开七十吧", "电视声音开十"), to
// every device of the demo home that is set to a level or a temperature,
// by each of its Chinese names: it is set to that value, as with 调到. 开十
// and 开七 were heard as 开始 and 开启, and the rest of the numeral read as
// the value: "客厅空调开十六度" set 6 °C, "台灯开七十" 10%. 开七 or 开十 with a
// name after it is still 开启 or 开始 ("开七客厅空调" turns it on).
func TestChineseOpenToValue(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "openvalue")
	values := map[string][]string{
		"thermostat": {"十六度", "十七度", "十八度", "十九度"},
		"brightness": {"七十", "十", "七十五", "十五", "百分之七十"},
		"position":   {"七十", "十", "七成", "十五"},
		"media":      {"十", "十五", "七十"},
		"humidifier": {"七十", "十五"},
	}
	attrs := map[string]string{"brightness": "亮度", "media": "音量", "humidifier": "湿度", "thermostat": "温度", "position": ""}
	forms := []string{"%n开%x", "把%n开%x", "%n开%x吧", "%n%a开%x", "帮我把%n%a开%x"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, xs := range values {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, x := range xs {
					for _, f := range forms {
						said := strings.NewReplacer("%n", name, "%a", attrs[c], "%x", x).Replace(f)
						s.same(said, "把"+name+attrs[c]+"调到"+x)
					}
				}
			}
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range chineseNames(d) {
			s.same("开七"+name, "开启"+name)
		}
	}
}
