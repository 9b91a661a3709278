package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// unfitHome builds a home of rooms, each with a lamp that dims and a bulb
// that only switches, where the first room alone also has a ceiling light
// of colours: the one device of the home that takes a colour is called
// no lamp and no bulb.
func unfitHome(rooms []string) string {
	var rs, ds strings.Builder
	for i, name := range rooms {
		id := fmt.Sprintf("r%d", i)
		fmt.Fprintf(&rs, "  - {id: %s, name: %s}\n", id, name)
		fmt.Fprintf(&ds, "  - {id: light.%s_lamp, name: %s lamp, room: %s, type: light, capabilities: [onoff, brightness], state: {\"on\": false, brightness: 30}}\n", id, name, id)
		fmt.Fprintf(&ds, "  - {id: light.%s_bulb, name: %s bulb, room: %s, type: light, capabilities: [onoff], state: {\"on\": false}}\n", id, name, id)
		if i == 0 {
			fmt.Fprintf(&ds, "  - {id: light.%s_ceiling, name: %s ceiling light, room: %s, type: light, capabilities: [onoff, brightness, color], state: {\"on\": false, brightness: 60, color: white}}\n", id, name, id)
		}
	}
	return "rooms:\n" + rs.String() + "devices:\n" + ds.String()
}

// TestWordOfNamesThatCannot says a class word that is not its class's
// general word ("lamp", "bulb": lights) with what none of the devices
// called so can do ("make the lamp red" where no lamp has colours, "dim
// the bulb" where no bulb dims): the light that can and is called
// otherwise is asked about (a lamp may be a light), or switching them is
// asked back, never done unasked: it set the ceiling light red. What the
// devices called so can do is still theirs, and "the light" is any light.
func TestWordOfNamesThatCannot(t *testing.T) {
	generatedKinds(t)
	rooms := []string{"Bedroom", "Office", "Den", "Guest room"}
	home := unfitHome(rooms)
	want := map[string]func(string) bool{}
	for _, f := range []string{"make the %s red", "set the %s to blue", "turn the %s green", "change the %s colour to red",
		"make the %ss red", "can you make the %s purple", "set the %s colour to orange"} {
		for _, w := range []string{"lamp", "bulb"} {
			want[fmt.Sprintf(f, w)] = asksOnly
		}
	}
	for _, f := range []string{"dim the %s", "make the %s brighter", "set the %s brightness to 40", "set the %s to 40 percent", "turn down the %ss"} {
		want[fmt.Sprintf(f, "bulb")] = func(got string) bool { return !runs(got) } // switching it may be asked back
	}
	for i, name := range rooms {
		room, w := fmt.Sprintf("r%d", i), strings.ToLower(name)
		want[fmt.Sprintf("turn on the %s lamp", w)] = is(fmt.Sprintf("planned: light.%s_lamp on planned", room))
		want[fmt.Sprintf("dim the %s lamp", w)] = is(fmt.Sprintf("planned: light.%s_lamp set planned", room))
	}
	want["make the light red"] = is("planned: light.r0_ceiling set color=red planned")
	askAll(t, eveningEngine(t, "unfit.yaml", home), want, "a word of names that cannot")
}
