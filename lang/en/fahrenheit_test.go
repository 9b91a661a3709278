package en

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// TestFahrenheit: a temperature said in degrees Fahrenheit, however it is
// written ("72 fahrenheit", "72 degrees f", "72°F", "72F"), sets or
// compares the temperature in degrees Celsius, to the half degree; a
// change said in them changes by as much in Celsius; said of anything but
// a temperature it is not understood.
func TestFahrenheit(t *testing.T) {
	registered()
	forms := []string{"%d fahrenheit", "%d degrees fahrenheit", "%d degrees f", "%d°F", "%d °f", "%dF", "%d f", "%d degrees of fahrenheit"}
	n := 0
	for f := 41; f <= 95; f++ {
		c := math.Round(float64(f-32)*5/9*2) / 2
		want := compiled(fmt.Sprintf("set the thermostat to %g degrees", c))
		cond := compiled(fmt.Sprintf("if it is above %g degrees turn on the fan", math.Round(float64(f-32)*5/9*10)/10))
		for _, form := range forms {
			said := fmt.Sprintf(form, f)
			for _, text := range []string{"set the thermostat to " + said, "please set the thermostat to " + said} {
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
			if text := "if it is above " + said + " turn on the fan"; compiled(text) != cond {
				t.Errorf("Compile(%q) = %s, want %s", text, compiled(text), cond)
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	for text, want := range map[string]string{"raise the thermostat by 9 degrees fahrenheit": "raise the thermostat by 5 degrees",
		"turn the heat down by 2 fahrenheit": "turn the heat down by 1 degrees"} {
		if got, w := compiled(text), compiled(want); got != w {
			t.Errorf("Compile(%q) = %s, want %s", text, got, w)
		}
	}
	for _, text := range []string{"set the brightness to 60 degrees f", "set the volume to 50 fahrenheit"} {
		if got := compiled(text); !strings.HasPrefix(got, "!!") {
			t.Errorf("Compile(%q) = %s, want not understood", text, got)
		}
	}
}

// TestCelsiusLetter: a temperature said with "c" for Celsius ("22c", "22
// c", "22 degrees c", "22°c"), set or compared, is that many degrees, as
// "22 degrees" is: "set the ac to 22c" was a name not found. A "c" that
// follows no number is a word of a name ("zone c").
func TestCelsiusLetter(t *testing.T) {
	registered()
	forms := []string{"%dc", "%d c", "%d degrees c", "%d°c", "%dC", "%d degree c"}
	n := 0
	for c := 16; c <= 30; c++ {
		want := compiled(fmt.Sprintf("set the thermostat to %d degrees", c))
		cond := compiled(fmt.Sprintf("if it is above %d degrees turn on the fan", c))
		for _, form := range forms {
			said := fmt.Sprintf(form, c)
			for _, text := range []string{"set the thermostat to " + said, "set the bedroom ac to " + said + " please", "ac to " + said} {
				n++
				w := want
				if strings.HasPrefix(text, "set the bedroom") || strings.HasPrefix(text, "ac to") {
					w = compiled(strings.Replace(text, said, fmt.Sprintf("%d degrees", c), 1))
				}
				if got := compiled(text); got != w {
					t.Errorf("Compile(%q) = %s, want %s", text, got, w)
				}
			}
			if text := "if it is above " + said + " turn on the fan"; compiled(text) != cond {
				t.Errorf("Compile(%q) = %s, want %s", text, compiled(text), cond)
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	if got := compiled("turn on zone c"); strings.Contains(got, "temperature") || strings.HasPrefix(got, "!!") {
		t.Errorf("Compile(%q) = %s, want zone c turned on", "turn on zone c", got)
	}
}
