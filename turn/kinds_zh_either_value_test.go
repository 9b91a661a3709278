package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/lang"
)

// TestChineseEitherValue offers two values of one kind with 还是 (two modes,
// two colours or whites, two numbers: "客厅空调是制冷还是制热", "餐灯是红色还是
// 蓝色的", "卧室空调调到25度还是26度"), with a verb before them or none: a
// question of the value, answered with the attribute it reads, and nothing
// is done (the first value was set: the light turned red).
func TestChineseEitherValue(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "eithervalue")
	v := lang.Detect("灯").Vocab()
	var colors, whites []string
	for w := range v.Colors {
		colors = append(colors, w)
	}
	for w := range v.Kelvins {
		whites = append(whites, w)
	}
	modes := []string{"制冷", "制热", "除湿", "送风", "自动", "制冷模式", "制热模式"}
	type offered struct {
		frames []string // %[1]s the first value, %[2]s the second
		words  []string
		attr   string
	}
	cases := []offered{
		{[]string{"客厅空调是%s还是%s", "卧室空调现在是%s还是%s啊", "空调%s还是%s", "把卧室空调调成%s还是%s", "客厅空调开%s还是%s"}, modes, "mode"},
		{[]string{"餐灯是%s还是%s", "餐厅吊灯是%s的还是%s的", "餐灯现在%s还是%s", "餐灯调成%s还是%s"}, colors, "color"},
		{[]string{"主卧灯是%s还是%s", "客厅主灯现在是%s还是%s呢"}, whites, "color_temp"},
		{[]string{"卧室空调是%s度还是%s度", "客厅空调设的是%s还是%s度", "卧室空调调到%s度还是%s度"}, []string{"二十五", "26", "十八", "30"}, "target_temperature"},
		{[]string{"电视音量是%s还是%s", "书房音箱声音是%s还是%s", "台灯亮度是百分之%s还是百分之%s"}, []string{"二十", "30", "五十", "七十"}, ""},
	}
	for _, c := range cases {
		for _, f := range c.frames {
			for i, a := range c.words {
				b := c.words[(i+1)%len(c.words)]
				text := fmt.Sprintf(f, a, b)
				s.n++
				r := s.ask(text)
				if r.Outcome != "answer" || len(r.Actions) > 0 || len(r.Reads) == 0 {
					t.Errorf("%q: %s %q, want the value answered", text, summary(r), r.Say)
					continue
				}
				for _, rd := range r.Reads {
					if c.attr != "" && rd.Attribute != c.attr {
						t.Errorf("%q read %s of %s (say %q), want its %s", text, rd.Attribute, rd.Device, r.Say, c.attr)
					}
				}
				if strings.Contains(r.Say, "关着") {
					t.Errorf("%q: %q, want the value said", text, r.Say)
				}
			}
		}
	}
	if s.n < 100 {
		t.Fatalf("%d utterances, want at least 100", s.n)
	}
}
