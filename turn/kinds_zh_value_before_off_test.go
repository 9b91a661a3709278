package turn_test

import (
	"fmt"
	"testing"
)

// TestChineseValueBeforeOff: a number said before 关 and a name
// (26度关卧室空调, 50关台灯, 5 关电视) sets nothing and switches nothing; it
// set the air conditioner to 26 °C, the lamp to 50%, the TV's volume to 5.
// A level after the verb is still the level it goes to (窗帘关一半,
// 把卧室空调关到26度).
func TestChineseValueBeforeOff(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "value before off")
	names := []string{"卧室空调", "客厅空调", "台灯", "书房台灯", "客厅主灯", "餐灯", "电视", "客厅窗帘", "客厅风扇"}
	values := []string{"26度", "50", "5", "百分之三十", "二十", "30%"}
	for _, n := range names {
		for _, v := range values {
			for _, f := range []string{"%s关%s", "%s 关%s", "%s关掉%s", "%s关闭%s吧"} {
				s.nothing(fmt.Sprintf(f, v, n))
			}
		}
	}
	for said, plain := range map[string]string{"窗帘关一半": "把客厅窗帘调到50%", "把卧室空调关到26度": "把卧室空调调到26度", "把窗帘关到一半": "把客厅窗帘调到50%"} {
		s.same(said, plain)
	}
	if s.n < 200 {
		t.Errorf("%d utterances, want at least 200", s.n)
	}
}

// TestOffThenValue: a value said after an off verb and a name that does
// not close part of the way (关掉台灯百分之七十, 关闭卧室空调26度, "turn off the
// tv volume 20") sets nothing and switches nothing; it set the lamp to
// 70%, the air conditioner to 26 °C, which could switch them on. What
// closes part of the way still closes so far (窗帘关一半, 窗帘关三分之一,
// "shut the blinds halfway"), and 关到 sets (把卧室空调关到26度).
func TestOffThenValue(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "off then value")
	names := []string{"台灯", "书房台灯", "床头灯", "餐灯", "卧室空调", "客厅空调", "电视", "客厅风扇", "大白", "卧室加湿器"}
	values := []string{"百分之七十", "26度", "二十六", "30%", "50", "百分之五十吧"}
	for _, n := range names {
		for _, v := range values {
			for _, f := range []string{"关掉%s%s", "关闭%s%s", "把%s关掉%s", "帮我关了%s%s"} {
				s.nothing(fmt.Sprintf(f, n, v))
			}
		}
	}
	for _, n := range []string{"tv", "study speaker", "television"} {
		for _, v := range []string{"20", "30 percent", "10%"} {
			s.nothing("turn off the "+n+" volume "+v, "switch off the "+n+" volume "+v)
		}
	}
	for said, plain := range map[string]string{"窗帘关一半": "把客厅窗帘调到50%", "窗帘关三分之一": "把客厅窗帘调到33%", "把卧室空调关到26度": "把卧室空调调到26度",
		"窗帘关到三十": "把客厅窗帘调到30", "百叶窗关到一半": "把卧室百叶窗调到50%", "shut the blinds halfway": "set the bedroom blinds to 50%",
		"shut the curtain 30 percent": "set the living room curtain to 30%", "close the curtain to 30%": "set the living room curtain to 30%"} {
		s.same(said, plain)
	}
	if s.n < 250 {
		t.Errorf("%d utterances, want at least 250", s.n)
	}
}
