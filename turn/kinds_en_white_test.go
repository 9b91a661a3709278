package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home"
	"edge/turn"
)

// TestWhiteOnALightOfColours says a white by its name ("warm white", "cool
// white", "daylight") of the demo home's lights in every frame ("change
// the dining light colour to warm white", "set the dining light to
// daylight", "make the dining light cool white"): the dining light, which
// has colours and no colour temperature, is set to the colour of that
// white and the reply names the white, never a code; the living room's
// ceiling light, which has a colour temperature, is set to it as before;
// the kitchen light, which has neither, is not done.
func TestWhiteOnALightOfColours(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	whites := map[string]float64{"warm white": 2700, "cool white": 4000, "daylight": 6500, "cold white": 4000}
	frames := []string{"change the %s colour to %s", "change the %s color to %s", "set the %s to %s", "make the %s %s",
		"please set the %s to %s", "turn the %s to %s", "can you change the %s colour to %s please"}
	n := 0
	for w, k := range whites {
		for _, f := range frames {
			for light, want := range map[string]string{
				"dining light":      fmt.Sprintf("planned: light.dining set color=%s planned", home.WhiteOf(k)),
				"living room light": "planned: light.living_main set planned",
			} {
				text := fmt.Sprintf(f, light, w)
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("c%d", n), DryRun: true})
				n++
				if got := summary(r); got != want || strings.Contains(r.Say, "#") {
					t.Errorf("%q: %s %q, want %s", text, got, r.Say, want)
				}
				if light == "living room light" && (len(r.Actions) != 1 || r.Actions[0].Args["color_temp"] != k) {
					t.Errorf("%q: %v, want the colour temperature %v", text, r.Actions, k)
				}
			}
			text := fmt.Sprintf(f, "kitchen light", w)
			if r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("c%d", n), DryRun: true}); len(r.Actions) > 0 {
				t.Errorf("%q: %s, want nothing done", text, summary(r))
			}
			n++
		}
	}
	if n < 80 {
		t.Errorf("%d ways, want at least 80", n)
	}
}
