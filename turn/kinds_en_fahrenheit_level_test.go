package turn_test

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"edge/compile"
	"edge/turn"
)

// TestFahrenheitOfAHeater says a temperature in degrees Fahrenheit, with
// no unit, to a heater that has a thermostat and to an air conditioner
// ("set the heater to 70", "turn the furnace up to 68", "set the heater
// temperature to 72"): the degrees Celsius it is are asked back ("Set
// Furnace to 21°C?") for both, as "set the ac to 72" was; the heater's
// was refused as 70 °C ("Furnace goes up to 35 °C") or said no device
// could ("No device here can do that"). A yes to the heater's goes
// through the gate as the command would: a heater asks its own yes.
func TestFahrenheitOfAHeater(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "furnace.yaml", `rooms:
  - {id: hall, name: Hallway}
  - {id: living, name: Living room}
devices:
  - {id: climate.furnace, name: Furnace, aliases: [heater], room: hall, type: heater,
     capabilities: [onoff, thermostat], state: {"on": false, mode: heat, target_temperature: 20, temperature: 19}}
  - {id: climate.ac, name: AC, room: living, type: climate,
     capabilities: [onoff, thermostat], state: {"on": true, mode: cool, target_temperature: 22, temperature: 24}}
`)
	n := 0
	for _, name := range []string{"heater", "furnace", "ac"} {
		for _, f := range []string{"set the %s to %d", "turn the %s up to %d", "set the %s temperature to %d", "turn the %s to %d",
			"please set the %s to %d"} {
			for deg := 64; deg <= 80; deg += 2 {
				n++
				text := fmt.Sprintf(f, name, deg)
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
				c := strconv.FormatFloat(math.Round(compile.Celsius(float64(deg), false)*2)/2, 'f', -1, 64)
				if r.Outcome != turn.Clarify || !strings.Contains(r.Question, " to "+c+"°C?") {
					t.Errorf("%q: %s %q, want %s °C asked back", text, summary(r), r.Question, c)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d utterances, want at least 100", n)
	}
	s := "fahrenheit yes"
	e.Ask(context.Background(), turn.Request{Text: "set the heater to 70", Session: s, DryRun: true})
	if r := e.Ask(context.Background(), turn.Request{Text: "yes", Session: s, DryRun: true}); r.Outcome != turn.Confirm || len(r.Actions) != 1 {
		t.Errorf("yes to the heater: %s, want its own yes asked", summary(r))
	}
}
