package en

import (
	"testing"
)

// TestClockNames: every time of day said by its name is that time, before
// or after the command and with a day.
func TestClockNames(t *testing.T) {
	for name, clock := range sortedMap(clockNames) {
		for _, tc := range []struct{ text, when string }{
			{"at " + name + " turn off the hall light", "at " + clock},
			{"turn off the hall light at " + name, "at " + clock},
			{"turn off the hall light tomorrow at " + name, "in 1 days at " + clock},
			{"on friday at " + name + " turn off the hall light", "on day 5 at " + clock},
		} {
			rest, when, ok := pack{}.When(tc.text)
			if !ok || when.String() != tc.when || rest != "turn off the hall light" {
				t.Errorf("When(%q) = %q, %s, %v; want the command, %s", tc.text, rest, when, ok, tc.when)
			}
		}
		if _, when, ok := (pack{}).When("turn off the " + name + " light"); ok {
			t.Errorf("When(%q) = %s: a time where none is said", "turn off the "+name+" light", when)
		}
	}
}
