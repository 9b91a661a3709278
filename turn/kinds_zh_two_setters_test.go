package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// twoSettersHome has a living room whose air conditioner and floor heating
// both set its temperature, and a bedroom with one air conditioner.
const twoSettersHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: master, name: 主卧}
devices:
  - {id: climate.living, name: 客厅空调, room: living, type: climate, capabilities: [onoff, thermostat, temperature], state: {"on": true, target_temperature: 26, mode: cool, temperature: 28}}
  - {id: climate.floor, name: 地暖, room: living, type: climate, capabilities: [onoff, thermostat, temperature], state: {"on": true, target_temperature: 22, mode: heat, temperature: 20}}
  - {id: light.ceiling, name: 客厅吸顶灯, room: living, type: light, capabilities: [onoff, brightness], state: {"on": true, brightness: 50}}
  - {id: light.strip, name: 灯带, room: living, type: light, capabilities: [onoff, brightness], state: {"on": true, brightness: 50}}
  - {id: climate.master, name: 主卧空调, room: master, type: climate, capabilities: [onoff, thermostat, temperature], state: {"on": true, target_temperature: 26, mode: cool, temperature: 28}}
`

// TestChinesePlaceTemperatureOfTwo says a temperature said of a place
// alone (客厅温度调到二十四, 客厅暖和一点吧, 把客厅调低两度) where two devices
// set it asks which, as "set the living room temperature to 24" does: the
// air conditioner and the floor heating were both set. The answer sets
// that one alone. A place with one sets it, and the level of the lights of
// a place is all of them, as before.
func TestChinesePlaceTemperatureOfTwo(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "twosetters.yaml", twoSettersHome)
	said := []string{"%s温度调到二十四", "%s调到二十四度", "%s暖和一点", "%s冷一点", "%s温度高一点", "把%s温度调低两度", "%s二十四度", "%s调暖一点", "%s凉快一点"}
	ends := []string{"", "吧", "嘛"}
	n := 0
	for _, f := range said {
		for _, end := range ends {
			text := fmt.Sprintf(f, "客厅") + end
			s := fmt.Sprintf("t%d", n)
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: s, DryRun: true})
			if r.Outcome != turn.Clarify || len(r.Actions) > 0 {
				t.Errorf("%q → %s, want which asked", text, summary(r))
				continue
			}
			a := e.Ask(context.Background(), turn.Request{Text: "地暖", Session: s, DryRun: true})
			if len(a.Actions) != 1 || a.Actions[0].Device != "climate.floor" {
				t.Errorf("%q, 地暖 → %s, want the floor heating alone", text, summary(a))
			}
			one := fmt.Sprintf(f, "主卧") + end
			if r := e.Ask(context.Background(), turn.Request{Text: one, Session: "m" + s, DryRun: true}); r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Device != "climate.master" {
				t.Errorf("%q → %s, want the bedroom's air conditioner", one, summary(r))
			}
		}
	}
	if n < 25 {
		t.Errorf("%d wordings, want at least 25", n)
	}
	for text, want := range map[string]string{
		"客厅亮一点":                                 "planned: light.ceiling set planned, light.strip set planned",
		"客厅空调调到二十四":                             "planned: climate.living set temperature=24 planned",
		"set the living room temperature to 24": "clarify: ",
	} {
		if r := e.Ask(context.Background(), turn.Request{Text: text, Session: "k" + text, DryRun: true}); !strings.HasPrefix(summary(r), want) {
			t.Errorf("%q → %s, want %s", text, summary(r), want)
		}
	}
}
