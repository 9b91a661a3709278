package turn_test

import (
	"testing"
	"time"

	"edge/home"
)

// TestFloorOfTheWordsSaid: a relay whose name the floors do not read as
// a hazard (a homophone, 燃气伐 for 燃气阀; a typo, "Space heeter"; 门锁,
// which the grammar also reads as "lock the door") but which the resolver
// reaches by a hazard's words is at that hazard's floor: the words said
// ask for a yes, whatever the name, and so do a reference ("打开它") and a
// follow-up ("再打开") to it in the session; a relay the session never
// reached by a hazard's words, said by its own name, and a light said
// beside a hazard word that is no part of its name, stay low.
func TestFloorOfTheWordsSaid(t *testing.T) {
	h, err := home.Parse("said.yaml", []byte(`rooms:
  - {id: garage, name: Garage, aliases: [车库]}
devices:
  - {id: switch.gas, name: 燃气伐, type: switch, capabilities: [onoff], state: {on: false}}
  - {id: switch.heat, name: Space heeter, type: switch, capabilities: [onoff], state: {on: false}}
  - {id: switch.lock, name: 门锁, type: switch, capabilities: [onoff], state: {on: false}}
  - {id: light.garage, name: Garage light, room: garage, type: light, capabilities: [onoff], state: {on: false}}
`))
	if err != nil {
		t.Fatal(err)
	}
	e, _, _ := engineAt(t, h, time.Date(2026, 1, 10, 7, 0, 0, 0, time.UTC))
	run(t, e, "s", []step{
		{text: "打开燃气阀", want: "confirm: switch.gas on pending"},
		{text: "不", want: "cancelled: "},
		{text: "turn on the space heater", want: "confirm: switch.heat on pending"},
		{text: "no", want: "cancelled: "},
		{text: "打开门锁", want: "confirm: switch.lock on pending"},
		{text: "不", want: "cancelled: "},
		{text: "打开它", want: "confirm: switch.lock on pending"},
		{text: "不", want: "cancelled: "},
		{text: "把燃气阀关掉", want: "done: switch.gas off done"},
		{text: "再打开", want: "confirm: switch.gas on pending"},
		{text: "不", want: "cancelled: "},
		{text: "turn on the space heeter", want: "confirm: switch.heat on pending"},
		{text: "no", want: "cancelled: "},
		{text: "turn on the garage light", want: "done: light.garage on done"},
	})
	run(t, e, "other", []step{
		{text: "turn on the space heeter", want: "done: switch.heat on done"},
	})
}
