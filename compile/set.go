package compile

import (
	"math"
	"slices"

	"edge/grammar"
	"edge/home"
	"edge/ir"
	"edge/lang"
)

// set builds a clause that sets or changes an attribute, and the mode
// said with it ("the AC to cool at 22 degrees").
func (a *asm) set(t ir.Target, verb, dir string, val, rel *lang.Phrase, attr string) (ir.Clause, error) {
	mode := a.modeValue()
	if mode != nil && val == mode {
		val = a.valueBesides(mode)
	}
	if mode != nil && mode.Kelvin > 0 && t.Class == "light" && val == nil {
		// "set the lamp to cool": a light's mode is its colour temperature.
		k := *mode
		k.Raw, k.Mode, mode = k.Mode, "", nil
		val = &k
	}
	if mode != nil && val == nil && rel == nil {
		return ir.Clause{Kind: ir.Act, Verb: "set", Actions: setClusters["mode"], Target: t,
			Params: []ir.Param{{Name: "mode", Text: mode.Mode}}}, nil
	}
	cl, err := a.setLevel(t, verb, dir, val, rel, attr)
	if err == nil && mode != nil {
		cl.Params = append(cl.Params, ir.Param{Name: "mode", Text: mode.Mode})
	}
	if err == nil {
		a.setAgain = func(t ir.Target) (ir.Clause, error) { return a.set(t, verb, dir, val, rel, attr) }
	}
	return cl, err
}

// modeValue is the clause's first mode word, or nil.
func (a *asm) modeValue() *lang.Phrase {
	for i := range a.ps {
		if a.ps[i].Kind == lang.Value && a.ps[i].Mode != "" {
			return &a.ps[i]
		}
	}
	return nil
}

// valueBesides is the clause's first value other than v, or nil.
func (a *asm) valueBesides(v *lang.Phrase) *lang.Phrase {
	for i := range a.ps {
		if p := &a.ps[i]; p.Kind == lang.Value && p != v {
			return p
		}
	}
	return nil
}

// setLevel builds a clause that sets or changes an attribute.
func (a *asm) setLevel(t ir.Target, verb, dir string, val, rel *lang.Phrase, attr string) (ir.Clause, error) {
	sign := 0.0
	switch {
	case verb == "inc" || verb == "brighten" || dir == "up":
		sign = 1
	case verb == "dec" || verb == "dim" || dir == "down":
		sign = -1
	}
	if rel != nil && (sign == 0 || rel.Word != "") {
		// "a little more" after "lower" only says how much: the verb's
		// direction stands.
		sign = rel.Sign
		if attr == "color_temp" && rel.Word == "temperature" {
			sign = -sign // "a warmer colour temperature" is fewer kelvin
		}
		if attr == "" || attr == "color" && rel.Word != "" {
			attr = rel.Word // "a warmer colour" is warmer, not another colour
		}
	}
	if (verb == "dim" || verb == "brighten") && attr == "" {
		attr = "brightness"
	}
	p := ir.Param{Name: attr}
	white := false
	switch {
	case val == nil && sign == 0:
		return ir.Clause{}, errNoAction
	case val == nil:
		if p.Name == "" {
			p.Name = "level"
		}
		p.Relative, p.Num = true, sign*home.DefaultStep(attr)*a.stepTimes()            // much.go
		p.Along = rel != nil && rel.Along && verb == "" && dir == "" && emptyTarget(t) // "a bit more"
		p.AlongOnly = p.Along && rel.AlongOnly                                         // "too much"
	case val.Raw != "" && !val.HasNum && val.Extreme == 0:
		switch {
		case val.Kelvin > 0 && (attr == "" || attr == "color_temp" || attr == "temperature" || attr == "color"):
			p.Name, p.Num, white = "color_temp", val.Kelvin, true // "change the colour to warm white": a white
		case val.Color != "":
			p.Name, p.Text = "color", val.Color
		default:
			return ir.Clause{}, grammar.Errorf("%q is not a colour edge knows", val.Raw)
		}
	case val.Extreme != 0:
		if p.Name == "" {
			p.Name = "level"
		}
		p.Num, p.Most = 100, val.Extreme > 0
		if val.Extreme < 0 {
			p.Num = 0
			if p.Name == "level" || p.Name == "brightness" || p.Name == "speed" {
				p.Num, p.Least = 1, true // the dimmest light that is still on, the slowest fan that still turns
			}
		}
		if lo, hi, ok := argRange(p.Name); ok && (lo != 0 || hi != 100) {
			p.Num = hi // "the lowest temperature" is the bottom of its range
			if val.Extreme < 0 {
				p.Num = lo
			}
		}
	default:
		p.Num, p.Bare, p.Percent, p.Half = val.Num, val.Unit == "", val.Unit == lang.UnitPercent, val.Half
		p.Degrees = val.Unit == lang.UnitDegrees && a.pack.Vocab().FahrenheitDegrees
		switch {
		case val.Unit == lang.UnitSteps && p.Name != "" && p.Name != "level" && p.Name != "speed":
			return ir.Clause{}, grammar.Errorf("steps only go with a speed")
		case val.Unit == lang.UnitSteps:
			p.Name, p.Steps = "speed", true
		case val.Unit == lang.UnitKelvin || (p.Name == "temperature" || p.Name == "color_temp" || p.Name == "") && val.Num >= 1000:
			p.Name = "color_temp"
		case degrees(val.Unit) && (p.Name == "" || p.Name == "level"):
			p.Name = "temperature"
		case degrees(val.Unit) && p.Name != "temperature":
			return ir.Clause{}, grammar.Errorf("degrees only go with temperature")
		case p.Name == "":
			p.Name = "level"
		}
		if sign != 0 && (val.Prep == lang.ValueBy || val.Prep == "" && verb != "set") {
			if val.Num < 0 {
				// "up by -3": the words say two directions; neither is taken
				return ir.Clause{}, grammar.Errorf("a change said with a direction and a minus sign")
			}
			p.Relative, p.Num = true, sign*val.Num
		}
		if val.Unit == lang.UnitFahrenheit {
			p.Num = math.Round(Celsius(p.Num, p.Relative)*2) / 2 // to the half degree a thermostat is set to
		}
		if val.Unit == lang.UnitNotches && !p.Relative {
			return ir.Clause{}, grammar.Errorf("steps of a change said with no direction")
		}
	}
	if p.Name == "level" && p.Relative && t.Class == "" && (a.has(lang.Attr, "volume") || a.has(lang.Noun, lang.NounMedia)) {
		p.Name = "volume"
	}
	if p.Name == "level" && !p.Relative && val != nil && val.HasNum && val.Unit == "" && thermal(t.Class) {
		p.Name = "temperature" // "set the thermostat to twenty one"
	}
	if p.Name == "level" && p.Relative && val != nil && val.HasNum && val.Unit == "" && thermal(t.Class) && math.Abs(p.Num) <= maxBareDegrees {
		// "lower the ac by 2": two degrees, where the step of a level
		// not counted in percent (one degree) was taken.
		p.Name = "temperature"
	}
	if p.Name == "level" && p.Relative && val == nil && thermal(t.Class) {
		// "turn the AC down a bit": its temperature, not its fan.
		p.Name, p.Num = "temperature", sign*home.DefaultStep("temperature")*a.stepTimes()
	}
	if val != nil && val.Unit == lang.UnitNotches {
		// "turn the tv up two notches", 空调调高两格: two default steps
		if p.Name == "level" && thermal(t.Class) {
			p.Name = "temperature"
		}
		p.Num *= home.DefaultStep(p.Name)
	}
	if p.Name == "temperature" && p.Relative && val == nil && t.Class == "light" {
		// "make the lamp warmer": a warmer light is a lower colour temperature.
		p.Name, p.Num = "color_temp", -sign*home.DefaultStep("color_temp")*a.stepTimes()
	}
	cl, ok := setClusters[p.Name]
	if p.Name == lang.Softness {
		// "make it softer": a light's brightness or what plays' volume,
		// as the device's level; nothing else it has
		p.Name, cl, ok = "level", append(slices.Clone(setClusters["brightness"]), setClusters["volume"]...), true
	}
	if !ok {
		return ir.Clause{}, errNoAction
	}
	if p.Half && p.Name == "level" {
		cl = halfWays(cl) // half.go
	}
	if white {
		// a white said by its name ("warm white", "daylight") sets the
		// colour of a light that has no colour temperature
		cl = append(slices.Clone(cl), setClusters["color"]...)
	}
	if verb == "open" || verb == "close" {
		if p.Name != "level" && p.Name != "position" {
			// "open the garage door 2k", "close the blinds 22 degrees":
			// a colour temperature or a temperature is no way open.
			return ir.Clause{}, errNoAction
		}
		cl = setClusters["position"]
		p.Name = "position"
	}
	return ir.Clause{Kind: ir.Act, Verb: "set", Actions: cl, Target: t, Params: []ir.Param{p}}, nil
}

// maxBareDegrees is the largest change of a thermostat said by a number
// alone that is read as degrees; a larger one stays a level, at most one
// step ("turn the ac up by 10" is no ten degrees).
const maxBareDegrees = 3

// degrees reports a unit of temperature.
func degrees(unit string) bool {
	return unit == lang.UnitDegrees || unit == lang.UnitCelsius || unit == lang.UnitFahrenheit
}

// Celsius is degrees Fahrenheit in degrees Celsius: a temperature, or a
// change of one (relative).
func Celsius(f float64, relative bool) float64 {
	if !relative {
		f -= 32
	}
	return f * 5 / 9
}

// attr is the attribute the clause names: "color temperature" is
// color_temp, "temp" is temperature.
func (a *asm) attr() string {
	attr := ""
	for _, p := range a.ps {
		if p.Kind != lang.Attr {
			continue
		}
		switch {
		case attr == "color" && p.Word == "temperature":
			attr = "color_temp"
		case attr == "":
			attr = p.Word
		}
	}
	if attr == "level" {
		return ""
	}
	return attr
}

// argRange is the range of the numeric argument a parameter sets, from
// the capability table; ok is false for a parameter of no such argument.
func argRange(name string) (lo, hi float64, ok bool) {
	for _, c := range home.Capabilities() {
		for _, cmd := range c.Commands {
			for _, arg := range cmd.Args {
				if arg.Name == name && !arg.Step && (arg.Kind == home.Integer || arg.Kind == home.Number) {
					return arg.Min, arg.Max, true
				}
			}
		}
	}
	return 0, 0, false
}

// thermal reports whether a class is set by its temperature: the air
// conditioners and thermostats, or the heating ("turn the heating up a
// couple of degrees").
func thermal(class string) bool { return class == "climate" || class == "heating" }
