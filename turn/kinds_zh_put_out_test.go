package turn_test

import (
	"strings"
	"testing"
)

// putOutHome has what a sweep of switching off reaches besides the
// lights: a lock, a blind, an air conditioner, a vacuum.
const putOutHome = `
rooms:
  - {id: bedroom, name: 卧室}
  - {id: hall, name: 门厅}
devices:
  - {id: light.bedroom, name: 卧室灯, room: bedroom, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: light.bedside, name: 床头灯, room: bedroom, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: climate.bedroom, name: 卧室空调, room: bedroom, type: climate, capabilities: [onoff, thermostat], state: {"on": true}}
  - {id: cover.bedroom, name: 卧室窗帘, room: bedroom, type: curtain, capabilities: [position], state: {position: 100}}
  - {id: vacuum.robot, name: 扫地机, room: bedroom, type: vacuum, capabilities: [vacuum], state: {status: cleaning}}
  - {id: light.hall, name: 门厅灯, room: hall, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: lock.front, name: 前门, aliases: [大门], room: hall, type: lock, capabilities: [lock], state: {locked: false}}
`

// TestChinesePutOutOnlyLights says every verb of the pack that puts a
// light out (熄, 灭 and the words made of them) of a door: never locks it;
// in a sweep with no device named ("都灭了", "卧室全熄掉"): only lights,
// never the air conditioner, the curtain or the vacuum of the sweep.
func TestChinesePutOutOnlyLights(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	lightsOnly := func(got string) bool {
		if !runs(got) {
			return false
		}
		for _, a := range strings.Split(strings.SplitN(got, ": ", 2)[1], ", ") {
			if !strings.HasPrefix(a, "light.") {
				return false
			}
		}
		return true
	}
	noLock := func(got string) bool { return !strings.Contains(got, "lock.front") }
	words := verbsOf("out")
	for _, w := range words {
		for _, f := range []string{"前门%s", "把大门%s吧", "门%s了", "帮我把前门给%s"} {
			want[strings.Replace(f, "%s", w, 1)] = noLock
		}
		for _, f := range []string{"都%s", "全部%s吧", "卧室都%s", "把卧室的全%s", "家里的都给我%s"} {
			want[strings.Replace(f, "%s", w, 1)] = lightsOnly
		}
	}
	if len(words) < 5 {
		t.Errorf("%d verbs of putting out: %v", len(words), words)
	}
	askAll(t, eveningEngine(t, "putout.yaml", putOutHome), want, "put out")
}
