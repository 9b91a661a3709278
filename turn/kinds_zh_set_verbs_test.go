package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseSpokenSetters says a value with the setting verbs of speech
// 改到 and 弄个 ("卧室空调改到二十六度", "台灯亮度改到五十", "卧室空调弄个二十六度"), to every device of the demo home that is set to a level or a
// temperature, by each of its Chinese names: it is set as with 调到. They
// were read into the name (卧室里找不到“空调改”) or asked about. What is no
// value of the home ("电视打到五台", "会议改到三点", "我打到车了") does nothing.
func TestChineseSpokenSetters(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "spokensetters")
	values := map[string][]string{"thermostat": {"二十六度", "25度"}, "brightness": {"五十", "百分之三十"}, "position": {"一半", "三十"},
		"media": {"二十"}, "humidifier": {"五十"}}
	attrs := map[string]string{"brightness": "亮度", "media": "音量", "humidifier": "湿度", "thermostat": "温度", "position": ""}
	forms := []string{"把%n%v%x", "%n%v%x", "%n%a%v%x吧", "帮我把%n%v%x"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, xs := range values {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range []string{"改到", "弄个"} {
					for _, x := range xs {
						for _, f := range forms {
							said := strings.NewReplacer("%n", name, "%a", attrs[c], "%v", v, "%x", x).Replace(f)
							s.same(said, strings.NewReplacer("%n", name, "%a", attrs[c], "%v", "调到", "%x", x).Replace(f))
						}
					}
				}
			}
		}
	}
	if s.n < 250 {
		t.Fatalf("%d utterances, want at least 250", s.n)
	}
	s.nothing("电视改到五台", "把闹钟改到七点", "会议改到三点", "改到明天吧", "改到最大", "弄个台灯", "弄个空调")
}

// TestChineseMoreSetters says a value with the setting verbs 设 alone,
// 设在, 放到 and 定到 ("台灯亮度设五十", "卧室空调设在二十六度", "客厅空调
// 放到二十六度", "把卧室空调定到二十五度"), to every device of the demo home that
// is set to a level or a temperature, by each of its Chinese names: it is
// set as with 调到. They were read into the name (找不到“台灯设”, 卧室里找不到
// “空调放”). What is no value (把电视放到卧室, 家里有什么设备, 设个闹钟) does
// nothing.
func TestChineseMoreSetters(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "moresetters")
	values := map[string][]string{"thermostat": {"二十六度", "25度"}, "brightness": {"五十", "30"}, "position": {"一半", "三十"},
		"media": {"二十"}, "humidifier": {"五十"}}
	attrs := map[string]string{"brightness": "亮度", "media": "音量", "humidifier": "湿度", "thermostat": "温度", "position": ""}
	forms := []string{"把%n%v%x", "%n%v%x", "%n%a%v%x吧", "帮我把%n%v%x"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, xs := range values {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range []string{"设", "设在", "放到", "定到"} {
					for _, x := range xs {
						for _, f := range forms {
							said := strings.NewReplacer("%n", name, "%a", attrs[c], "%v", v, "%x", x).Replace(f)
							s.same(said, strings.NewReplacer("%n", name, "%a", attrs[c], "%v", "调到", "%x", x).Replace(f))
						}
					}
				}
			}
		}
	}
	if s.n < 400 {
		t.Fatalf("%d utterances, want at least 400", s.n)
	}
	s.nothing("把电视放到卧室", "家里有什么设备", "设个闹钟", "把台灯放到书房", "把它放到桌上", "电视放到五台", "设备", "设置一下")
}
