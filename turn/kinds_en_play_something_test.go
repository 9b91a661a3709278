package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestSomethingPlayed asks for "something" or "anything" to be played on
// every thing of the demo home that plays, by each of its names, and in
// each room that has one ("play something on the study speaker", "play
// anything on the tv", "could you play something relaxing in the study
// please"): it plays there, as "play music on the study speaker" does; it
// said “I don't know a room called “study speaker””. "Something else", a
// question, a negation and a deed told do nothing.
func TestSomethingPlayed(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "something")
	h := hometest.Load(t, "demo")
	frames := []string{"play something %s", "play anything %s", "play something relaxing %s", "play something nice %s please",
		"could you play something %s", "can you play something good %s", "please play something %s", "just play anything %s",
		"hey play something %s", "play something chill %s thanks"}
	var rooms []string
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "media") {
			continue
		}
		rooms = append(rooms, d.Room)
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, f := range frames {
				s.same(fmt.Sprintf(f, "on the "+name), "play music on the "+name)
			}
		}
	}
	for _, r := range h.Rooms {
		if !slices.Contains(rooms, r.ID) {
			continue
		}
		for _, room := range englishNames(r.Name, r.Aliases) {
			for _, f := range frames {
				s.same(fmt.Sprintf(f, "in the "+room), "play music in the "+room)
			}
		}
	}
	if s.n < 60 {
		t.Errorf("%d utterances, want at least 60", s.n)
	}
	s.nothing("play something else", "play something else on the tv", "is something playing on the tv", "something is playing on the tv",
		"don't play anything on the tv", "did you play something on the speaker", "play nothing", "play something on the kitchen light",
		"anything on the tv", "something on the study speaker")
}
