package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestDayVague: a command put off to a day or a part of one with no time
// of day (every one of dayVagueTimes, opening the command, before it with
// a comma, after it, after it before please) is the command with a vague
// time, for which edge asks a time: said first, it was done at once. With
// a time of day it is that time; a greeting names no day, and a question
// with a day keeps no time.
func TestDayVague(t *testing.T) {
	registered()
	commands := []string{"open the curtains", "turn on the garden lights", "lock the front door", "turn the heating on", "close the garage door"}
	n := 0
	for _, cmd := range commands {
		for _, d := range append([]string{"later tonight", "later this evening", "later this afternoon"}, dayVagueTimes.list...) {
			for _, text := range []string{d + " " + cmd, d + ", " + cmd, cmd + " " + d, cmd + " " + d + " please"} {
				n++
				wantVague(t, text, d)
			}
		}
	}
	if n < 2000 {
		t.Errorf("%d ways, want at least 2000", n)
	}
	for text, want := range map[string]string{"tonight at 8 open the curtains": "20:00", "at 7 tomorrow open the curtains": "07:00",
		"tomorrow morning at 7 open the curtains": "07:00", "at 7 in the morning open the curtains": "07:00", "open the curtains at 9 tonight": "21:00"} {
		if p, err := compile.Compile(text); err != nil || !strings.Contains(p.String(), want) || strings.Contains(p.String(), "vague") {
			t.Errorf("Compile(%q) = %v, %v, want at %s", text, p, err, want)
		}
	}
	for _, text := range []string{"good morning open the curtains", "good night", "is the front door locked tonight", "what's the weather like tomorrow",
		"tomorrow is monday", "turn on the night light"} {
		if p, err := compile.Compile(text); err == nil {
			for _, c := range p.Clauses {
				if c.When != nil && c.When.Vague {
					t.Errorf("Compile(%q) = %s: want no vague time", text, p)
				}
			}
		}
	}
}
