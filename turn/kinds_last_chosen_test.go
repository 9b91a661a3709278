package turn_test

import (
	"strings"
	"testing"
)

// TestLastChosen: the last of the options, in English and in every
// Chinese wording (最后一个, 最后那个, 倒数第一个, 最后一盏吧), chooses the last
// the question said: where it names 8 of the home's 11 rooms, the 8th
// (Kitchen), not the 11th it left unsaid (the study's lights were turned
// on); 最后一个 was not understood. A number past those the question said
// asks again: "number 10" turned on the living room's light, a room the
// question never named.
func TestLastChosen(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "last")
	n := 0
	for _, c := range []struct {
		ask  string
		last []string
		want string
	}{
		{"turn on the lights", []string{"the last one", "last one", "the last", "um the last one please"}, "turn on Kitchen light and turn on Cabinet light"},
		{"开灯", []string{"最后一个", "最后那个", "倒数第一个", "最后的", "最后一个吧", "嗯，最后那个", "最后"}, "打开厨房灯、打开橱柜灯"},
		{"turn on the lamp", []string{"the last one", "the last"}, "turn on Reading lamp"},
		{"打开灯", []string{"最后一盏", "最后一个"}, "打开厨房灯、打开橱柜灯"},
	} {
		for _, last := range c.last {
			n++
			r := saidInTurn(s.e, "last "+c.ask+last, c.ask, last)
			if r.Outcome != "planned" || !strings.Contains(r.Say, c.want) {
				t.Errorf("%q, %q → %s %q, want %s", c.ask, last, summary(r), r.Say, c.want)
			}
		}
	}
	for _, past := range []string{"number 9", "number 10", "option 11", "the ninth one", "第九个", "第十个", "第十一个", "10"} {
		for _, ask := range []string{"turn on the lights", "开灯"} {
			n++
			if r := saidInTurn(s.e, "past "+ask+past, ask, past); len(r.Actions) > 0 {
				t.Errorf("%q, %q → %s %q, want asked again", ask, past, summary(r), r.Say)
			}
		}
	}
	if n < 30 {
		t.Errorf("%d wordings, want at least 30", n)
	}
}
