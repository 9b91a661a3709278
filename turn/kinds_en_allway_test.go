package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestAllTheWayRaisedOrLowered says a thing raised or lowered all the way
// ("raise the bedroom blinds all the way", "lower the curtain fully", "dim
// the kitchen light completely", "turn up the study lamp all the way"):
// it goes to the top or the bottom of its range, as "all the way up" and
// "all the way down" do, where it was not understood; a cover lowered all
// the way is closed (0%), never left 1% open, and a light dimmed all the
// way stays on at 1%. "All the way" before the state a cover ends in says
// nothing more ("pull the curtain all the way open"). The garage door
// still asks for a yes.
func TestAllTheWayRaisedOrLowered(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("w%d", n), DryRun: true})
	}
	things := map[string]string{"the bedroom blinds": "cover.bedroom_blind set position=%d planned",
		"the living room curtain": "cover.living_curtain set position=%d planned",
		"the kitchen light":       "light.kitchen set brightness=%d planned", "the study lamp": "light.study_lamp set brightness=%d planned"}
	ups := []string{"raise %s", "increase %s", "turn up %s", "turn %s up", "bring %s up"}
	downs := []string{"lower %s", "decrease %s", "turn down %s", "turn %s down", "bring %s down"}
	ways := []string{"all the way", "fully", "completely"}
	for th, act := range things {
		least := 0
		if act[:5] == "light" {
			least = 1
			downs = append(downs[:5:5], "dim %s")
			ups = append(ups[:5:5], "brighten %s")
		} else {
			downs, ups = downs[:5:5], ups[:5:5]
		}
		for _, set := range []struct {
			forms []string
			num   int
		}{{ups, 100}, {downs, least}} {
			for _, f := range set.forms {
				for _, w := range ways {
					for _, text := range []string{fmt.Sprintf(f, th) + " " + w, "please " + fmt.Sprintf(f, th) + " " + w} {
						want := "planned: " + fmt.Sprintf(act, set.num)
						if got := summary(ask(text)); got != want {
							t.Errorf("%q: %s, want %s", text, got, want)
						}
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for text, want := range map[string]string{
		"pull the curtain all the way open":            "planned: cover.living_curtain open planned",
		"close the curtain all the way":                "planned: cover.living_curtain close planned",
		"lower the bedroom blinds all the way down":    "planned: cover.bedroom_blind set position=0 planned",
		"set the curtain to minimum":                   "planned: cover.living_curtain set position=0 planned",
		"set the kitchen light to minimum":             "planned: light.kitchen set brightness=1 planned",
		"raise the garage door all the way":            "confirm: cover.garage_door set position=100 pending",
		"lower the garage door all the way":            "confirm: cover.garage_door set position=0 pending",
		"raise the blinds all the way and the kettle":  "",
		"turn on the kitchen light all the way please": "",
	} {
		got := summary(ask(text))
		if want == "" {
			if r := ask(text); len(r.Actions) > 0 && r.Outcome != "confirm" {
				t.Errorf("%q: %s, want nothing done without a yes", text, got)
			}
			continue
		}
		if got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
}
