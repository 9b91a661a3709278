package turn

import "edge/home"

// A question of a state asked of a place or of everything ("is anything
// on", "is everything closed downstairs") reads the devices that have the
// state, not those that only answer it by the way: a door's contact is
// open, not on; a lamp is on, not open. The capability table ranks how
// an attribute answers each state word (home.Answer): an actuator answers
// closely below closeRank, a sensor at closeRank too (a contact tells
// open and closed). Such a question is never answered by a sensor alone
// (planReads): "is anything open" asks of covers and valves as well.
const closeRank = 2

// answersClosely reports whether an attribute of the device answers ask
// closely.
func answersClosely(d *home.Device, ask string) bool {
	for _, cn := range d.Capabilities {
		c, ok := home.LookupCapability(cn)
		if !ok {
			continue
		}
		for _, a := range c.State {
			if r, ok := a.Rank(ask); a.Name == ask || ok && (r < closeRank || c.Sensor && r == closeRank) {
				return true
			}
		}
	}
	return false
}
