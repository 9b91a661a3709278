package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestEitherStateAnswered: a state asked with its opposite ("is the tv on
// or off", "the garage door, open or closed?", 电视开着还是关着, 前门锁着还是
// 没锁) is answered with the state, the answer to "is it …?" without its
// yes or no (the same, of several devices: "1 of 3 is on: …"); nothing
// acts.
func TestEitherStateAnswered(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: text})
	}
	type pair struct{ name, state, other string }
	said := map[string]struct {
		things []pair
		either []string // NAME, STATE, OTHER
		yesNo  string   // NAME, STATE
	}{
		"en": {[]pair{{"tv", "on", "off"}, {"bedroom light", "off", "on"}, {"kitchen light", "on", "off"}, {"front door", "locked", "unlocked"},
			{"garage door", "open", "closed"}, {"living room curtains", "closed", "open"}},
			[]string{"is the %s %s or %s", "is the %s %s or %s?", "the %s, %s or %s?", "%s %s or %s", "tell me, is the %s %s or %s"},
			"is the %s %s"},
		"zh": {[]pair{{"电视", "开着", "关着"}, {"厨房灯", "关着", "开着"}, {"卧室的灯", "开着", "关着"}, {"前门", "锁着", "没锁"}, {"车库门", "开着", "关着"}, {"客厅窗帘", "关着", "开着"}},
			[]string{"%s%s还是%s", "%s是%s的还是%s的", "%s现在%s还是%s啊"},
			"%s%s吗"},
	}
	n := 0
	for code, s := range said {
		for _, p := range s.things {
			yesNo := ask(fmt.Sprintf(s.yesNo, p.name, p.state))
			if yesNo.Outcome != turn.Answer {
				t.Fatalf("%s: %s %q", fmt.Sprintf(s.yesNo, p.name, p.state), yesNo.Outcome, yesNo.Say)
			}
			for _, tpl := range s.either {
				text := fmt.Sprintf(tpl, p.name, p.state, p.other)
				r := ask(text)
				n++
				yesOrNo := slices.ContainsFunc([]string{"Yes", "No,", "是的", "没有，"}, func(w string) bool { return strings.HasPrefix(r.Say, w) })
				if r.Outcome != turn.Answer || len(r.Actions) > 0 || yesOrNo || !strings.HasSuffix(yesNo.Say, r.Say) {
					t.Errorf("%s %q: %s %q, want the state of %q (%q) without its yes or no", code, text, r.Outcome, r.Say, yesNo.Text, yesNo.Say)
				}
			}
		}
	}
	if n < 45 {
		t.Errorf("%d questions, want at least 45", n)
	}
}
