package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestWarmthPutOn says a light's warmth put "on" ("put it on warm", "put
// the study lamp on cool", "switch it on warm white please") sets it as
// "to" does, and a thing with no warmth of its own is neither switched
// on nor off: "put it on warm" after the study lamp switched the lamp on,
// and the ceiling light's warmth was left as it was.
func TestWarmthPutOn(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	warmths := map[string]float64{"warm": 2700, "cool": 4000, "warm white": 2700, "cool white": 4000, "daylight": 6500}
	frames := []string{"put %s on %w", "put %s on %w please", "set %s on %w", "switch %s on %w"}
	lacking := map[string]string{"the study lamp": "light.study_lamp", "the kitchen light": "light.kitchen", "the hall light": "light.hall",
		"the tv": "media.living_tv"}
	n := 0
	for w, k := range warmths {
		for _, f := range frames {
			for name, id := range lacking {
				for _, said := range []string{name, "it"} {
					n++
					s := fmt.Sprintf("w%d", n)
					ask("turn off "+name, s)
					text := strings.NewReplacer("%s", said, "%w", w).Replace(f)
					if r := ask(text, s); len(r.Actions) > 0 {
						t.Errorf("%q after turning off %s (%s): %s, want nothing done", text, name, id, summary(r))
					}
				}
			}
			n++
			text := strings.NewReplacer("%s", "the living room ceiling light", "%w", w).Replace(f)
			r := ask(text, fmt.Sprintf("w%d", n))
			if len(r.Actions) != 1 || r.Actions[0].Command != "set" || r.Actions[0].Args["color_temp"] != k {
				t.Errorf("%q: %s %v, want its warmth set to %v K", text, summary(r), r.Actions, k)
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
}
