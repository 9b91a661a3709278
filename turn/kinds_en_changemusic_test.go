package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestMusicChangedToAVerb: changing the music to what a verb says ("change
// the music in the study to mute", "change the study song to pause")
// does what the verb says, for every word of what plays and every way of
// saying where; it skipped to the next song. Changing the music alone
// ("change the song in the study") still skips.
func TestMusicChangedToAVerb(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	verbs := map[string]string{"mute": "mute", "pause": "pause", "stop": "pause", "unmute": "unmute"}
	nouns := []string{"music", "song", "tune", "track"}
	forms := []string{"change the %[1]s in the study to %[2]s", "change the study %[1]s to %[2]s", "change the %[1]s to %[2]s in the study",
		"change the %[1]s on the study speaker to %[2]s", "please change the study %[1]s to %[2]s"}
	n := 0
	for verb, cmd := range verbs {
		for _, noun := range nouns {
			for _, f := range forms {
				text := fmt.Sprintf(f, noun, verb)
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("cm%d", n), DryRun: true})
				if got, want := summary(r), "planned: media.study_speaker "+cmd+" planned"; got != want {
					t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, want)
				}
				n++
			}
		}
	}
	if n < 80 {
		t.Fatalf("%d wordings, want at least 80", n)
	}
	wantSummaries(t, e, map[string]string{
		"change the song in the study":  "planned: media.study_speaker next planned",
		"change the music in the study": "planned: media.study_speaker next planned",
	})
}
