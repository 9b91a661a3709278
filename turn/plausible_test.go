package turn_test

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"

	"edge/drivers/drivertest"
	"edge/home"
	"edge/turn"
)

// TestConditionImplausibleReading: a reading a sensor cannot give (not a
// number, infinite, 10^300 °C, far outside what such a sensor reads) is no
// reading: the condition is not compared, nothing runs, the turn fails
// with why, and the read is in the result; a reading within range is
// compared as before, and a negative threshold is the number said.
func TestConditionImplausibleReading(t *testing.T) {
	fake := drivertest.Register()
	h, err := home.Parse("p.yaml", []byte(`rooms:
  - {id: porch, name: Porch}
devices:
  - {id: sensor.porch, name: Porch thermometer, room: porch, type: sensor, capabilities: [temperature], driver: {kind: fake}, state: {temperature: 20}}
  - {id: switch.heater, name: Porch heater, room: porch, type: switch, capabilities: [onoff], state: {on: false}}
`))
	if err != nil {
		t.Fatal(err)
	}
	sensor := &h.Devices[0]
	for _, tt := range []struct {
		reading any
		text    string
		want    string
	}{
		{math.Inf(1), "if the porch is above 26 degrees turn on the porch heater", "failed: "},
		{math.NaN(), "if the porch is below 26 degrees turn on the porch heater", "failed: "},
		{1e300, "if the porch is above 26 degrees turn on the porch heater", "failed: "},
		{-1e6, "if the porch is below 5 degrees turn on the porch heater", "failed: "},
		{"30", "if the porch is above 26 degrees turn on the porch heater", "failed: "},
		{math.Copysign(0, -1), "if the porch is above 26 degrees turn on the porch heater", "condition_false: "},
		{2.0, "if the porch is below -5 degrees turn on the porch heater", "condition_false: "},
		{-8.0, "if the porch is below -5 degrees turn on the porch heater", "confirm: switch.heater on pending"},
	} {
		fake.Reset()
		e, _, _ := engineAt(t, h, time.Date(2026, 1, 10, 7, 0, 0, 0, time.UTC))
		if _, err := fake.Do(context.Background(), sensor, "report", map[string]any{"temperature": tt.reading}); err != nil {
			t.Fatal(err)
		}
		r := e.Ask(context.Background(), turn.Request{Text: tt.text, Session: "s"})
		if got := summary(r); got != tt.want {
			t.Errorf("reading %v: %q: %s (%s; reads %+v), want %s", tt.reading, tt.text, got, r.Say, r.Reads, tt.want)
		}
		if len(r.Reads) != 1 || r.Reads[0].Device != "sensor.porch" {
			t.Errorf("reading %v: reads %+v, want the porch thermometer's", tt.reading, r.Reads)
		}
		if strings.HasPrefix(tt.want, "failed") && r.Say == "" {
			t.Errorf("reading %v: a failed turn says nothing", tt.reading)
		}
	}
}

// TestStateConditionImplausibleReading: a state a device of its kind
// cannot be in (a lock "jammed" or 1 for locked, a position that is
// NaN or a text) tells no state: a condition on it does not hold, and
// nothing runs; a state of the right kind is read as before.
func TestStateConditionImplausibleReading(t *testing.T) {
	fake := drivertest.Register()
	h, err := home.Parse("p.yaml", []byte(`rooms:
  - {id: hall, name: Hall}
devices:
  - {id: lock.front, name: Front door lock, aliases: [front door], room: hall, type: lock, capabilities: [lock], driver: {kind: fake}, state: {locked: true}}
  - {id: cover.garage, name: Garage door, room: hall, type: garage_door, capabilities: [position], driver: {kind: fake}, state: {position: 0}}
  - {id: light.porch, name: Porch light, room: hall, type: light, capabilities: [onoff], state: {on: false}}
`))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		device  int
		attr    string
		reading any
		text    string
		want    string
	}{
		{0, "locked", "jammed", "if the front door is unlocked turn on the porch light", "condition_false: "},
		{0, "locked", 1.0, "if the front door is unlocked turn on the porch light", "condition_false: "},
		{0, "locked", false, "if the front door is unlocked turn on the porch light", "done: light.porch on done"},
		{1, "position", math.NaN(), "if the garage door is closed turn on the porch light", "condition_false: "},
		{1, "position", "closed", "if the garage door is closed turn on the porch light", "condition_false: "},
		{1, "position", 1e300, "if the garage door is open turn on the porch light", "condition_false: "},
		{1, "position", 0.0, "if the garage door is closed turn on the porch light", "done: light.porch on done"},
	} {
		fake.Reset()
		e, _, _ := engineAt(t, h, time.Date(2026, 1, 10, 7, 0, 0, 0, time.UTC))
		if _, err := fake.Do(context.Background(), &h.Devices[tt.device], "report", map[string]any{tt.attr: tt.reading}); err != nil {
			t.Fatal(err)
		}
		r := e.Ask(context.Background(), turn.Request{Text: tt.text, Session: "s"})
		if got := summary(r); got != tt.want {
			t.Errorf("%s %v: %q: %s (%s), want %s", tt.attr, tt.reading, tt.text, got, r.Say, tt.want)
		}
	}
}
