package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestEveryTime: a command asked for each time a thing happens, in
// every way of saying so, before the command or after it ("whenever the
// front door opens turn on the hall light", "turn on the hall light every
// time the front door is open", 每次前门打开就开门厅灯), is refused in words
// as a repeat is, and nothing is done: "whenever" was a condition checked
// now. Courtesy ("whenever you can") still asks for the command.
func TestEveryTime(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "everytime.yaml", askedHome)
	var texts []string
	for _, w := range []string{"whenever", "every time", "each time", "every single time", "any time"} {
		for _, ev := range []string{"the living room light is on", "the bedroom ac is on", "the living room light is off"} {
			for _, cmd := range []string{"turn on the bedroom humidifier", "turn off the bedroom ac"} {
				texts = append(texts, fmt.Sprintf("%s %s %s", w, ev, cmd), fmt.Sprintf("%s %s, %s", w, ev, cmd), fmt.Sprintf("%s %s %s", cmd, w, ev))
			}
		}
	}
	askEach(t, e, "en", texts, func(r turn.Result) bool {
		return r.Outcome == turn.NotUnderstood && len(r.Actions) == 0 && strings.Contains(r.Say, "once")
	}, 80)
	askEach(t, e, "zh", made([]string{"每次客厅灯开着就%s", "每当客厅灯关着就%s", "每一次卧室空调开着都%s"}, []string{"打开卧室加湿器", "关掉卧室空调"}),
		func(r turn.Result) bool {
			return r.Outcome == turn.NotUnderstood && len(r.Actions) == 0 && strings.Contains(r.Say, "一次")
		}, 6)
	askEach(t, e, "courtesy", []string{"turn on the bedroom humidifier whenever you can"}, func(r turn.Result) bool {
		return r.Outcome == turn.Planned
	}, 1)
}
