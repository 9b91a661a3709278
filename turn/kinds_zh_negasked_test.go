package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseExceptionAsked: what is not to be done said with 吗 after it,
// after a sweep (把所有灯都关了 书房台灯别关吗, 可以把灯都关了，台灯不要关吗,
// 灯全关了 卧室的不用吗), is left undone, as it is without 吗; the rest is
// done. The 吗 made it a question of the lamp's state, and the lamp was
// turned off with the rest.
func TestChineseExceptionAsked(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	kept := map[string]string{"书房台灯": "light.study_lamp", "床头灯": "light.bedside", "厨房灯": "light.kitchen", "楼梯灯": "light.landing",
		"餐灯": "light.dining"}
	sweeps := []string{"把所有灯都关了", "可以把所有灯都关了", "能不能把灯都关掉", "灯全关了", "帮我把灯全部关掉"}
	nots := []string{"%s别关吗", "%s不要关吗", "%s不用关吗", "%s别关了吗", "%s先别关吗"}
	n := 0
	for _, s := range sweeps {
		for name, id := range kept {
			for _, nf := range nots {
				for _, pause := range []string{"，", " "} {
					text := s + pause + fmt.Sprintf(nf, name)
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("na%d", n), DryRun: true})
					got := summary(r)
					if !runs(got) || strings.Contains(got, id+" off") || !strings.Contains(got, "light.garage off") {
						t.Errorf("%q → %s, want every light off but %s", text, got, id)
					}
					n++
				}
			}
		}
	}
	if n < 200 {
		t.Fatalf("%d wordings, want at least 200", n)
	}
	wantSummaries(t, e, map[string]string{
		"客厅灯关了吗": "answer: ",
		"台灯别关吗":  "cancelled: ",
	})
}
