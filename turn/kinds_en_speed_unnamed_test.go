package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestSpeedOfThingNotCalledFan says a named speed ("high", "medium",
// "low") said of a device with a fan's speed that is not called a fan
// ("the air purifier", "the dyson", "the ventilator") sets its speed as
// "set the fan to high" does: it asked "Raise Air Purifier by 10%?". A
// thing so named that has no speed is never set by it: a lamp, a heater,
// a speaker, a lock.
func TestSpeedOfThingNotCalledFan(t *testing.T) {
	generatedKinds(t)
	names := map[string]string{"Air Purifier": "fan.air_purifier", "Dyson": "fan.dyson", "Ventilator": "fan.ventilator",
		"Extractor": "fan.extractor", "Bathroom Vent": "fan.bathroom_vent"}
	var home strings.Builder
	home.WriteString("rooms:\n  - {id: bedroom, name: Bedroom}\n  - {id: bathroom, name: Bathroom}\ndevices:\n")
	for name, id := range names {
		room := "bedroom"
		if strings.Contains(name, "Bathroom") {
			room = "bathroom"
		}
		fmt.Fprintf(&home, "  - {id: %s, name: %s, room: %s, type: fan, capabilities: [onoff, fan_speed], state: {\"on\": false, speed: 0}}\n", id, name, room)
	}
	home.WriteString(`  - {id: light.bloom, name: Bloom, room: bedroom, type: light, capabilities: [onoff, brightness], state: {"on": false, brightness: 50}}
  - {id: heater.warmer, name: Space Warmer, room: bedroom, type: heater, capabilities: [onoff], state: {"on": false}}
  - {id: media.sonos, name: Sonos, room: bedroom, type: speaker, capabilities: [media], state: {playing: false, volume: 20, muted: false}}
  - {id: lock.door, name: Patio, room: bedroom, type: lock, capabilities: [lock], state: {locked: true}}
`)
	settings := map[string]string{"high": "100", "medium": "66", "low": "33"}
	frames := []string{"set the %n to %s", "%n on %s", "%n to %s", "put the %n on %s speed", "set the %n to %s please", "turn the %n to %s", "set the %n to the %s setting"}
	want := map[string]func(string) bool{}
	for name, id := range names {
		for s, pct := range settings {
			for _, f := range frames {
				text := strings.NewReplacer("%n", strings.ToLower(name), "%s", s).Replace(f)
				want[text] = is(fmt.Sprintf("planned: %s set speed=%s planned", id, pct))
			}
		}
	}
	if len(want) < 100 {
		t.Errorf("%d wordings, want at least 100", len(want))
	}
	e := eveningEngine(t, "speeds.yaml", home.String())
	askAll(t, e, want, "a named speed of a thing not called a fan")
	never := map[string]func(string) bool{}
	for _, name := range []string{"bloom", "space warmer", "sonos", "patio"} {
		for s := range settings {
			for _, f := range frames {
				never[strings.NewReplacer("%n", name, "%s", s).Replace(f)] = func(got string) bool { return !runs(got) }
			}
		}
	}
	askAll(t, eveningEngine(t, "speeds.yaml", home.String()), never, "a named speed of a thing with none")
}
