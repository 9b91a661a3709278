package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseAskedOfMe does nothing on a command someone asked the speaker
// to do, passed on (我妈让我把空调打开, 老婆叫我把灯关了, 小爱同学，我爸要我把
// 电视关掉), as on one someone said (我爸说把电视关了): the reply says it was
// not understood, where it named a room called 我.
func TestChineseAskedOfMe(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	for _, who := range []string{"我妈", "老婆", "我爸", "孩子", "我老公"} {
		for _, asked := range []string{"让我", "叫我", "要我"} {
			for _, c := range []string{"把空调打开", "把灯关了", "开一下客厅空调吧", "把电视关掉", "把前门打开"} {
				for _, before := range []string{"", "小爱同学，"} {
					text := before + who + asked + c
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("am%d", n), DryRun: true})
					if r.Outcome != "not_understood" || len(r.Actions) > 0 || r.Say != "抱歉，我没听懂。" {
						t.Errorf("%q → %s (say %s), want nothing done and not understood said", text, summary(r), r.Say)
					}
					n++
				}
			}
		}
	}
	if n < 100 {
		t.Fatalf("%d wordings, want at least 100", n)
	}
}
