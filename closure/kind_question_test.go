package closure_test

import (
	"strings"
	"testing"
)

// asked are what kindsHome's devices are asked about, by their English
// and Chinese names: the attribute, or "" for their state.
var asked = []struct{ en, zh, attrEN, attrZH, id string }{
	{"office sensor", "书房温度计", "temperature", "温度", "sensor.office"},
	{"office light", "书房灯", "brightness", "亮度", "light.office"},
	{"printer", "打印机", "", "", "switch.printer"},
	{"washer", "洗衣机", "", "", "switch.washer"},
	{"back door", "后门", "", "", "sensor.back"},
}

// TestQuestionForms: a verb of fetching, showing or checking with what it
// fetches, and what is asked said alone, is a question of each device's
// attribute or state: it reads the device and never acts.
func TestQuestionForms(t *testing.T) {
	e := kindsEngine(t)
	en, zh := map[string]outcome{}, map[string]outcome{}
	for _, a := range asked {
		want := reading(a.id)
		forms := []string{"status of the %d?", "the state of the %d", "get the state of the %d", "get: the state of my %d",
			"show me the status of the %d", "ask the %d the status", "check the %d", "tell me the status of the %d",
			"get status from the %d"}
		if a.attrEN == "" {
			forms = append(forms, "check whether the %d is on", "check if the %d is off")
		} else {
			forms = append(forms, "get the %a from the %d", "show me the %a of the %d", "give me the %a of the %d",
				"read the %a of the %d", "%a of the %d?", "tell me the %a of the %d")
		}
		for _, f := range forms {
			en[strings.NewReplacer("%d", a.en, "%a", a.attrEN).Replace(f)] = want
		}
		zforms := []string{"%d的状态", "告诉我%d的状态", "查一下%d的状态", "看看%d的状态"}
		if a.attrZH != "" {
			zforms = append(zforms, "%d的%a", "查一下%d的%a", "看看%d的%a", "获取%d的%a", "告诉我%d的%a")
		}
		for _, f := range zforms {
			zh[strings.NewReplacer("%d", a.zh, "%a", a.attrZH).Replace(f)] = want
		}
	}
	for _, p := range [][2]string{{"office", "书房"}, {"kitchen", "厨房"}, {"bedroom", "卧室"}} {
		for _, q := range [][2]string{{"office", "书房"}, {"kitchen", "厨房"}, {"bedroom", "卧室"}} {
			if p == q {
				continue
			}
			want := reading(sensorsOf[p].id, sensorsOf[q].id)
			en["what is the temperature in the "+p[0]+" and the "+q[0]] = want
			en["what is the temperature in the "+p[0]+" and in the "+q[0]+"?"] = want
			zh[p[1]+"和"+q[1]+"的温度是多少"] = want
		}
	}
	check(t, e, "question forms (en)", 50, en)
	check(t, e, "question forms (zh)", 20, zh)
}
