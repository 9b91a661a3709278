package turn

import (
	"edge/home"
	"edge/ir"
	"edge/lang"
)

// saidHazard is what the words said of a clause's target say its device
// is (lang.HazardsSaid): "打开燃气阀" reaching a relay named 燃气伐 (a
// homophone), "turn on the space heater" reaching one named "Space
// heeter" (a typo) or "打开门锁" one named 门锁 (which the grammar also
// reads as "lock the door", so the name says nothing) is a valve, a
// heater and a lock: the resolver reaches names more loosely than the
// floors read them, and a call's floor never stays below what the words
// that reached its device said.
func saidHazard(t ir.Target) home.Hazard {
	if t.Name == "" {
		return 0
	}
	return home.ParseHazards(lang.HazardsSaid(t.Name))
}

// saidOf is the device as the words of the turn (said) and those of the
// session before it say it is (session.Said), which keeps what this
// turn's words said of it: a reference or a follow-up to a device
// reached by a hazard's words reaches a device of that hazard.
func (t *turn) saidOf(d *home.Device, said home.Hazard) *home.Device {
	said |= t.sess.Said[d.ID]
	if said != 0 {
		if t.sess.Said == nil {
			t.sess.Said = map[string]home.Hazard{}
		}
		t.sess.Said[d.ID] = said
	}
	return d.Said(said)
}
