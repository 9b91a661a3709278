package turn

import (
	"slices"

	"edge/index"
)

// ambientCapabilities are the capabilities of what keeps a room's air or
// light: "it" said of them with nothing before is the room.
var ambientCapabilities = []string{"thermostat", "brightness", "color", "color_temp"}

// ambient is what of opts (all that fit "it" said with nothing before)
// is in the speaker's room, where opts all keep the air or the light of
// their rooms: "make it cooler", "warm it up", "make it brighter", said
// in the bedroom, are the bedroom's AC or lights, as "make it cooler in
// here" is; they asked which of the home's. Elsewhere, nil.
func (t *turn) ambient(opts []*index.Entity, room string) []*index.Entity {
	if room == "" {
		return nil
	}
	for _, c := range ambientCapabilities {
		if slices.ContainsFunc(opts, func(e *index.Entity) bool { return e.Device == nil || !slices.Contains(e.Device.Capabilities, c) }) {
			continue
		}
		var here []*index.Entity
		for _, e := range opts {
			if e.Room == room {
				here = append(here, e)
			}
		}
		return here
	}
	return nil
}
