package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestEnglishRemarkOfANamedDevice says a device of the demo home by name
// to be too bright, too dim, too loud or too quiet, in every form a
// remark takes (with "is", with "'s", with no verb, "way", "a bit"), after
// openers and before endings: each asks back the same change ("Lower
// Kitchen light by 10%?", as "kitchen light too bright" and 厨房灯太亮了 do),
// never acts at once, and a yes does it alone. A remark of a room or of
// the sound here is read as before; a remark of a device it does not fit
// acts on nothing.
func TestEnglishRemarkOfANamedDevice(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	devices := []struct{ said, name, id, attr string }{
		{"kitchen light", "Kitchen light", "light.kitchen", "brightness"},
		{"bedroom ceiling light", "Bedroom ceiling light", "light.bedroom_main", "brightness"},
		{"study lamp", "Study lamp", "light.study_lamp", "brightness"},
		{"tv", "TV", "media.living_tv", "volume"},
		{"study speaker", "Study speaker", "media.study_speaker", "volume"},
	}
	words := map[string]map[string]string{
		"brightness": {"bright": "Lower", "dim": "Raise", "dark": "Raise"},
		"volume":     {"loud": "Lower", "quiet": "Raise", "noisy": "Lower"},
	}
	frames := []string{"the %s is too %s", "the %s's too %s", "%s too %s", "the %s is way too %s", "the %s is a bit too %s",
		"the %s is really too %s"}
	openers := []string{"", "um ", "hey google ", "um, ", "oh "}
	endings := []string{"", " please"}
	n := 0
	for _, d := range devices {
		for word, verb := range words[d.attr] {
			for _, f := range frames {
				for i, o := range openers {
					end := endings[i%len(endings)]
					text := o + fmt.Sprintf(f, d.said, word) + end
					n++
					sess := fmt.Sprintf("rm%d", n)
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: sess, DryRun: true})
					want := verb + " " + d.name + " by 10%?"
					if got := summary(r); runs(got) || r.Outcome != turn.Clarify || r.Say != want {
						t.Errorf("%q → %s %q, want %q asked", text, got, r.Say, want)
						continue
					}
					yes := e.Ask(context.Background(), turn.Request{Text: "yes", Session: sess, DryRun: true})
					if got := summary(yes); got != "planned: "+d.id+" set planned" {
						t.Errorf("%q then yes: %s, want %s set alone", text, got, d.id)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d utterances, want at least 150", n)
	}
	wantSummaries(t, e, map[string]string{
		"it's too dark in the kitchen": "planned: light.kitchen set planned",
		"the kitchen is too bright":    "planned: light.kitchen set planned",
		"the hall light is too bright": "clarify: ",
		"the heater is too loud":       "not_understood: ",
		"the garage door is too dark":  "not_understood: ",
		"the kettle is too loud":       "not_understood: ",
	})
}

// TestEnglishHesitationBeforeARemark says a remark of how warm, dark or
// loud it is after a sound of thinking ("um", "uh", "erm", "hmm"): it is
// read as the remark said alone is, never as a question of the
// temperature.
func TestEnglishHesitationBeforeARemark(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	remarks := []string{"it's cold", "it's freezing", "i'm cold", "we are freezing", "it's a bit chilly in the bedroom",
		"it's too hot", "i'm boiling", "it is getting hot in here", "it's so dry in the bedroom", "it's too dark in the kitchen",
		"the tv is too loud", "kitchen light too bright"}
	hesitations := []string{"um", "uh", "erm", "hmm", "um um", "uh,"}
	n := 0
	for _, said := range remarks {
		alone := e.Ask(context.Background(), turn.Request{Text: said, Session: "alone " + said, DryRun: true})
		for _, h := range hesitations {
			text := h + " " + said
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
			if summary(r) != summary(alone) || r.Say != alone.Say {
				t.Errorf("%q → %s %q, want as %q: %s %q", text, summary(r), r.Say, said, summary(alone), alone.Say)
			}
		}
	}
	if n < 70 {
		t.Errorf("%d utterances, want at least 70", n)
	}
}
