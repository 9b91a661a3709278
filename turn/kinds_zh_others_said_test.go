package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseOthersSaidWithBie says 别的 ("the others") as 其他的 is: said
// with no exception or refusal ("别的都关了", "把别的全部打开", "别的灯也关了吧")
// it is other than nothing edge can tell and nothing is done, where it was
// read as a filler and asked to switch the whole home (or all the lights)
// behind one yes; said after an exception or a refusal ("除了电视别的都关掉",
// "儿童房的灯别关，别的都关了") it is all but that, as before.
func TestChineseOthersSaidWithBie(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("o%d", n), DryRun: true})
	}
	openers := []string{"", "小爱同学", "那个", "帮我把", "嗯 "}
	rests := []string{"别的都关了", "别的全关", "别的都开了吧", "别的统统关掉", "别的灯都关了", "别的也关了", "别的全部打开", "别的都给我关咯"}
	for _, o := range openers {
		for _, r := range rests {
			text := o + r
			if res := ask(text); res.Outcome != turn.NotUnderstood || len(res.Actions) > 0 {
				t.Errorf("%q: %s %s, want nothing done", text, res.Outcome, planned(res))
			}
		}
	}
	excepts := map[string]string{"除了电视别的都关掉": "media.living_tv ", "除了客厅主灯别的灯都关": "light.living_main ",
		"儿童房的灯别关，别的灯都关了": "light.kids ", "除了厨房别的都关了吧": "light.kitchen ", "卧室空调别关，别的都关": "climate.bedroom_ac "}
	for text, kept := range excepts {
		res := ask(text)
		if got := planned(res); len(res.Actions) == 0 || strings.Contains(got, kept) {
			t.Errorf("%q: %s %s, want all but %s", text, res.Outcome, got, kept)
		}
	}
	if n < 45 {
		t.Errorf("%d wordings, want at least 45", n)
	}
}
