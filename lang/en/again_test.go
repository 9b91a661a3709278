package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestAgainOnce: "again" after a command that switches, opens, closes or
// changes a level says it once more, for every such command (switch
// verbs of the pack, a turn with on or off, a level, two commands): it
// compiles as the command without it, never as going back a song; after
// "play" it is still playing again; alone it is the reply that does the
// last command again (TestRepeatSaid).
func TestAgainOnce(t *testing.T) {
	registered()
	cmds := append(switchCommands(), "dim the lights in the den", "set the desk lamp to 40 percent", "turn the volume up",
		"turn the tv off and on", "make the bedroom warmer")
	n := 0
	for _, cmd := range cmds {
		want, err := compile.Compile(cmd)
		if err != nil || replayVerbs[strings.Fields(cmd)[0]] {
			continue // "play the song again" plays it again
		}
		for _, text := range []string{cmd + " " + againWord, cmd + " " + againWord + " please", cmd + " " + againWord + ", thanks"} {
			n++
			if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	for _, text := range []string{"play it again", "play the song again"} {
		if p, err := compile.Compile(text); err != nil || len(p.Clauses) != 1 || p.Clauses[0].Verb != "previous" {
			t.Errorf("Compile(%q) = %v, %v, want playing again", text, p, err)
		}
	}
}

// TestAgainAsked: "again" after a statement or a question of a state ("the
// door is locked again", "is the tv on again", "the garage's open again")
// says the state came back: it never goes back a song, for every state
// word of a condition, every word of being, and every thing.
func TestAgainAsked(t *testing.T) {
	registered()
	n := 0
	for _, thing := range []string{"door", "front door", "garage", "alarm", "music", "tv", "kitchen light", "blinds", "heater"} {
		for state := range condStates {
			for _, text := range []string{"the " + thing + " is " + state + " " + againWord, "is the " + thing + " " + state + " " + againWord,
				"the " + thing + "'s " + state + " " + againWord + "?", "the " + thing + " was " + state + " " + againWord,
				"are the " + thing + " " + state + " " + againWord} {
				n++
				p, err := compile.Compile(text)
				if err != nil {
					continue // not understood: never acts either
				}
				for _, c := range p.Clauses {
					if c.Kind == ir.Act {
						t.Errorf("Compile(%q) = %s: a statement acts", text, p)
					}
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
}

// TestAgainWithoutPlay: "again" with no verb of playing before it and more
// said (an exception, a name, a direction, a place: "again but the garage
// door", "again except the oven", "the tv again", "again off") never goes
// back a song on a thing nobody named; where only a name is left, it is
// that name said alone (a follow-up on it).
func TestAgainWithoutPlay(t *testing.T) {
	registered()
	names := []string{"the garage door", "the oven", "the kitchen light", "the front door", "the tv", "the heater", "the blinds", "the fan"}
	n := 0
	for _, name := range names {
		texts := []string{againWord + " but " + name, againWord + " except " + name, againWord + ", but " + name,
			againWord + " but not " + name, "and " + againWord + " but " + name, againWord + " without " + name,
			againWord + " with " + name, againWord + " for " + name, againWord + " off", againWord + " in the kitchen"}
		for _, text := range texts {
			n++
			p, err := compile.Compile(text)
			if err != nil {
				continue // not understood: goes back on nothing
			}
			for _, c := range p.Clauses {
				if c.Verb == "previous" {
					t.Errorf("Compile(%q) = %s: goes back a song", text, p)
				}
			}
		}
		want, err := compile.Compile(name)
		if err != nil {
			t.Fatalf("Compile(%q): %v", name, err)
		}
		for _, text := range []string{againWord + " " + name, name + " " + againWord, againWord + ", " + name, name + " " + againWord + " please"} {
			n++
			if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
}
