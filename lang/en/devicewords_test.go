package en

import (
	"strings"
	"testing"
)

// TestDeviceWords: a word that names any device, in the plural or with a
// quantifier, in every way of asking which are in a state and of acting on
// all of them, here or in a room, names every device, as "everything"
// does; said alone in the singular, or in a question of no state, it
// names no device.
func TestDeviceWords(t *testing.T) {
	registered()
	n := 0
	for w := range anyDevice {
		ws := w + "s"
		for text, want := range map[string]string{
			"which " + ws + " are on":                       "which [all]",
			"what " + ws + " are off":                       "ask=off [all]",
			"are any " + ws + " on":                         "yes_no [all]",
			"is any " + w + " on":                           "yes_no [all]",
			"how many " + ws + " are on":                    "count [all]",
			"which " + ws + " are on in the kitchen":        `[all in="kitchen"]`,
			"turn off all the " + ws:                        "act off [all]",
			"turn off all " + ws:                            "act off [all]",
			"switch off every " + w:                         "act off [all]",
			"turn off all the " + ws + " in the bedroom":    `act off [all in="bedroom"]`,
			"are all the " + ws + " off in the kitchen":     `[all in="kitchen"]`,
			"can you tell me which " + ws + " are still on": "which [all]",
		} {
			n++
			if got := compiled(text); !strings.Contains(got, want) || strings.Contains(got, `"`+w) {
				t.Errorf("Compile(%q) = %s, want %s", text, got, want)
			}
		}
		for _, text := range []string{"turn off the " + w, "what " + ws + " are in the kitchen"} {
			if got := compiled(text); strings.Contains(got, "[all]") {
				t.Errorf("Compile(%q) = %s: names every device", text, got)
			}
		}
	}
	if n < 20 {
		t.Errorf("%d ways, want at least 20", n)
	}
}
