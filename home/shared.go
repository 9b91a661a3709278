package home

// Two devices whose drivers command one thing (one pin, one relay of one
// topic, one coil) are one thing, whatever each is called: a "Hall light"
// on the garage opener's pin opens the garage. Each is what any of them
// is, for the floors.

// ShareHazards makes each device what every device with its address is
// (Hazards): address is what a device's driver commands ("" for none;
// drivers.Address). Classify the home first. It returns the addresses
// that several devices share, each with their indexes, in the order of
// the devices, for a warning.
func ShareHazards(h *Home, address func(*Device) string) []Shared {
	at := map[string][]int{}
	var order []string
	for i := range h.Devices {
		a := address(&h.Devices[i])
		if a == "" {
			continue
		}
		if _, seen := at[a]; !seen {
			order = append(order, a)
		}
		at[a] = append(at[a], i)
	}
	var out []Shared
	for _, a := range order {
		idx := at[a]
		if len(idx) < 2 {
			continue
		}
		var hz Hazard
		for _, i := range idx {
			hz |= h.Devices[i].Hazards()
		}
		for _, i := range idx {
			d := &h.Devices[i]
			d.hazards, d.classified = hz, true
		}
		out = append(out, Shared{Address: a, Devices: idx})
	}
	return out
}

// Shared is an address several devices' drivers command.
type Shared struct {
	Address string
	Devices []int
}
