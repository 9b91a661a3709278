package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestMusicNamedByItsPlace switches music named by its room on or off
// ("study music on", "turn off the living room music", "hey google study
// music off please"), in every room of the demo home: where a player is,
// its music plays or pauses, as "turn on the music in the study" does;
// where none is, nothing acts. The room's lights were switched instead.
func TestMusicNamedByItsPlace(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	players := map[string]string{"study": "media.study_speaker", "living room": "media.living_tv"}
	rooms := []string{"study", "living room", "kitchen", "bedroom", "kids room", "bathroom", "hall", "dining room", "garage"}
	dirs := map[string]string{"on": "play", "off": "pause"}
	forms := []string{"%s music %s", "the %s music %s", "turn the %s music %s", "switch the %s music %s", "turn %[2]s the %[1]s music", "switch %[2]s the %[1]s music"}
	openers := []string{"", "hey google ", "alexa ", "um ", "can you "}
	n := 0
	for _, o := range openers {
		for _, f := range forms {
			for _, room := range rooms {
				for dir, cmd := range dirs {
					for _, end := range []string{"", " please"} {
						text := o + fmt.Sprintf(f, room, dir) + end
						r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("mp%d", n), DryRun: true})
						got := summary(r)
						if player, ok := players[room]; ok {
							if want := fmt.Sprintf("planned: %s %s planned", player, cmd); got != want {
								t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, want)
							}
						} else if runs(got) || strings.Contains(got, "light.") {
							t.Errorf("%q → %s (say %s), want nothing done", text, got, r.Say)
						}
						n++
					}
				}
			}
		}
	}
	if n < 500 {
		t.Fatalf("%d wordings, want at least 500", n)
	}
	wantSummaries(t, e, map[string]string{
		"study music louder":             "planned: media.study_speaker set planned",
		"turn on the music in the study": "planned: media.study_speaker play planned",
		"study lights on":                "planned: light.study_ceiling on planned, light.study_lamp on planned",
	})
}
