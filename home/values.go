package home

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// bounds is what the capability table allows a state attribute of one
// device to hold: a range for a number, a list for a text.
type bounds struct {
	min, max float64
	ranged   bool
	enum     []string
}

// stateBounds derives the bounds of attribute key of dev from the table:
// the attribute's own (Attr.Min, Max), else those of the arguments of its
// capabilities' commands that set it (ArgSpec.Of; steps left out), else,
// for a measured percentage, 0–100; ok is false when the table bounds it
// nowhere.
func stateBounds(dev *Device, key string) (b bounds, ok bool) {
	if a, known := LookupAttr(key); known && a.Max != 0 {
		return bounds{min: a.Min, max: a.Max, ranged: true}, true
	}
	for _, name := range dev.Capabilities {
		c, known := LookupCapability(name)
		if !known {
			continue
		}
		for _, cmd := range c.Commands {
			for _, a := range cmd.Args {
				if a.Of != key || a.Step {
					continue
				}
				switch {
				case a.Kind == Integer || a.Kind == Number:
					return bounds{min: a.Min, max: a.Max, ranged: true}, true
				case a.DeviceEnum && len(dev.Modes) > 0:
					return bounds{enum: dev.Modes}, true
				case len(a.Enum) > 0:
					return bounds{enum: a.Enum}, true
				}
			}
		}
	}
	if a, known := LookupAttr(key); known && a.Kind == Numeric && a.Unit == "%" {
		return bounds{min: 0, max: 100, ranged: true}, true
	}
	return bounds{}, false
}

// outside says why x is not a value the bounds allow ("" when it is).
func (b bounds) outside(x any) string {
	switch v := x.(type) {
	case string:
		if len(b.enum) > 0 && !slices.Contains(b.enum, v) {
			why := fmt.Sprintf("is not one of %s", strings.Join(b.enum, ", "))
			if s := suggest(v, b.enum); s != "" {
				why += fmt.Sprintf("; did you mean %q?", s)
			}
			return why
		}
	case int, int64, uint64, float64:
		f, _ := strconv.ParseFloat(fmt.Sprint(v), 64)
		if b.ranged && (f < b.min || f > b.max) {
			return fmt.Sprintf("is outside %s–%s", num(b.min), num(b.max))
		}
	}
	return ""
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// didYouMean is "; did you mean "x"?" for the candidate closest to s, or
// "" when none is close.
func didYouMean(s string, candidates []string) string {
	if c := suggest(s, candidates); c != "" {
		return fmt.Sprintf("; did you mean %q?", c)
	}
	return ""
}

// unitOf is " " and the unit of attribute key, or "".
func unitOf(key string) string {
	if u := Unit(key); u != "" {
		return " " + u
	}
	return ""
}

// Plausible reports whether v is a value attribute attr of the device can
// take, as the capability table says: a bool for a state that is on or
// off, a text for a text, and for a number a finite one within the bounds
// the table gives it (stateBounds; a measured percentage 0–100, a
// temperature -100–1000 °C). An attribute the table does not know takes
// anything. A reading that is not plausible is no reading: a condition
// never compares it.
func (d *Device) Plausible(attr string, v any) bool {
	a, known := LookupAttr(attr)
	if !known {
		return true
	}
	switch a.Kind {
	case Bool:
		_, ok := v.(bool)
		return ok
	case Text:
		_, ok := v.(string)
		return ok
	}
	f, ok := v.(float64)
	if !ok || math.IsNaN(f) || math.IsInf(f, 0) {
		return false
	}
	b, bounded := stateBounds(d, attr)
	return !bounded || !b.ranged || f >= b.min && f <= b.max
}
