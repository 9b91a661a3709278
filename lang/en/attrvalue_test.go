package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/grammar"
)

// TestAttrValue: a quantity, a number right after it and the device after
// "on" ("volume 20 on the tv", "set the brightness 30 on the study lamp",
// "alexa volume 5 percent on the speaker please") compiles as the
// quantity set "to" the number does; with no device after "on" it is left.
func TestAttrValue(t *testing.T) {
	registered()
	n := 0
	for _, c := range []struct{ attr, thing string }{{"volume", "the tv"}, {"volume", "the study speaker"}, {"volume", "tv"},
		{"brightness", "the study lamp"}, {"brightness", "kitchen light"}, {"temperature", "the bedroom ac"}, {"speed", "the fan"},
		{"humidity", "the humidifier"}} {
		for _, lead := range []string{"", "set ", "set the ", "alexa ", "please set "} {
			for _, val := range []string{"5", "20", "35 percent", "21 degrees"} {
				for _, end := range []string{"", " please", " thanks"} {
					want, err := compile.Compile(lead + c.attr + " to " + val + " on " + c.thing + end)
					if err != nil {
						continue // not read with "to" either
					}
					text := lead + c.attr + " " + val + " on " + c.thing + end
					n++
					if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
						t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"volume 20 on", "volume 20 on please", "turn the volume 20 on", "the volume 20 in the study"} {
		if got := grammar.Show(lex.Tokens(text)); strings.Contains(got, "to:to") {
			t.Errorf("Tokens(%q) = %s, said a value to reach", text, got)
		}
	}
}
