package home

import (
	"fmt"
	"math"
)

// WhiteOf is the colour (#rrggbb, sRGB) of white light of a colour
// temperature in kelvin: what a light that has a colour and no colour
// temperature is set to for "warm white" or "daylight". It follows the
// fit of Planck's locus to sRGB by Tanner Helland (2012), within a few
// units of each channel from 1,000 K to 40,000 K.
func WhiteOf(kelvin float64) string {
	t := min(max(kelvin, 1000), 40000) / 100
	r, g, b := 255.0, 0.0, 255.0
	if t > 66 {
		r = 329.698727446 * math.Pow(t-60, -0.1332047592)
		g = 288.1221695283 * math.Pow(t-60, -0.0755148492)
	} else {
		g = 99.4708025861*math.Log(t) - 161.1195681661
		if t <= 19 {
			b = 0
		} else {
			b = 138.5177312231*math.Log(t-10) - 305.0447927307
		}
	}
	channel := func(v float64) int { return int(math.Round(min(max(v, 0), 255))) }
	return fmt.Sprintf("#%02x%02x%02x", channel(r), channel(g), channel(b))
}
