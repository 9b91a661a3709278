package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// litHome builds a home of rooms, each with three dimmable lights (two of
// them with colours), a light that only switches, a blind, an air
// conditioner, a speaker and a plug. ids are "<kind>.<room>_<what>".
func litHome(rooms []string) string {
	var rs, ds strings.Builder
	for i, name := range rooms {
		id := fmt.Sprintf("r%d", i)
		fmt.Fprintf(&rs, "  - {id: %s, name: %s}\n", id, name)
		for _, d := range [][3]string{
			{"light.%s_ceiling", name + " ceiling light", "type: light, capabilities: [onoff, brightness, color], state: {\"on\": false, brightness: 60, color: white}"},
			{"light.%s_lamp", name + " lamp", "type: light, capabilities: [onoff, brightness], state: {\"on\": false, brightness: 30}"},
			{"light.%s_strip", name + " strip", "type: light, capabilities: [onoff, brightness, color], state: {\"on\": true, brightness: 80, color: blue}"},
			{"light.%s_wall", name + " wall light", "type: light, capabilities: [onoff], state: {\"on\": false}"},
			{"cover.%s_blind", name + " blind", "type: blind, capabilities: [position], state: {position: 0}"},
			{"climate.%s_ac", name + " AC", "type: climate, capabilities: [onoff, thermostat, temperature], state: {\"on\": false, target_temperature: 24, mode: cool, temperature: 26}"},
			{"media.%s_speaker", name + " speaker", "type: speaker, capabilities: [media], state: {playing: false, volume: 30, muted: false}"},
			{"switch.%s_plug", name + " plug", "type: outlet, capabilities: [onoff], state: {\"on\": false}"},
		} {
			fmt.Fprintf(&ds, "  - {id: %s, name: %s, room: %s, %s}\n", fmt.Sprintf(d[0], id), d[1], id, d[2])
		}
	}
	return "rooms:\n" + rs.String() + "devices:\n" + ds.String()
}

// TestPlaceSaidOfItsLight says a room as the name of what a verb of the
// level or colour of light changes ("dim the bedroom", "set the bedroom
// brightness to 40", "make the bedroom red"): it is the room's lights
// that can, every one, as "set the brightness in the bedroom to 40" and
// 卧室调暗一点 are; it asked which of them. A value of no kind ("set the
// bedroom to 40 percent": the blind, the lights, the air conditioner?)
// is still asked about, and a quantity of another kind is still its
// device's.
func TestPlaceSaidOfItsLight(t *testing.T) {
	generatedKinds(t)
	rooms := []string{"Bedroom", "Office", "Den", "Guest room", "Nursery", "Living room"}
	level := []string{"dim the %s", "brighten the %s", "make the %s brighter", "make the %s dimmer", "make the %s a bit brighter",
		"turn the %s brightness up", "turn down the %s brightness", "raise the %s brightness", "lower the %s brightness",
		"can you dim the %s", "please brighten the %s"}
	set := []string{"set the %s brightness to 40", "set the %s brightness to 40 percent", "%s brightness to 40", "can you set the %s brightness to 40"}
	colour := []string{"make the %s red", "turn the %s red", "set the %s colour to red"}
	want := map[string]func(string) bool{}
	acts := func(room, what string, lights ...string) string {
		var out []string
		for _, l := range lights {
			out = append(out, fmt.Sprintf("light.%s_%s set%s planned", room, l, what))
		}
		return "planned: " + strings.Join(out, ", ")
	}
	for i, name := range rooms {
		room, w := fmt.Sprintf("r%d", i), strings.ToLower(name)
		lit, coloured := []string{"ceiling", "lamp", "strip"}, []string{"ceiling", "strip"}
		for _, f := range level {
			want[fmt.Sprintf(f, w)] = is(acts(room, "", lit...))
		}
		for _, f := range set {
			want[fmt.Sprintf(f, w)] = is(acts(room, " brightness=40", lit...))
		}
		for _, f := range colour {
			want[fmt.Sprintf(f, w)] = is(acts(room, " color=red", coloured...))
		}
		want[fmt.Sprintf("set the %s to 40 percent", w)] = asksOnly
		want[fmt.Sprintf("set the %s volume to 20", w)] = is(fmt.Sprintf("planned: media.%s_speaker set volume=20 planned", room))
		want[fmt.Sprintf("set the %s temperature to 22", w)] = is(fmt.Sprintf("planned: climate.%s_ac set temperature=22 planned", room))
	}
	if len(want) < 100 {
		t.Fatalf("%d wordings, want at least 100", len(want))
	}
	askAll(t, eveningEngine(t, "lit.yaml", litHome(rooms)), want, "a room's light")
}
