package en

import (
	"strings"
	"testing"
)

// TestCourtesy: a command wrapped in every polite request before it
// (courtesyBefore) or after it (courtesyAfter) compiles as the command
// does; a command said not to be done stays so, however politely; a
// condition stays a condition.
func TestCourtesy(t *testing.T) {
	generated(t)
	registered()
	commands := []string{"turn on the hall light", "switch off the tv", "open the garage door", "lock the front door",
		"set the bedroom light to 40 percent", "dim the lights in the den", "close the blinds", "start the vacuum"}
	n := 0
	for _, cmd := range commands {
		want := compiled(cmd)
		if strings.HasPrefix(want, "!!") {
			t.Fatalf("Compile(%q) = %s", cmd, want)
		}
		for _, before := range courtesyBefore.list {
			said := strings.ReplaceAll(strings.ReplaceAll(before, "do not", "don't"), "i would", "i'd")
			for _, text := range []string{before + " " + cmd, said + " " + cmd, "hey, " + said + " " + cmd} {
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
		for _, after := range courtesyAfter.list {
			said := strings.ReplaceAll(after, "do not", "don't")
			for _, text := range []string{cmd + " " + after, cmd + " " + said, cmd + ", " + said, "please " + cmd + " " + said} {
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
		for _, text := range []string{"don't " + cmd + " if you don't mind", "please don't " + cmd + " if you can"} {
			if got, want := compiled(text), compiled("don't "+cmd); got != want {
				t.Errorf("Compile(%q) = %s, want %s", text, got, want)
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d ways, want at least 1000", n)
	}
	if got := compiled("if the front door is open turn on the hall light"); !strings.Contains(got, "if") {
		t.Errorf("a condition lost: %s", got)
	}
}
