package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestReminderAsked: a reminder asked for, in every form of asking for
// one, around several commands (with a time or not), is not understood:
// no command in it is done or scheduled, and no name is guessed from its
// words. The commands said alone, and "tell me" of a question, are read
// as before.
func TestReminderAsked(t *testing.T) {
	registered()
	cmds := []string{"turn off the kitchen light", "lock the front door", "close the garage door", "switch off the tv",
		"turn off the oven in an hour", "unlock the front door at 9 pm"}
	forms := []string{"remind me to %s", "please remind me to %s", "can you remind me to %s", "remind me at 9 to %s",
		"remind me in 10 minutes to %s", "set a reminder to %s", "create a reminder to %s", "reminder to %s",
		"tell me to %s", "tell me to %s in 10 minutes", "don't let me forget to %s", "do not let me forget to %s",
		"hey google remind me to %s"}
	n := 0
	for _, cmd := range cmds {
		if _, err := compile.Compile(cmd); err != nil {
			t.Errorf("Compile(%q): %v", cmd, err)
		}
		for _, f := range forms {
			text := strings.Replace(f, "%s", cmd, 1)
			n++
			if p, err := compile.Compile(text); err == nil {
				t.Errorf("Compile(%q) = %s, want not understood", text, p)
			}
		}
	}
	if n < 70 {
		t.Errorf("%d ways, want at least 70", n)
	}
	for _, text := range []string{"tell me the temperature in the bedroom", "tell me if the front door is locked"} {
		if _, err := compile.Compile(text); err != nil {
			t.Errorf("Compile(%q): %v", text, err)
		}
	}
}
