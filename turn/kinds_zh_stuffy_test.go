package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseStuffyRoom says a room is stuffy (有点闷, 好闷, 太闷) with frames
// and particles, as "it's stuffy in the bedroom" is: where the room has an
// air conditioner, lowering it is asked and a yes does it; where it has
// none, the reply says the room sets no temperature. Nothing is done
// before the yes.
func TestChineseStuffyRoom(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	acs := map[string]string{"卧室": "climate.bedroom_ac", "主卧": "climate.bedroom_ac", "客厅": "climate.living_ac",
		"儿童房": "", "书房": ""}
	n := 0
	for room, ac := range acs {
		for _, f := range []string{"%s有点闷", "%s好闷啊", "%s里太闷了", "感觉%s有点闷", "%s里面好闷", "%s有点闷吧"} {
			text := fmt.Sprintf(f, room)
			sess := fmt.Sprintf("st%d", n)
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: sess, DryRun: true})
			got := summary(r)
			switch {
			case runs(got):
				t.Errorf("%q acted: %s", text, got)
			case ac == "" && (r.Outcome != "not_understood" || !strings.Contains(r.Say, "温度")):
				t.Errorf("%q: %s %q, want the room said to set no temperature", text, got, r.Say)
			case ac != "" && (r.Outcome != "clarify" || !strings.Contains(r.Say, "调低")):
				t.Errorf("%q: %s %q, want lowering the air conditioner asked", text, got, r.Say)
			case ac != "":
				yes := e.Ask(context.Background(), turn.Request{Text: "好的", Session: sess, DryRun: true})
				if got := summary(yes); !strings.HasPrefix(got, "planned: "+ac+" set") {
					t.Errorf("%q then 好的: %s, want %s lowered", text, got, ac)
				}
			}
		}
	}
	if n < 30 {
		t.Fatalf("%d utterances, want at least 30", n)
	}
}
