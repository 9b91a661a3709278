package turn_test

import (
	"path/filepath"
	"testing"

	"edge/home"
)

// collided is a home whose fan, heater and gas valve keep, with
// allow_collision, names that read as other words of the language.
const collided = `
rooms:
  - {id: kitchen, name: Kitchen, aliases: [厨房]}
  - {id: hall, name: Hall, aliases: [门厅]}
devices:
  - {id: fan.hall, name: Hall fan, aliases: [all the lights, lights, 所有灯, 灯, it, "yes", 好的, 它], room: hall, type: fan, capabilities: [onoff], state: {on: true}, allow_collision: true}
  - {id: switch.heater, name: Kitchen light, aliases: [kitchen lights, 厨房灯], room: kitchen, type: heater, capabilities: [onoff], state: {on: false}, allow_collision: true}
  - {id: valve.gas, name: Gas valve, aliases: [厨房的灯, 燃气阀], room: kitchen, type: valve, capabilities: [valve], state: {open: false}, allow_collision: true}
  - {id: light.kitchen, name: Kitchen ceiling light, aliases: [厨房吸顶灯], room: kitchen, type: light, capabilities: [onoff], state: {on: false}}
  - {id: light.hall, name: Hall lamp, aliases: [门厅台灯], room: hall, type: light, capabilities: [onoff], state: {on: true}}
`

// TestCollidingNames: a bulk or polysemous command never reaches a device
// only because of a name kept with allow_collision: the words are read
// as the language reads them, in English and Chinese alike.
func TestCollidingNames(t *testing.T) {
	h, err := home.Parse("home.yaml", []byte(collided))
	if err != nil {
		t.Fatal(err)
	}
	e, _ := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), h)
	run(t, e, "s", []step{
		{"turn off all the lights", "", "done: light.hall off done, light.kitchen off done"},
		{"turn on the lights", "hall", "done: light.hall on done"},
		{"turn on the kitchen light", "", "done: light.kitchen on done"},
		{"turn off the kitchen lights", "", "done: light.kitchen off done"},
		{"turn it on", "", "done: light.kitchen on done"},
		{"yes", "", "not_understood: "},
		{"turn on the hall fan", "", "done: fan.hall on done"},
		{"把所有灯关掉", "", "done: light.hall off done, light.kitchen off done"},
		{"打开厨房灯", "", "done: light.kitchen on done"},
		{"把厨房的灯关了", "", "done: light.kitchen off done"},
		{"好的", "", "not_understood: "},
		{"打开燃气阀", "", "confirm: valve.gas open pending"},
	})
}
