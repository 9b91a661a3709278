package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// doneWithout are the past forms a thing of a capability is said to be
// in with no direction after them ("the lock opened", "the tv muted"),
// and whether it must be answered, by a device's own name, if it is so
// (a state the home reads), or only left undone.
var doneWithout = map[string]map[string]bool{
	"position": {"opened": true, "closed": true, "raised": false, "lowered": false},
	"lock":     {"locked": true, "unlocked": true, "opened": true, "closed": false},
	"valve":    {"opened": true, "closed": true, "started": true},
	"vacuum":   {"started": true, "docked": true, "stopped": false, "paused": false, "closed": false, "opened": false},
	"mower":    {"started": true, "docked": false, "stopped": false},
	"media":    {"paused": false, "muted": false, "unmuted": false, "started": false, "stopped": false},
	"onoff":    {"started": true, "stopped": false},
	"alarm":    {"armed": false, "disarmed": false},
}

// TestThingSaidDoneBare says what a thing of the demo home did or is in,
// every name of every device and the words of its class, with a past
// verb and no direction after it ("the lock opened", "the front door
// unlocked again", "my vacuum started", "the tv muted by itself", "lock
// unlocked", "vacuum closed"): nothing is done or asked, and a yes after
// it does nothing; what the home reads is answered. "The lock opened",
// "the lock unlocked" locked the front door, "the vacuum closed" started
// the vacuum, "the tv started" played the tv: the lock and the vacuum
// read as verbs, the past form as the command. A command said with a
// past form is still one ("lock the front door", "the tv muted please").
func TestThingSaidDoneBare(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "done bare")
	ways := []string{"the %s %s", "my %s %s", "the %s %s by itself", "um the %s %s again", "oh the %s %s", "the %s just %s",
		"the %s has %s", "the %s %s on its own"}
	classWords := map[string][]string{"lock": {"lock"}, "vacuum": {"vacuum", "robot"}, "mower": {"mower"}, "media": {"tv", "speaker"},
		"position": {"blinds", "curtain", "garage door"}, "valve": {"sprinkler", "valve"}}
	n := 0
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, pasts := range doneWithout {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			own := englishNames(d.Name, d.Aliases)
			names := own
			if d.Capabilities[0] == c {
				names = append(slices.Clip(own), classWords[c]...)
			}
			for _, name := range names {
				for past, answered := range pasts {
					for _, w := range ways {
						text := fmt.Sprintf(w, name, past)
						n++
						session := fmt.Sprint("done bare ", n)
						r := saidInTurn(s.e, session, text)
						switch {
						case len(r.Actions) > 0 || r.Outcome == "clarify" || r.Outcome == "confirm":
							t.Errorf("%q: %s (say %s), want nothing done or asked", text, summary(r), r.Say)
						case answered && r.Outcome != "answer" && slices.Contains(own, name):
							t.Errorf("%q: %s (say %s), want whether it is so answered", text, summary(r), r.Say)
						default:
							if y := saidInTurn(s.e, session, "yes"); len(y.Actions) > 0 {
								t.Errorf("%q, then yes: %s, want nothing done", text, summary(y))
							}
						}
					}
				}
			}
		}
	}
	for _, bare := range []string{"lock opened", "lock unlocked", "lock locked", "lock closed", "vacuum closed", "vacuum opened",
		"vacuum started", "vacuum docked"} {
		n++
		if r := s.ask(bare); len(r.Actions) > 0 || r.Outcome == "clarify" || r.Outcome == "confirm" {
			t.Errorf("%q: %s (say %s), want nothing done or asked", bare, summary(r), r.Say)
		}
	}
	s.same("lock the front door", "lock front door lock")
	s.same("vacuum the kitchen", "start the robot vacuum in the kitchen")
	s.same("the tv muted please", "mute the tv")
	s.same("the lock please", "lock the front door lock")
	if n < 500 {
		t.Errorf("%d utterances, want at least 500", n)
	}
}
