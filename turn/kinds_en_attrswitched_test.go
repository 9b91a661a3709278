package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestQuantitySwitched: a quantity of a room said with on or off ("bedroom
// temperature on", "turn on the kitchen brightness", "switch the hall
// humidity off") is no command: the room's lights were switched, which
// nobody asked for. The sound is the one quantity that is switched: on
// unmutes, off mutes ("study sound on").
func TestQuantitySwitched(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	rooms := []string{"bedroom", "kitchen", "study", "living room", "hall", "kids room", "garage"}
	quantities := []string{"temperature", "brightness", "humidity", "speed"}
	forms := []string{"%s %s %s", "the %s %s %s", "turn the %s %s %s", "switch the %s %s %s", "turn %[3]s the %[1]s %[2]s", "switch %[3]s the %[1]s %[2]s"}
	openers := []string{"", "hey google ", "um ", "can you "}
	n := 0
	for _, o := range openers {
		for _, f := range forms {
			for _, room := range rooms {
				for _, q := range quantities {
					for _, dir := range []string{"on", "off"} {
						text := o + fmt.Sprintf(f, room, q, dir)
						r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("qs%d", n), DryRun: true})
						if got := summary(r); runs(got) || r.Outcome == turn.Confirm {
							t.Errorf("%q → %s (say %s), want nothing done", text, got, r.Say)
						}
						n++
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Fatalf("%d wordings, want at least 1000", n)
	}
	wantSummaries(t, e, map[string]string{
		"study sound on":                    "planned: media.study_speaker unmute planned",
		"turn the study sound on":           "planned: media.study_speaker unmute planned",
		"study sound off":                   "planned: media.study_speaker mute planned",
		"tv sound on":                       "planned: media.living_tv unmute planned",
		"bedroom lights on":                 "planned: light.bedroom_main on planned, light.bedside on planned, switch.reading_lamp on planned",
		"kitchen light off":                 "planned: light.kitchen off planned",
		"set the bedroom temperature to 22": "planned: climate.bedroom_ac set temperature=22 planned",
	})
}

// TestVacuumMore: a vacuum or a mower said with more or less of anything
// ("vacuum louder", "mow warmer", "hoover quieter please") is no command:
// the comparative was dropped and the vacuum started. Said with a place or
// nothing more, it starts.
func TestVacuumMore(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	verbs := []string{"vacuum", "hoover", "mow", "vacuum the house", "mow the lawn", "vacuum the living room"}
	rels := []string{"louder", "quieter", "warmer", "cooler", "brighter", "dimmer", "less", "more", "higher", "lower"}
	n := 0
	for _, o := range []string{"", "alexa ", "please ", "could you "} {
		for _, v := range verbs {
			for _, rel := range rels {
				for _, end := range []string{"", " please", " now"} {
					text := o + v + " " + rel + end
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("vm%d", n), DryRun: true})
					if got := summary(r); runs(got) || r.Outcome == turn.Confirm {
						t.Errorf("%q → %s (say %s), want nothing done", text, got, r.Say)
					}
					n++
				}
			}
		}
	}
	if n < 700 {
		t.Fatalf("%d wordings, want at least 700", n)
	}
	wantSummaries(t, e, map[string]string{
		"vacuum the kitchen": "planned: vacuum.robot start planned",
		"vacuum now":         "planned: vacuum.robot start planned",
		"mow the lawn":       "planned: mower.lawn start planned",
	})
}
