package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// confirmHome has things whose commands are confirmed: a door lock, a gas
// valve, a heater.
const confirmHome = `
rooms:
  - {id: hall, name: 门厅}
  - {id: kitchen, name: 厨房}
  - {id: kids, name: 儿童房}
devices:
  - {id: lock.front, name: 前门, room: hall, type: lock, capabilities: [lock]}
  - {id: valve.gas, name: 燃气阀门, room: kitchen, type: valve, capabilities: [valve], risk: high}
  - {id: switch.heater, name: 取暖器, room: kids, type: heater, capabilities: [onoff], tags: [heater]}
`

// TestChineseYesWithVerb: a yes said with the verb of the command asked
// about ("确定要解锁前门吗？" "好的开吧", "对，打开", "是的开一下") is the yes: it
// was not understood. A yes with the opposite verb ("好的关吧", "对，锁上")
// cancels, and nothing acts.
func TestChineseYesWithVerb(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "confirm.yaml", confirmHome)
	ask := func(session, text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	commands := []struct{ said, call string }{
		{"打开前门", "lock.front unlock"}, {"打开燃气阀门", "valve.gas open"}, {"开一下取暖器", "switch.heater on"}}
	yeses := []string{"好的", "是的", "对", "好", "确认", "对的", "嗯好的"}
	same := []string{"开吧", "，打开", " 开一下", "打开吧"}
	other := []string{"关吧", "，关掉", " 锁上吧"}
	n := 0
	for _, c := range commands {
		for _, yes := range yeses {
			for _, v := range append(append([]string{}, same...), other...) {
				session := fmt.Sprintf("y%d", n)
				n++
				if r := ask(session, c.said); r.Outcome != "confirm" {
					t.Fatalf("%s: %s, want confirm", c.said, summary(r))
				}
				reply := yes + v
				got := summary(ask(session, reply))
				want := "planned: " + c.call + " planned"
				if strings.Contains(strings.Join(other, " "), v) {
					want = "cancelled: "
				}
				if got != want {
					t.Errorf("%s, then %q → %s, want %s", c.said, reply, got, want)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}
