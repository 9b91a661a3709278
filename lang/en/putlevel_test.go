package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestPutLevel: "put" with up or down says a level as "turn" does ("put
// the heating up", "put the telly down", "put the lights down a bit"),
// never on or off (it turned the air conditioner and the tv off), for
// every thing, both directions, before or after the thing and with an
// amount or a courtesy; "put the blinds up" still opens them, and "put
// the tv on" and "put the lights out" still switch.
func TestPutLevel(t *testing.T) {
	registered()
	things := []string{"the heating", "the heat", "the telly", "the tv", "the volume", "the lights", "the kitchen light", "the ac",
		"the temperature", "the bedroom lamp", "the music", "the fan"}
	n := 0
	for _, thing := range things {
		for _, d := range []string{"up", "down"} {
			for _, form := range []string{"%v %t %d", "%v %d %t", "%v %t %d a bit", "please %v %t %d", "%v %t %d in the study"} {
				say := func(v string) string {
					return strings.NewReplacer("%v", v, "%t", thing, "%d", d).Replace(form)
				}
				want, err := compile.Compile(say("turn"))
				if err != nil {
					continue // not read with "turn" either
				}
				n++
				if got, err := compile.Compile(say("put")); err != nil || got.String() != want.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v", say("put"), got, err, want)
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d ways, want at least 80", n)
	}
	for text, want := range map[string]string{"put the blinds up": "open the blinds", "put the tv on": "turn on the tv",
		"put the lights out": "turn off the lights", "put the blinds down": "close the blinds"} {
		got, err := compile.Compile(text)
		w, _ := compile.Compile(want)
		if err != nil || got.String() != w.String() {
			t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, w)
		}
	}
}
