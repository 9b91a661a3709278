package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/lang"
	"edge/turn"
)

// twoACsHome has two air conditioners, one in each room.
const twoACsHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: bedroom, name: 卧室}
devices:
  - {id: climate.living, name: 客厅空调, room: living, type: climate, capabilities: [onoff, thermostat]}
  - {id: climate.bedroom, name: 卧室空调, room: bedroom, type: climate, capabilities: [onoff, thermostat]}
`

// answer asks "打开空调", which asks which one, then says reply in the same
// session, and gives the reply's summary.
func answer(t *testing.T, e *turn.Engine, session, reply string) string {
	t.Helper()
	if r := e.Ask(context.Background(), turn.Request{Text: "打开空调", Session: session, DryRun: true}); r.Outcome != "clarify" {
		t.Fatalf("打开空调: %s, want clarify", summary(r))
	}
	return summary(e.Ask(context.Background(), turn.Request{Text: reply, Session: session, DryRun: true}))
}

// TestChineseReplyNotThatOne answers "which one?" with every word of no
// said right before one of the options ("不是卧室的", "不要卧室那个"): never
// that one; with a pause or 对 before it ("不对，是卧室的"), that one; and a
// count of all with a verb ("两个都开"), both.
func TestChineseReplyNotThatOne(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "two.yaml", twoACsHome)
	n := 0
	for _, no := range []string{"不要", "不用", "不是", "不"} {
		for _, f := range []string{"%s卧室的", "%s卧室那个", "%s卧室空调", "嗯%s卧室的吧"} {
			reply := strings.Replace(f, "%s", no, 1)
			if got := answer(t, e, fmt.Sprintf("n%d", n), reply); strings.Contains(got, "climate.bedroom") {
				t.Errorf("%q → %s, want never the bedroom's", reply, got)
			}
			n++
		}
		for _, f := range []string{"%s对，是卧室的", "%s，卧室的"} {
			reply := strings.Replace(f, "%s", no, 1)
			if got := answer(t, e, fmt.Sprintf("n%d", n), reply); got != "planned: climate.bedroom on planned" {
				t.Errorf("%q → %s, want the bedroom's", reply, got)
			}
			n++
		}
	}
	for _, count := range []string{"两", "二", "2"} {
		for _, v := range verbsOf(lang.Detect("开").Vocab().Clusters["on"]) {
			reply := count + "个都" + v
			if got := answer(t, e, fmt.Sprintf("n%d", n), reply); got != "planned: climate.bedroom on planned, climate.living on planned" &&
				got != "planned: climate.living on planned, climate.bedroom on planned" {
				t.Errorf("%q → %s, want both on", reply, got)
			}
			n++
		}
	}
}
