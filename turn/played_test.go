package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestPlayedOnOff says what is played ("music", "the song", "the
// track") with on or off and no player ("music off", "turn the music
// on", "switch off the song please") where two players can: it asks
// which, as "stop the music" does, and the answer pauses or plays that
// one; it was not understood ("Which device do you mean?"). Said with a
// room it is that room's player.
func TestPlayedOnOff(t *testing.T) {
	e, _, _ := engine(t, "demo")
	played := []string{"music", "the music", "the song", "the track", "my music"}
	forms := map[string]string{"%s off": "pause", "turn %s off": "pause", "turn off %s": "pause", "switch %s off": "pause",
		"%s off please": "pause", "%s on": "play", "turn %s on": "play", "turn on %s": "play", "put %s on": "play"}
	n := 0
	for _, p := range played {
		for form, cmd := range forms {
			text := strings.Replace(form, "%s", p, 1)
			session := fmt.Sprintf("p%d", n)
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
			if r.Outcome != "clarify" || len(r.Options) != 2 || r.Options[0].ID != "media.living_tv" || r.Options[1].ID != "media.study_speaker" {
				t.Errorf("%q → %s %v (say %s), want which of the two players", text, summary(r), r.Options, r.Say)
				continue
			}
			r = e.Ask(context.Background(), turn.Request{Text: "the study", Session: session, DryRun: true})
			if got, want := summary(r), "planned: media.study_speaker "+cmd+" planned"; got != want {
				t.Errorf("%q, then 'the study' → %s, want %s", text, got, want)
			}
			said := text + " in the living room"
			if got, want := summary(e.Ask(context.Background(), turn.Request{Text: said, Session: session + "r", DryRun: true})),
				"planned: media.living_tv "+cmd+" planned"; got != want {
				t.Errorf("%q → %s, want %s", said, got, want)
			}
		}
	}
	if n < 40 {
		t.Errorf("%d wordings, want at least 40", n)
	}
	for _, text := range []string{"off", "turn off", "turn it on"} {
		if r := e.Ask(context.Background(), turn.Request{Text: text, Session: "bare", DryRun: true}); r.Outcome != "not_understood" {
			t.Errorf("%q → %s, want not understood", text, summary(r))
		}
	}
}
