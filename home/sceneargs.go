package home

import (
	"math"
	"slices"
	"strings"
)

// A scene runs its actions as they are written: a value its device does
// not take (a heater set to 90 °C where it goes up to 35, a brightness of
// 1000 %, a mode it does not have) would reach the driver, which may pass
// it on to the device. It is refused at import, as said words giving it
// are refused when said.

// sceneArg checks the value of the argument name of a scene action
// against what the command of its device takes.
func (p *parser) sceneArg(a *actionEntry, spec CommandSpec, name string) {
	v, ok := a.values[name]
	if !ok {
		return
	}
	for _, arg := range spec.Args {
		if arg.Name != name {
			continue
		}
		if why := argFault(arg, v); why != "" {
			p.errorf(a.args[name], "%s: %s of device %q: %s", a.label, a.cmd, a.deviceID, why)
		}
		return
	}
}

// argFault says why v is no value of arg ("" when it is one).
func argFault(arg ArgSpec, v any) string {
	switch arg.Kind {
	case Integer, Number:
		n, ok := argNumber(v)
		switch {
		case !ok:
			return arg.Name + " must be a number, got " + describeValue(v)
		case math.IsNaN(n) || math.IsInf(n, 0):
			return arg.Name + " must be a finite number"
		case arg.Kind == Integer && n != math.Trunc(n):
			return arg.Name + " must be a whole number, got " + num(n)
		case n < arg.Min || n > arg.Max:
			return arg.Name + " " + num(n) + " is out of range " + num(arg.Min) + "–" + num(arg.Max)
		}
	default:
		s, ok := v.(string)
		switch {
		case !ok:
			return arg.Name + " must be a text, got " + describeValue(v)
		case len(arg.Enum) > 0 && !slices.Contains(arg.Enum, s):
			return arg.Name + " " + s + " is not one of " + strings.Join(arg.Enum, ", ")
		}
	}
	return ""
}

// argNumber is a number as the home file decodes it.
func argNumber(v any) (float64, bool) {
	switch n := v.(type) {
	case int:
		return float64(n), true
	case int64:
		return float64(n), true
	case uint64:
		return float64(n), true
	case float64:
		return n, true
	}
	return 0, false
}

// describeValue names a value of the home file in a message.
func describeValue(v any) string {
	switch v := v.(type) {
	case nil:
		return "nothing"
	case string:
		return "the text " + v
	case bool:
		if v {
			return "true"
		}
		return "false"
	}
	return "a list or a mapping"
}
