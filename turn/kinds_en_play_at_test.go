package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestEnglishPlayAtAVolume asks to play music in a room, or on a player,
// with the volume to play at ("play music full blast in the study", "play
// some music at volume 50 in the study"), with openers and endings: it
// plays there and sets the volume, where the volume alone was set. A
// negation or a condition said with it limits both.
func TestEnglishPlayAtAVolume(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	whats := []string{"music", "some music", "the music"}
	wheres := []string{"in the study", "on the study speaker"}
	volumes := map[string]int{"full blast": 100, "at full volume": 100, "at volume 50": 50, "at 40 percent": 40, "at max volume": 100}
	frames := []string{"play %[1]s %[3]s %[2]s", "play %[1]s %[2]s %[3]s"}
	openers := []string{"", "hey google ", "um ", "can you "}
	endings := []string{"", " please"}
	n := 0
	for _, w := range whats {
		for _, where := range wheres {
			for vol, v := range volumes {
				for _, f := range frames {
					if vol == "at volume 50" && where == "on the study speaker" {
						continue // "volume 50 on the study speaker" is asked about as a name, as it was
					}
					text := openers[n%len(openers)] + fmt.Sprintf(f, w, where, vol) + endings[n%len(endings)]
					n++
					want := fmt.Sprintf("planned: media.study_speaker play planned, media.study_speaker set volume=%d planned", v)
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
					if got := summary(r); got != want {
						t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, want)
					}
				}
			}
		}
	}
	if n < 50 {
		t.Errorf("%d utterances, want at least 50", n)
	}
	wantSummaries(t, e, map[string]string{
		"don't play music full blast in the study":                "cancelled: ",
		"play music full blast in the study unless the tv is off": "condition_false: ",
		"play the front door lock at 50":                          "not_understood: ",
		"play music in the study":                                 "planned: media.study_speaker play planned",
	})
}
