package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// alikeHome has a living room, named only so, and a kitchen; ownHome a
// family room and a den called the front room of their own.
const (
	alikeHome = `
rooms:
  - {id: living, name: Living room}
  - {id: kitchen, name: Kitchen}
devices:
  - {id: light.living, name: Ceiling light, room: living, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: media.living_tv, name: TV, room: living, type: tv, capabilities: [onoff], state: {"on": false}}
  - {id: fan.living, name: Fan, room: living, type: fan, capabilities: [onoff], state: {"on": false}}
  - {id: light.kitchen, name: Kitchen light, room: kitchen, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: fan.kitchen, name: Kitchen fan, room: kitchen, type: fan, capabilities: [onoff], state: {"on": false}}
`
	ownHome = `
rooms:
  - {id: living, name: Living room}
  - {id: family, name: Family room}
  - {id: den, name: Den, aliases: [front room]}
devices:
  - {id: light.living, name: Ceiling light, room: living, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.family, name: Floor lamp, room: family, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.den, name: Den lamp, room: den, type: light, capabilities: [onoff], state: {"on": false}}
`
)

// TestRoomCalledAlike says a living room named only so is the one meant
// by the other names of its kind ("the sitting room", "the front room",
// "the family room", "the living area", "the lounge"), as a place after a
// thing or before it, with every verb: they were a room not known. A
// home with a room of that name of its own keeps it for that room.
func TestRoomCalledAlike(t *testing.T) {
	generatedKinds(t)
	alike := []string{"sitting room", "front room", "family room", "living area", "lounge", "lounge room"}
	things := map[string]string{"light": "light.living", "tv": "media.living_tv", "fan": "fan.living"}
	frames := []string{"%v the %t in the %r", "%v the %r %t", "%v the %t in the %r please", "%r %t %d", "%v the %r %t please"}
	dirs := map[string]string{"turn on": "on", "switch off": "off", "turn off": "off"}
	want := map[string]func(string) bool{}
	for _, r := range alike {
		for th, id := range things {
			for v, d := range dirs {
				for _, f := range frames {
					text := strings.NewReplacer("%v", v, "%t", th, "%r", r, "%d", d).Replace(f)
					want[text] = is(fmt.Sprintf("planned: %s %s planned", id, d))
				}
			}
		}
		want["turn off everything in the "+r] = is("planned: fan.living off planned, light.living off planned, media.living_tv off planned")
	}
	if len(want) < 250 {
		t.Errorf("%d wordings, want at least 250", len(want))
	}
	askAll(t, eveningEngine(t, "alike.yaml", alikeHome), want, "a living room called alike")
	own := map[string]func(string) bool{
		"turn on the family room light":        is("planned: light.family on planned"),
		"turn on the front room light":         is("planned: light.den on planned"),
		"turn on the sitting room light":       is("planned: light.living on planned"),
		"turn on the light in the family room": is("planned: light.family on planned"),
		"turn on the light in the front room":  is("planned: light.den on planned"),
	}
	askAll(t, eveningEngine(t, "own.yaml", ownHome), own, "rooms of those names of their own")
}
