package turn

import (
	"math"

	"edge/compile"
	"edge/home"
	"edge/index"
	"edge/ir"
)

// fahrenheitMeant reads a temperature set with no unit, or in degrees of
// no scale where they may be Fahrenheit (ir.Param.Degrees), that every device
// of the clause takes only in degrees Fahrenheit ("set the thermostat to
// 70", over the 35 °C it goes up to, where 70 °F is 21 °C in its range) as
// degrees Fahrenheit, to be asked back ("Set Living room AC to 21 °C?")
// as a wish is: it was refused as 70 °C. A number that fits in degrees
// Celsius, or fits in neither, is left as it was said.
func fahrenheitMeant(cl ir.Clause, ents []*index.Entity) (ir.Clause, bool) {
	if cl.Kind != ir.Act || len(cl.Params) != 1 || len(ents) == 0 {
		return cl, false
	}
	p := cl.Params[0]
	if p.Name != "temperature" && !(p.Name == levelParam && levelIsTemperature(cl, ents)) || !p.Bare && !p.Degrees || p.Relative {
		return cl, false
	}
	c := math.Round(compile.Celsius(p.Num, false)*2) / 2
	for _, e := range ents {
		lo, hi, ok := temperatureRange(e)
		if !ok || p.Num <= hi || c < lo || c > hi {
			return cl, false
		}
	}
	cl.Params = []ir.Param{p}
	cl.Params[0].Num, cl.Params[0].Bare, cl.Params[0].Name = c, false, "temperature"
	if p.Name == levelParam {
		cl.Actions = compile.Actions("", "set", cl.Params) // the temperature a level of it is
	}
	cl.Wish = true
	return cl, true
}

// temperatureRange is the range of the temperature a device is set to.
func temperatureRange(e *index.Entity) (lo, hi float64, ok bool) {
	if e.Kind != index.Device {
		return 0, 0, false
	}
	for _, name := range e.Device.Commands() {
		spec, _, _ := e.Device.Command(name)
		for _, a := range spec.Args {
			if a.Name == "temperature" && !a.Step && a.Min < a.Max {
				return a.Min, a.Max, true
			}
		}
	}
	return 0, 0, false
}

// levelIsTemperature reports devices each of whose level, as the plan
// reads a level said of it (altOf, home.LevelArgOf), is its temperature.
func levelIsTemperature(cl ir.Clause, ents []*index.Entity) bool {
	for _, e := range ents {
		if e.Device == nil {
			return false
		}
		a, ok := altOf(e.Device, cl)
		if lv, _ := home.LevelArgOf(a.Capability); !ok || lv.Name != "temperature" {
			return false
		}
	}
	return true
}
