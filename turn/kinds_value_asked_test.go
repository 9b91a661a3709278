package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/lang"
)

// TestValueAskedYesOrNo asks whether a device is in a mode, a colour or a
// white ("客厅空调是制冷模式吗", "餐灯是红色吗", "主卧灯是暖光吗", "is the dining
// light red"), with every colour and white word of each pack: the answer
// reads that attribute, never whether the device is on ("餐灯关着。"), and
// nothing is done.
func TestValueAskedYesOrNo(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "valueasked")
	type asked struct {
		frames []string
		device string
		words  []string
		attr   string
	}
	zh, en := lang.Detect("灯").Vocab(), lang.Detect("light").Vocab()
	keys := func(m any) []string {
		var out []string
		switch m := m.(type) {
		case map[string]string:
			for w := range m {
				out = append(out, w)
			}
		case map[string]float64:
			for w := range m {
				out = append(out, w)
			}
		}
		return out
	}
	cases := []asked{
		{[]string{"客厅空调是%s吗", "卧室空调是不是%s", "客厅空调现在是%s吗", "卧室空调现在是不是%s呀"}, "", []string{"制冷", "制热", "除湿", "送风", "制冷模式", "制热模式", "自动模式"}, "mode"},
		{[]string{"餐灯是%s吗", "餐灯现在是不是%s", "餐厅吊灯是%s的吗"}, "light.dining", keys(zh.Colors), "color"},
		{[]string{"主卧灯是%s吗", "客厅主灯现在是不是%s"}, "", keys(zh.Kelvins), "color_temp"},
		{[]string{"is the dining light %s", "is the dining light %s right now"}, "light.dining", keys(en.Colors), "color"},
	}
	for _, c := range cases {
		for _, f := range c.frames {
			for _, w := range c.words {
				text := fmt.Sprintf(f, w)
				s.n++
				r := s.ask(text)
				got := summary(r)
				if r.Outcome != "answer" || len(r.Reads) == 0 {
					t.Errorf("%q: %s %q, want an answer", text, got, r.Say)
					continue
				}
				for _, rd := range r.Reads {
					if rd.Attribute != c.attr || c.device != "" && rd.Device != c.device {
						t.Errorf("%q read %s of %s (say %q), want its %s", text, rd.Attribute, rd.Device, r.Say, c.attr)
					}
				}
				if strings.Contains(r.Say, "关着") || strings.Contains(r.Say, " is off") {
					t.Errorf("%q: %q, want the %s said", text, r.Say, c.attr)
				}
			}
		}
	}
	if s.n < 100 {
		t.Fatalf("%d utterances, want at least 100", s.n)
	}
}
