package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestNegatedSaysVerbOnce says commands not to be done on the lights of a
// room that has several ("don't turn on the bedroom lights", 别开卧室的灯,
// 卧室的别开): edge says what it will not do with the verb once for them
// all ("OK, I won't turn on Bedroom ceiling light and Bedside lamp."). Said
// again for each ("… and turn on Bedside lamp"), the reply read as a
// command. Every light is still named, and nothing runs.
func TestNegatedSaysVerbOnce(t *testing.T) {
	e := demoEngine(t)
	type form struct{ text, verb string }
	var forms []form
	rooms := map[string][2]string{"bedroom": {"bedroom", "卧室"}, "kitchen": {"kitchen", "厨房"}, "study": {"study", "书房"}}
	for _, r := range rooms {
		for _, v := range [][3]string{{"on", "turn on", "打开"}, {"off", "turn off", "关闭"}} {
			for _, f := range []string{"don't turn %[2]s the %[1]s lights", "do not switch %[2]s the lights in the %[1]s", "never turn %[2]s the %[1]s lights", "please don't turn %[2]s the lights in the %[1]s"} {
				forms = append(forms, form{fmt.Sprintf(f, r[0], v[0]), v[1]})
			}
			zhVerb := map[string]string{"on": "开", "off": "关"}[v[0]]
			if r[1] == "厨房" {
				continue // 厨房的灯 is the one called 厨房灯
			}
			for _, f := range []string{"别%[2]s%[1]s的灯", "不要%[2]s%[1]s的灯", "%[1]s的灯别%[2]s", "%[1]s的灯不要%[2]s了"} {
				forms = append(forms, form{fmt.Sprintf(f, r[1], zhVerb), v[2]})
			}
		}
	}
	if len(forms) < 40 {
		t.Fatalf("%d wordings, want at least 40", len(forms))
	}
	for i, f := range forms {
		r := e.Ask(context.Background(), turn.Request{Text: f.text, Session: fmt.Sprintf("n%d", i), DryRun: true})
		if r.Outcome != turn.Cancelled || len(r.Actions) != 0 {
			t.Errorf("%q → %s %v, want cancelled with nothing done", f.text, r.Outcome, r.Actions)
			continue
		}
		if n := strings.Count(r.Say, f.verb); n != 1 {
			t.Errorf("%q → %q: %q said %d times, want once", f.text, r.Say, f.verb, n)
		}
		if !strings.Contains(r.Say, " and ") && !strings.Contains(r.Say, "、") {
			t.Errorf("%q → %q: want every light of the room named", f.text, r.Say)
		}
	}
}
