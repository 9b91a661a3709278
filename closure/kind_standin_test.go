package closure_test

import (
	"strings"
	"testing"

	"edge/lang"
)

// heaterHome has a heater of its own beside its thermostat.
const heaterHome = `
rooms:
  - {id: hall, name: Hall, aliases: [玄关]}
devices:
  - {id: climate.hall, name: Thermostat, aliases: [温控器], room: hall, type: climate, capabilities: [onoff, thermostat], state: {"on": true, mode: heat, target_temperature: 20, temperature: 19}}
  - {id: heater.hall, name: Oil radiator, aliases: [油汀], room: hall, type: heater, capabilities: [onoff], state: {"on": false}}
`

// TestHeaterIsTheThermostat: every word of the heater class of every
// pack names the thermostat of a home that has no heater, switched or
// asked about; in a home with a heater, the heater.
func TestHeaterIsTheThermostat(t *testing.T) {
	alone, with := kindsEngine(t), engineOn(t, heaterHome)
	want, real := map[string]outcome{}, map[string]outcome{}
	for _, w := range lang.ClassWords("heater") {
		forms := []string{"turn on the %w", "turn the %w off", "is the %w on"}
		if lang.Detect(w).Code() == "zh" {
			forms = []string{"打开%w", "把%w关了", "%w开着吗"}
		}
		for i, f := range forms {
			text := strings.ReplaceAll(f, "%w", w)
			switch i {
			case 0:
				want[text], real[text] = doing("climate.hall on"), doing("heater.hall on")
			case 1:
				want[text], real[text] = doing("climate.hall off"), doing("heater.hall off")
			default:
				want[text], real[text] = reading("climate.hall"), reading("heater.hall")
			}
		}
	}
	check(t, alone, "heater without one", 12, want)
	check(t, with, "heater with one", 12, real)
}
