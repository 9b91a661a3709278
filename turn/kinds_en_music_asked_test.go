package turn_test

import (
	"strings"
	"testing"
)

// TestMusicAskedFor asks for music as a thing to have, with every word of
// asking, with or without "some", with a place or a courtesy after it: as
// "play music", which speaker is asked, or the one of the room said is
// played. Music not wanted, or wanted off, never plays.
func TestMusicAskedFor(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	want := map[string]func(string) bool{}
	asks := []string{"i want", "i'd like", "i would like", "we need", "i need", "can we have", "could i get", "give me", "i'd love"}
	for _, ask := range asks {
		for _, some := range []string{"some ", ""} {
			text := ask + " " + some + "music"
			want[text] = is("clarify: ")
			want[text+" please"] = is("clarify: ")
			want[text+" in the study"] = is("planned: media.study_speaker play planned")
		}
	}
	if len(want) < 50 {
		t.Errorf("%d wordings, want at least 50", len(want))
	}
	askAll(t, e, want, "music asked for")
	never := map[string]func(string) bool{}
	for _, text := range []string{"i don't want music", "i want the music off", "i want some music off", "i want some music louder",
		"i have some music", "is there some music"} {
		never[text] = func(got string) bool { return !strings.Contains(got, " play ") }
	}
	askAll(t, e, never, "music not asked for")
}
