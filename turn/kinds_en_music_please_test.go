package turn_test

import (
	"testing"
)

// TestEnglishMusicPlease asks for music by naming it with "please" and
// nothing else ("music please", "some music in the study please"), after
// openers and with places: it is "play music" (which player asked where
// there are two, played in the study), where it was not understood. A no
// before it, or music as part of a name, plays nothing.
func TestEnglishMusicPlease(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	want := map[string]string{}
	openers := []string{"", "hey google ", "um ", "ok google, "}
	musics := []string{"music", "some music"}
	places := map[string]string{"": "clarify: ", " in the study": "planned: media.study_speaker play planned",
		" in the living room": "planned: media.living_tv play planned"}
	for _, o := range openers {
		for _, m := range musics {
			for p, w := range places {
				want[o+m+p+" please"] = w
				want[o+m+" please"+p] = w
			}
		}
	}
	if len(want) < 40 {
		t.Errorf("%d utterances, want at least 40", len(want))
	}
	for _, text := range []string{"no music please", "nah music please", "not music please", "without music please",
		"music room light please", "please music", "music"} {
		want[text] = "not_understood: "
	}
	wantSummaries(t, e, want)
}
