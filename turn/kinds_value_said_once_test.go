package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestValueSaidOnce: a value said after things with no verb again, in a
// command of several, is set as if the verb were said to each ("set the
// desk lamp to 30 and the bedside lamp to 50", 台灯调到30，床头灯50); said
// once after several things a verb sets, it is each one's ("set the
// kitchen light and the bedside lamp to 50", "dim the study lamp and the
// dining light to 20": both to 20, never the first dimmed by a step). They
// were not understood ("turn on the living room ac and the bedroom ac to
// 22 degrees" asked to switch). A verb that switches on or off with a
// value after the last thing ("turn on the tv and the lamp to 50": the
// tv's volume, or on?) still does nothing; with a unit ("… to 50%") the
// value is the last thing's, as before.
func TestValueSaidOnce(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "value said once")
	kinds := []struct {
		names  []string
		values []string
		verbs  []string
	}{
		{[]string{"study lamp", "bedside lamp", "kitchen light", "dining light"}, []string{"30", "50%", "80 percent", "45"}, []string{"set", "dim", "brighten", "turn", "change"}},
		{[]string{"bedroom ac", "living room ac"}, []string{"22", "24 degrees", "25"}, []string{"set", "turn", "change"}},
		{[]string{"living room curtain", "bedroom blinds"}, []string{"40", "60%", "70"}, []string{"set", "open", "close"}},
	}
	for _, k := range kinds {
		for i, a := range k.names {
			b := k.names[(i+1)%len(k.names)]
			for _, v := range k.values {
				w := k.values[(len(k.values)-1+i)%len(k.values)]
				s.same(fmt.Sprintf("set the %s and the %s to %s", a, b, v), fmt.Sprintf("set the %s to %s and set the %s to %s", a, v, b, v))
				s.same(fmt.Sprintf("set the %s to %s and the %s to %s", a, w, b, v), fmt.Sprintf("set the %s to %s and set the %s to %s", a, w, b, v))
				s.same(fmt.Sprintf("set the %s to %s, and the %s to %s please", a, w, b, v), fmt.Sprintf("set the %s to %s and set the %s to %s", a, w, b, v))
				for _, verb := range k.verbs {
					s.same(fmt.Sprintf("%s the %s and the %s to %s", verb, a, b, v), fmt.Sprintf("set the %s to %s and set the %s to %s", a, v, b, v))
				}
				if strings.Trim(v, "0123456789") == "" { // a number with no unit
					s.nothing(fmt.Sprintf("turn on the %s and the %s to %s", a, b, v), fmt.Sprintf("turn off the %s and the %s to %s", a, b, v),
						fmt.Sprintf("switch on the %s and the %s to %s", a, b, v), fmt.Sprintf("lock the %s and the %s to %s", a, b, v))
				}
			}
		}
	}
	three := "set the kitchen light, the bedside lamp and the study lamp to 40"
	s.same(three, "set the kitchen light to 40, set the bedside lamp to 40 and set the study lamp to 40")
	s.nothing("turn on the tv and the study lamp to 50", "turn up the tv and the study speaker to 30")
	zh := []struct{ a, b, v, w string }{{"台灯", "床头灯", "30", "50"}, {"卧室空调", "客厅空调", "22度", "24度"}, {"客厅窗帘", "卧室百叶窗", "40", "60"}, {"餐灯", "厨房灯", "百分之二十", "七十"}}
	for _, c := range zh {
		for _, sep := range []string{"，", "，然后", "。"} {
			s.same(c.a+"调到"+c.w+sep+c.b+c.v, "把"+c.a+"调到"+c.w+"，把"+c.b+"调到"+c.v)
		}
		s.same("把"+c.a+"调到"+c.w+"，"+c.b+"调到"+c.v, "把"+c.a+"调到"+c.w+"，把"+c.b+"调到"+c.v)
	}
	if s.n < 250 {
		t.Errorf("%d utterances, want at least 250", s.n)
	}
}
