package home

// ParseHazards is the set of the hazards named (ParseHazard); names it
// does not know add nothing.
func ParseHazards(names []string) Hazard {
	var h Hazard
	for _, n := range names {
		if one, ok := ParseHazard(n); ok {
			h |= one
		}
	}
	return h
}

// Said is the device as the words that reached it say it is too: a
// device whose own hazards hold h is itself; any other is a copy whose
// hazards (and so its floors) add h. A relay the resolver reached by
// "gas valve" opens as a gas valve, whatever its names say.
func (d *Device) Said(h Hazard) *Device {
	if h&^d.Hazards() == 0 {
		return d
	}
	c := *d
	c.hazards, c.classified = d.Hazards()|h, true
	return &c
}
