package en

import (
	"strings"
	"testing"
)

// TestStoppedDoing: a request to stop doing a change made once ("stop
// turning off the tv", "quit opening the garage door"), with every word
// of stopDoing and before or after a courtesy, is the command negated, as
// "do not …" says; "stop cleaning" and "stop vacuuming" still stop what
// runs.
func TestStoppedDoing(t *testing.T) {
	registered()
	cmds := map[string]string{"turn on the hall light": "turning on the hall light", "switch off the tv": "switching off the tv",
		"open the garage door": "opening the garage door", "close the blinds": "closing the blinds",
		"shut the garage door": "shutting the garage door", "lock the front door": "locking the front door",
		"unlock the front door": "unlocking the front door", "dim the kitchen light": "dimming the kitchen light",
		"mute the tv": "muting the tv", "turn the kitchen light off": "turning the kitchen light off"}
	n := 0
	for cmd, ing := range cmds {
		want := compiled("do not " + cmd)
		if !strings.Contains(want, "neg") && !strings.Contains(want, "not") {
			t.Fatalf("Compile(%q) = %s, want a negated command", "do not "+cmd, want)
		}
		for _, stop := range sorted(stopDoing) {
			for _, text := range []string{stop + " " + ing, "please " + stop + " " + ing, stop + " " + ing + " please", "can you " + stop + " " + ing} {
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d ways, want at least 80", n)
	}
	for _, text := range []string{"stop cleaning", "stop vacuuming", "stop mowing"} {
		if got := compiled(text); !strings.HasPrefix(got, "en act") {
			t.Errorf("Compile(%q) = %s, want a command", text, got)
		}
	}
}
