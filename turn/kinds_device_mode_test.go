package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestDeviceOwnMode: a mode of a device's own, one the language does not
// know as a mode word ("set the humidifier to sleep mode", "switch the
// bedroom humidifier to continuous mode"), sets that device to it; a mode
// it has not is said so ("humidifier has no party mode.", 加湿器没有睡眠模式。
// where the home names its modes in English). They were scenes not found.
// A room or the house set to a mode ("set the living room to movie mode")
// is still the scene of that name.
func TestDeviceOwnMode(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "devicemode")
	for _, name := range []string{"humidifier", "bedroom humidifier"} {
		for _, mode := range []string{"auto", "sleep", "continuous"} {
			for _, f := range []string{"set the %s to %s mode", "switch the %s to %s mode", "change the %s to %s mode", "please set the %s to %s mode"} {
				text := fmt.Sprintf(f, name, mode)
				s.n++
				r := s.ask(text)
				if len(r.Actions) != 1 || r.Actions[0].Device != "humidifier.bedroom" || r.Actions[0].Args["mode"] != mode {
					t.Errorf("%q: %s %q, want the humidifier set to %s", text, summary(r), r.Say, mode)
				}
			}
		}
		for _, text := range []string{"set the " + name + " to party mode", "switch the " + name + " to turbo mode"} {
			s.n++
			if r := s.ask(text); len(r.Actions) > 0 || !strings.Contains(r.Say, "has no") {
				t.Errorf("%q: %s %q, want it said to have no such mode", text, summary(r), r.Say)
			}
		}
	}
	for _, text := range []string{"set the living room to movie mode", "set the house to movie mode", "switch to movie mode", "客厅调到观影模式"} {
		s.n++
		if r := s.ask(text); len(r.Actions) != 1 || r.Actions[0].Device != "scene.movie" {
			t.Errorf("%q: %s, want the movie scene", text, summary(r))
		}
	}
	if s.n < 30 {
		t.Errorf("%d utterances, want at least 30", s.n)
	}
}
