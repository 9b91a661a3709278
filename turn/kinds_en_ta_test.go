package turn_test

import (
	"fmt"
	"testing"
)

// TestBritishThanksAfterACommand ends a command to every device of the demo
// home that switches, by each of its names, with "ta", the British thanks
// ("kitchen light on ta", "turn off the tv, ta", "turn on the kettle please
// ta"): it is done as without it; "ta" was read as a room or a name not
// found.
func TestBritishThanksAfterACommand(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "ta")
	eachSwitched(t, func(dir, name, plain string) {
		for _, frame := range []string{"turn %[1]s the %[2]s ta", "turn %[1]s the %[2]s, ta", "turn %[1]s the %[2]s please ta", "%[2]s %[1]s ta"} {
			s.same(fmt.Sprintf(frame, dir, name), plain)
		}
	})
	if s.n < 200 {
		t.Errorf("%d utterances, want at least 200", s.n)
	}
}
