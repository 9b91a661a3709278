package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestMediaNounsPlayed says what a player plays by the words of playing
// ("resume playback on the tv", "pause the video on the study speaker",
// "stop the podcast in the study", "play the next episode on the tv") on
// every thing of the demo home that plays, by each of its names, and in
// each room that has one: each is what "… the music …" does; "playback"
// was read as a name ("I don't know a room called “tv”").
func TestMediaNounsPlayed(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "media nouns")
	h := hometest.Load(t, "demo")
	frames := []string{"resume %s %s", "pause %s %s", "stop %s %s", "start %s %s", "please pause %s %s", "can you resume %s %s"}
	nouns := []string{"playback", "the video", "the podcast", "the episode"}
	var places []string
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "media") {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			places = append(places, "on the "+name)
		}
		for _, r := range h.Rooms {
			if r.ID == d.Room {
				for _, room := range englishNames(r.Name, r.Aliases) {
					places = append(places, "in the "+room)
				}
			}
		}
	}
	for _, where := range places {
		for _, f := range frames {
			for _, n := range nouns {
				s.same(fmt.Sprintf(f, n, where), fmt.Sprintf(f, "the music", where))
			}
		}
		s.same("play the next episode "+where, "play the next song "+where)
	}
	if s.n < 150 {
		t.Errorf("%d utterances, want at least 150", s.n)
	}
	s.nothing("is playback paused on the tv", "the video is on the tv", "don't pause the video on the tv")
}
