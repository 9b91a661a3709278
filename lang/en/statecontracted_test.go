package en

import (
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestStateContracted: a thing said with "'s" and a state ("the tv's on",
// "the garage door's still open", "the heater's been on") is a statement,
// read as the question "the tv is on" is, and never acts, for every state
// word of a condition and every word between; the possessive before a
// name ("turn the kitchen's light on", "let's turn off the tv") still acts.
func TestStateContracted(t *testing.T) {
	generated(t)
	registered()
	things := []string{"tv", "telly", "kettle", "kitchen light", "garage door", "front door", "oven", "heater", "lamp",
		"lights", "fan", "blinds", "alarm", "study lamp", "bedroom ac"}
	between := []string{""}
	for w := range stateAdverbs {
		between = append(between, w+" ")
	}
	n := 0
	for _, thing := range things {
		for state := range condStates {
			for _, b := range between {
				for _, the := range []string{"the ", "", "my "} {
					text := the + thing + "'s " + b + state
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
		text := "the " + thing + "'s been on all day"
		if p, err := compile.Compile(text); err == nil && len(p.Clauses) > 0 && p.Clauses[0].Kind == ir.Act {
			t.Errorf("Compile(%q) = %s: a statement acts", text, p)
		}
	}
	if n < 1000 {
		t.Fatalf("%d ways, want at least 1000", n)
	}
	for _, text := range []string{"turn the kitchen's light on", "let's turn off the tv", "switch the kid's lamp off in the study",
		"turn on the study's lamp"} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) == 0 || p.Clauses[0].Kind != ir.Act {
			t.Errorf("Compile(%q) = %v, %v: want a command", text, p, err)
		}
	}
}

// TestStillSo: a state said to last ("the garage door still open", "the
// tv is still on", "the blinds are already closed", "the oven is left
// off") is a statement, asked as whether it is so, never a command, for every
// word of lasting and every state word of a condition, with "is", "are",
// "'s" or nothing before it; a report with such a word ("i already turned
// off the tv") still asks, and "the lamp on the left" is still a place.
func TestStillSo(t *testing.T) {
	generated(t)
	registered()
	things := []string{"tv", "kettle", "kitchen light", "garage door", "front door", "oven", "heater", "lights", "blinds",
		"curtains", "fan", "study lamp", "bedroom ac", "alarm"}
	n := 0
	for _, thing := range things {
		for _, state := range []string{"on", "off", "open", "opened", "closed", "locked", "unlocked", "running", "playing", "armed", "disarmed"} {
			for w := range lastingStates {
				if w == leftWord && undoneStates[state] != "" {
					continue // "the oven was left on" asks for it undone: turn.TestLeftUndoneIsDone
				}
				for _, is := range []string{"", " is", " are", " was", "'s"} {
					for _, end := range []string{"", "?", " again"} {
						text := "the " + thing + is + " " + w + " " + state + end
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
		}
	}
	if n < 3000 {
		t.Fatalf("%d ways, want at least 3000", n)
	}
	for _, text := range []string{"the garage door still open", "the tv is still on", "the blinds are already closed"} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) != 1 || p.Clauses[0].Kind != ir.Query {
			t.Errorf("Compile(%q) = %v, %v: want a question", text, p, err)
		}
	}
	if p, err := compile.Compile("turn on the lamp on the left"); err != nil || len(p.Clauses) == 0 || p.Clauses[0].Kind != ir.Act {
		t.Errorf("Compile(turn on the lamp on the left) = %v, %v: want a command", p, err)
	}
}

// TestThereIs: "there's" and "theres" say "there is" ("there's a light on
// in the kitchen"): a statement, asked as "is there a light on" is, never
// the command to turn one on, for every thing, state and place.
func TestThereIs(t *testing.T) {
	registered()
	n := 0
	for _, there := range []string{"there's", "theres", "there is"} {
		for _, thing := range []string{"a light", "a lamp", "the tv", "a window", "the heater", "the fan", "something"} {
			for _, state := range []string{"on", "off", "open", "still on", "left on"} {
				for _, place := range []string{"", " in the kitchen", " upstairs"} {
					text := there + " " + thing + " " + state + place
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
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
}

// TestOnStateSaid: a thing said to be in a state that a device is put on
// ("the tv is on mute", "the speaker's on pause") is a statement, never
// the command of that state, for every such state, thing and word of
// being.
func TestOnStateSaid(t *testing.T) {
	registered()
	n := 0
	for state := range onStates {
		for _, thing := range []string{"the tv", "the telly", "the speaker", "the music", "my tv"} {
			for _, is := range []string{" is on ", "'s on ", " was on ", " is in ", " is still on "} {
				text := thing + is + state
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
	if n < 80 {
		t.Errorf("%d ways, want at least 80", n)
	}
}
