package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestDockWordInAName: a device named with a word that also says where a
// vacuum docks ("Phone charger", "Radio base", "Weather station"),
// switched by its whole name or an alias ("turn on the smart charger",
// "switch the phone charger off"), is that device: with a word of its
// name before it, "charger" was where a vacuum goes, and the command
// asked which of the home's devices, or found another. A vacuum sent to
// its charger still docks.
func TestDockWordInAName(t *testing.T) {
	e := eveningEngine(t, "docks.yaml", `name: Docks
rooms:
  - {id: bedroom, name: Bedroom}
  - {id: kitchen, name: Kitchen}
devices:
  - {id: outlet.phone_charger, name: Phone charger, aliases: [mobile charger, smart charger], room: bedroom, type: outlet, capabilities: [onoff]}
  - {id: outlet.radio_base, name: Radio base, aliases: [dect base], room: kitchen, type: outlet, capabilities: [onoff]}
  - {id: outlet.weather, name: Weather station, aliases: [garden station], room: kitchen, type: outlet, capabilities: [onoff]}
  - {id: outlet.kettle, name: Kettle plug, room: kitchen, type: outlet, capabilities: [onoff]}
  - {id: vacuum.robot, name: Robot vacuum, room: kitchen, type: vacuum, capabilities: [vacuum], state: {status: cleaning}}
`)
	names := map[string]string{"phone charger": "outlet.phone_charger", "mobile charger": "outlet.phone_charger", "smart charger": "outlet.phone_charger",
		"radio base": "outlet.radio_base", "dect base": "outlet.radio_base", "weather station": "outlet.weather", "garden station": "outlet.weather"}
	n := 0
	for name, id := range names {
		for dir, forms := range map[string][]string{"on": {"turn on the %s", "switch on the %s please", "turn the %s on"}, "off": {"switch the %s off", "turn off my %s", "power off the %s"}} {
			for _, f := range forms {
				text := fmt.Sprintf(f, name)
				n++
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
				if got, want := summary(r), "planned: "+id+" "+dir+" planned"; got != want {
					t.Errorf("%q: %s (%s), want %s", text, got, r.Say, want)
				}
			}
		}
	}
	if n < 40 {
		t.Errorf("%d commands, want at least 40", n)
	}
	for _, text := range []string{"send the vacuum back to the charger", "send the robot vacuum to its base"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if got, want := summary(r), "planned: vacuum.robot dock planned"; got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
}
