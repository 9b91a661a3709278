package en

import (
	"strings"
	"testing"
)

// TestWakeNames: a command said to an assistant by its name, alone or
// after a greeting, with thanks or please around it ("jarvis turn on the
// hall light", "hey bixby, lights off in the kitchen", "turn off the tv
// thanks mycroft"), is the command said alone, for every wake name, every
// way of calling it and several commands.
func TestWakeNames(t *testing.T) {
	registered()
	commands := []string{"turn on the hall light", "lights off in the kitchen", "set the bedroom ac to 21 degrees",
		"lock the front door", "turn the tv down"}
	n := 0
	for _, name := range strings.Fields(wakeNames) {
		for _, cmd := range commands {
			want := compiled(cmd)
			if strings.HasPrefix(want, "!!") {
				t.Fatalf("Compile(%q) = %s", cmd, want)
			}
			for _, text := range []string{name + " " + cmd, "hey " + name + " " + cmd, "ok " + name + ", " + cmd,
				"please " + name + " " + cmd, cmd + " thanks " + name, name + " " + cmd + " please"} {
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	for _, name := range strings.Fields(wakeNames) {
		for _, text := range []string{name, "hey " + name, name + " thank you"} {
			if got := compiled(text); !strings.HasPrefix(got, "!!") {
				t.Errorf("Compile(%q) = %s, want no command", text, got)
			}
		}
	}
}
