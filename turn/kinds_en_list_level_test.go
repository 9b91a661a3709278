package turn_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestListLevelAfter says a verb that turns a level, a list of things
// joined by "and" and "up" or "down" said last ("turn the tv and the fan
// up", "crank the speaker, the tv and the fan down please") turns every
// thing of the list up or down, as "turn up the tv and the fan" does: the
// TV was asked on or off and the fan alone turned up. A thing of the list
// that is several asks which and does nothing yet; nothing is ever
// switched on or off.
func TestListLevelAfter(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s" + text, DryRun: true})
	}
	things := map[string]string{"the tv": "media.living_tv", "the fan": "fan.living", "the speaker": "media.study_speaker",
		"the kitchen light": "light.kitchen", "the living room fan": "fan.living"}
	lists := [][]string{{"the tv", "the fan"}, {"the speaker", "the tv"}, {"the kitchen light", "the tv"},
		{"the living room fan", "the speaker"}, {"the speaker", "the tv", "the fan"}}
	n := 0
	for _, verb := range []string{"turn", "crank", "bump", "nudge", "bring", "dial"} {
		for _, list := range lists {
			said := strings.Join(list[:len(list)-1], ", ") + " and " + list[len(list)-1]
			for _, dir := range []string{"up", "down"} {
				for _, end := range []string{"", " please", " thanks"} {
					text := verb + " " + said + " " + dir + end
					n++
					r := ask(text)
					var got []string
					ok := r.Outcome == turn.Planned
					for _, a := range r.Actions {
						got = append(got, a.Device)
						if a.Command != "set" || len(a.Args) != 1 {
							ok = false
						}
						for _, v := range a.Args {
							if f, isNum := v.(float64); !isNum || (f > 0) != (dir == "up") || f == 0 {
								ok = false
							}
						}
					}
					for _, th := range list {
						if !slices.Contains(got, things[th]) {
							ok = false
						}
					}
					if !ok {
						t.Errorf("%q: %s (%s), want every one of %v turned %s", text, planned(r), r.Say, list, dir)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
	// The lights are of several rooms: asked which, nothing done.
	for _, text := range []string{"turn the lights and the fan up", "turn the lights and the tv down please"} {
		if r := ask(text); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
			t.Errorf("%q: %s (%s), want a question and nothing done", text, planned(r), r.Say)
		}
	}
}
