package turn_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"edge/home"
	"edge/turn"
)

// TestPlaceTemperatureNotAThing: a place's temperature, set or asked, in
// every wording of both languages ("卫生间冷一点", "make the kitchen warmer",
// "set the bathroom to 20 degrees", "how warm is the kitchen", 厨房多少度),
// never reaches a device whose type says its temperature is a thing's (a
// water heater's water, an oven's inside, a fridge's): "卫生间冷一点"
// lowered the water heater, and "卫生间多少度" said the water's 48 °C. A
// room's air conditioner or thermometer there still answers; the thing
// named still does.
func TestPlaceTemperatureNotAThing(t *testing.T) {
	things := []string{"water_heater", "oven", "fridge", "kettle", "aquarium"}
	var b strings.Builder
	b.WriteString("rooms:\n  - {id: bath, name: Bathroom, aliases: [卫生间]}\n  - {id: kitchen, name: Kitchen, aliases: [厨房]}\n" +
		"  - {id: bed, name: Bedroom, aliases: [卧室]}\ndevices:\n" +
		"  - {id: climate.bed, name: Bedroom AC, aliases: [卧室空调], room: bed, type: climate, capabilities: [onoff, thermostat, temperature], state: {on: true, target_temperature: 24, temperature: 25}}\n")
	for i, ty := range things {
		for _, room := range []string{"bath", "kitchen", "bed"} {
			fmt.Fprintf(&b, "  - {id: thing.%s_%d, name: %s %d %s, room: %s, type: %s, capabilities: [onoff, thermostat, temperature], state: {on: true, target_temperature: 50, temperature: 48}}\n",
				room, i, room, i, ty, room, ty)
		}
	}
	h, err := home.Parse("things.yaml", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	e, _ := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), h)
	says := []string{"%s冷一点", "%s热一点", "%s暖和一点", "把%s的温度调低一点", "%s温度调到20度", "%s太热了", "make the %s warmer", "make the %s cooler",
		"set the %s to 20 degrees", "turn the temperature down in the %s", "turn up the heat in the %s", "%s多少度", "how warm is the %s",
		"what's the temperature in the %s", "is it cold in the %s"}
	n := 0
	for _, say := range says {
		for _, room := range []string{"Bathroom", "Kitchen", "Bedroom"} {
			if strings.IndexFunc(say, func(r rune) bool { return r >= 0x80 }) >= 0 {
				room = map[string]string{"Bathroom": "卫生间", "Kitchen": "厨房", "Bedroom": "卧室"}[room]
			}
			text := fmt.Sprintf(say, room)
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
			for _, a := range r.Actions {
				if strings.HasPrefix(a.Device, "thing.") {
					t.Errorf("%q: %s, want no thing's temperature", text, planned(r))
				}
			}
			if strings.Contains(r.Say, "48") {
				t.Errorf("%q: %q, want no thing's temperature said", text, r.Say)
			}
		}
	}
	if n < 40 {
		t.Errorf("%d utterances, want at least 40", n)
	}
	for text, want := range map[string]string{"卧室冷一点": "climate.bed", "make the bedroom warmer": "climate.bed", "turn up the bathroom 0 water_heater": "thing.bath_0"} {
		if r := e.Ask(context.Background(), turn.Request{Text: text, Session: "named " + text, DryRun: true}); len(r.Actions) != 1 || r.Actions[0].Device != want {
			t.Errorf("%q: %s, want %s", text, planned(r), want)
		}
	}
}
