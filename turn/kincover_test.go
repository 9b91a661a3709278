package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestKinCover: a curtain's words said of a room whose one covering is a
// blind, or a blind's of a room whose one covering is a curtain ("close
// the bedroom curtain", "open the curtains in the bedroom", 关上卧室的窗帘,
// "close the living room blinds", 把客厅百叶窗关上), is that covering: it was
// a name not found. A room with no covering still has none, and the words
// of the covering a room has are as before.
func TestKinCover(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	type said struct {
		verbs map[string]string // verb: the command
		words []string          // a covering's words
		rooms map[string]string // room: its one covering, or "" for none
		forms []string          // verb, room, word
	}
	langs := []said{
		{
			verbs: map[string]string{"close": "close", "shut": "close", "open": "open"},
			words: []string{"curtain", "curtains", "blind", "blinds"},
			rooms: map[string]string{"bedroom": "cover.bedroom_blind", "living room": "cover.living_curtain", "study": "", "kitchen": ""},
			forms: []string{"%s the %s %s", "please %s the %[2]s %[3]s", "%s the %[3]s in the %[2]s"},
		},
		{
			verbs: map[string]string{"关上": "close", "拉上": "close", "打开": "open", "拉开": "open"},
			words: []string{"窗帘", "百叶窗"},
			rooms: map[string]string{"卧室": "cover.bedroom_blind", "客厅": "cover.living_curtain", "书房": "", "厨房": ""},
			forms: []string{"%s%s的%s", "%s%s%s", "把%[2]s的%[3]s%[1]s"},
		},
	}
	n := 0
	for _, l := range langs {
		for verb, command := range l.verbs {
			for _, word := range l.words {
				for room, one := range l.rooms {
					for _, f := range l.forms {
						text := fmt.Sprintf(f, verb, room, word)
						r := ask(text, fmt.Sprintf("kin%d", n))
						n++
						switch {
						case one == "" && len(r.Actions) > 0:
							t.Errorf("%q: %s, want nothing done", text, planned(r))
						case one != "" && (r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Device != one || r.Actions[0].Command != command):
							t.Errorf("%q: %s, want %s %s", text, planned(r), one, command)
						}
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d utterances, want at least 100", n)
	}
}
