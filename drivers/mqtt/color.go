package mqtt

import (
	"fmt"
	"math"
	"strings"
)

// colorNames are the colour names the color argument takes (the words of
// the language packs), as sRGB.
var colorNames = map[string]string{
	"red": "#ff0000", "green": "#00ff00", "blue": "#0000ff", "white": "#ffffff",
	"yellow": "#ffff00", "orange": "#ffa500", "purple": "#800080", "pink": "#ffc0cb",
	"cyan": "#00ffff", "magenta": "#ff00ff", "amber": "#ffbf00", "violet": "#ee82ee",
}

// hexOf returns the #rrggbb of a colour argument: a name or #rrggbb.
func hexOf(color string) (string, error) {
	c := strings.ToLower(strings.TrimSpace(color))
	if h, ok := colorNames[c]; ok {
		return h, nil
	}
	if len(c) == 7 && c[0] == '#' && strings.Trim(c[1:], "0123456789abcdef") == "" {
		return c, nil
	}
	return "", fmt.Errorf("no colour value for %q (known: #rrggbb or a colour name)", color)
}

// colorOf reads a colour as Zigbee2MQTT reports it ({hex}, {x, y} or
// {hue, saturation}) as #rrggbb, or "" when it cannot.
func colorOf(v any) string {
	m, ok := v.(map[string]any)
	if !ok {
		return ""
	}
	if h, ok := m["hex"].(string); ok {
		if c, err := hexOf(h); err == nil {
			return c
		}
	}
	x, okx := m["x"].(float64)
	y, oky := m["y"].(float64)
	if okx && oky && y > 0 {
		return xyToHex(x, y)
	}
	h, okh := m["hue"].(float64)
	s, oks := m["saturation"].(float64)
	if okh && oks {
		return hsvToHex(h, s/100, 1)
	}
	return ""
}

// xyToHex converts CIE xy at full brightness to sRGB (D65).
func xyToHex(x, y float64) string {
	X, Y, Z := x/y, 1.0, (1-x-y)/y
	r := X*3.2406 - Y*1.5372 - Z*0.4986
	g := -X*0.9689 + Y*1.8758 + Z*0.0415
	b := X*0.0557 - Y*0.2040 + Z*1.0570
	peak := math.Max(r, math.Max(g, b))
	if peak <= 0 {
		return "#000000"
	}
	gamma := func(c float64) float64 {
		c = math.Max(0, c/peak)
		if c <= 0.0031308 {
			return 12.92 * c
		}
		return 1.055*math.Pow(c, 1/2.4) - 0.055
	}
	return rgbHex(gamma(r), gamma(g), gamma(b))
}

// hsvToHex converts hue (degrees), saturation and value (0–1) to sRGB.
func hsvToHex(h, s, v float64) string {
	h = math.Mod(math.Mod(h, 360)+360, 360) / 60
	c := v * s
	x := c * (1 - math.Abs(math.Mod(h, 2)-1))
	var r, g, b float64
	switch int(h) {
	case 0:
		r, g = c, x
	case 1:
		r, g = x, c
	case 2:
		g, b = c, x
	case 3:
		g, b = x, c
	case 4:
		r, b = x, c
	default:
		r, b = c, x
	}
	m := v - c
	return rgbHex(r+m, g+m, b+m)
}

func rgbHex(r, g, b float64) string {
	byte := func(c float64) int { return int(math.Round(math.Min(1, math.Max(0, c)) * 255)) }
	return fmt.Sprintf("#%02x%02x%02x", byte(r), byte(g), byte(b))
}
