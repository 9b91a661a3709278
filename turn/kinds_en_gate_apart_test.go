package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestGateApart says a command of a thing of a class the demo home
// lacks whose word the home's lock may be reached by, a gate, in many
// wordings ("lock the gate", "open the gate", "close the front gate",
// "unlock the driveway gate", "can you lock the gates"): nothing is done
// or asked, and a yes after it does nothing. "Lock the gate" locked the
// Front door lock, "open the gate" asked to unlock it and a yes did, and
// "lock the back gate" asked “Did you mean Front door lock?”. The door
// and the garage said by their words still act ("lock the door", "open
// the garage door", 锁大门), and in a home whose lock is named "Gate" or
// "Garden gate lock", the gate is that lock.
func TestGateApart(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "gateapart")
	gates := []string{"gate", "gates", "front gate", "back gate", "garden gate", "driveway gate", "side gate", "main gate",
		"hall gate", "iron gate", "gate in the hall", "garage gate"}
	verbs := []string{"lock", "unlock", "open", "close", "shut", "secure"}
	forms := []string{"%s the %s", "please %s the %s", "can you %s the %s", "%s the %s now", "%s my %s"}
	for _, g := range gates {
		for _, v := range verbs {
			for _, f := range forms {
				s.noCommandSaid(fmt.Sprintf(f, v, g))
			}
		}
		s.noCommandSaid("is the " + g + " locked")
	}
	for said, want := range map[string]string{"lock the door": "planned", "lock the front door": "planned",
		"open the door": "confirm", "unlock the front door": "confirm", "open the garage door": "confirm",
		"close the garage": "planned", "lock the main door": "planned", "unlock the entrance": "confirm", "锁大门": "planned",
		"打开大门": "confirm"} {
		s.n++
		if got := summary(s.ask(said)); !strings.HasPrefix(got, want) {
			t.Errorf("%q: %s, want %s", said, got, want)
		}
	}
	e := eveningEngine(t, "gates.yaml", `name: Gates
rooms:
  - {id: hall, name: Hall}
  - {id: garden, name: Garden}
devices:
  - {id: lock.front, name: Front door lock, aliases: [front door], room: hall, type: lock, capabilities: [lock], state: {locked: true}}
  - {id: lock.gate, name: Gate, room: garden, type: lock, capabilities: [lock], state: {locked: true}}
`)
	for said, want := range map[string]string{"lock the gate": "planned: lock.gate lock", "open the gate": "confirm: lock.gate unlock",
		"unlock the gate": "confirm: lock.gate unlock", "lock the garden gate": "planned: lock.gate lock",
		"lock the front door": "planned: lock.front lock"} {
		s.n++
		r := e.Ask(context.Background(), turn.Request{Text: said, Session: "gateapart named " + said, DryRun: true})
		if got := summary(r); !strings.HasPrefix(got, want) {
			t.Errorf("%q in a home with a Gate: %s, want %s", said, got, want)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
