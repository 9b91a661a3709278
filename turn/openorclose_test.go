package turn_test

import "testing"

// TestOpenOrClose: a command that says no direction of what only opens and
// closes ("draw the curtains", "draw the blinds please") asks "open or
// close", does nothing, and the answer does it; curtains drawn back open.
// Of what switches, "on or off" is asked as before.
func TestOpenOrClose(t *testing.T) {
	dialogues(t, map[string][]said{
		"curtains closed": {
			{"draw the curtains", "", "clarify: ", "Open or close Living room curtain?"},
			{"close", "", "done: cover.living_curtain close done", ""},
		},
		"blinds opened": {
			{"draw the blinds please", "", "clarify: ", "Open or close Bedroom blinds?"},
			{"open them", "", "done: cover.bedroom_blind open done", ""},
		},
		"drawn back": {
			{"draw back the curtains", "", "done: cover.living_curtain open done", ""},
		},
		"a light still": {
			{"turn the kitchen light", "", "clarify: ", "Turn Kitchen light on or off?"},
		},
	})
}
