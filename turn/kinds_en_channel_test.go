package turn_test

import (
	"strings"
	"testing"
)

// TestChannelMoved: the channel of a TV moved on or back ("next channel",
// "change the channel", "flip the channel", "channel up", "previous
// channel", "channel down"), alone, with the TV named before it or after
// it, with politeness around it, switches the TV to the next or the
// previous channel; "channel" was a name not found, and "channel up"
// raised it by 10%. A channel said with no such verb acts on nothing.
func TestChannelMoved(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "channel moved")
	moves := map[string][]string{
		"next": {"next channel", "change the channel", "change channels", "switch the channel", "flip the channel",
			"skip the channel", "channel up", "go to the next channel", "switch channels", "swap the channel"},
		"previous": {"previous channel", "channel down", "go to the previous channel"},
	}
	shapes := []string{"%m", "%m please", "can you %m", "please %m", "%m on the tv", "%m on the television", "hey nabu %m"}
	for cmd, said := range moves {
		want := "Would switch TV to the next channel."
		if cmd == "previous" {
			want = "Would switch TV to the previous channel."
		}
		for _, m := range said {
			for _, sh := range append(shapes, "tv "+m, "the television "+m) {
				text := strings.ReplaceAll(sh, "%m", m)
				if strings.HasPrefix(sh, "t") && strings.HasPrefix(m, "go to") {
					continue
				}
				s.n++
				r := s.ask(text)
				if got := summary(r); got != "planned: media.living_tv "+cmd+" planned" || r.Say != want {
					t.Errorf("%q: %s (%s), want %s of the TV", text, got, r.Say, cmd)
				}
			}
		}
	}
	s.nothing("channel", "what channel is this", "the channel", "put on channel 5", "i changed the channel")
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
}
