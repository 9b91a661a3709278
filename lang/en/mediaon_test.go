package en

import (
	"slices"
	"strings"
	"testing"

	"edge/lang"
)

// TestMediaOn: a question of whether any word of media (music, a song, a
// show) is on, in every way of asking it, here or in a room, asks whether
// it plays, as "is the music playing" does; a command to put it on is
// left as it was.
func TestMediaOn(t *testing.T) {
	registered()
	var media []string
	for w, n := range nouns {
		if n == lang.NounMedia && !strings.Contains(w, " ") {
			media = append(media, w)
		}
	}
	slices.Sort(media)
	if len(media) < 3 {
		t.Fatalf("words of media: %v", media)
	}
	n := 0
	for _, m := range media {
		for said, asked := range map[string]string{"is the %s on": "is the %s playing", "is %s on": "is %s playing",
			"is the %s still on": "is the %s still playing", "is the %s on in the study": "is the %s playing in the study",
			"is there %s on in the den": "is there %s playing in the den"} {
			text, want := strings.ReplaceAll(said, "%s", m), strings.ReplaceAll(asked, "%s", m)
			w := compiled(want)
			if !strings.Contains(w, "ask=playing") {
				continue // a word the grammar reads no question of
			}
			n++
			if got := compiled(text); got != w {
				t.Errorf("Compile(%q) = %s, want %s", text, got, w)
			}
		}
	}
	if n < 10 {
		t.Errorf("%d ways, want at least 10", n)
	}
	if got := compiled("turn on the music in the study"); strings.Contains(got, "query") {
		t.Errorf("a command asked: %s", got)
	}
}
