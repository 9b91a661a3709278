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
