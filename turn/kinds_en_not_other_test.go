package turn_test

import "testing"

// TestDirectionNotOther says a direction said with its opposite denied
// after it, by every name of every device of the demo home that switches
// ("turn the tv on not off", "switch the lamp on, not off", "turn on the
// tv, not off", "turn the kettle off not on"), does what the direction
// said alone does: it was not understood.
func TestDirectionNotOther(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "not other")
	other := map[string]string{"on": "off", "off": "on"}
	eachSwitched(t, func(dir, name, plain string) {
		for _, said := range []string{"turn the " + name + " " + dir + " not " + other[dir], "switch the " + name + " " + dir + ", not " + other[dir],
			"turn " + dir + " the " + name + ", not " + other[dir], "turn " + dir + " the " + name + " not " + other[dir] + " please"} {
			s.n++
			if got, want := summary(s.ask(said)), summary(s.ask(plain)); got != want || !runs(want) {
				t.Errorf("%q: %s, want %s as %q", said, got, want, plain)
			}
		}
	})
	for _, c := range []string{"turn the tv volume up", "turn the tv volume down"} {
		s.n++
		denied := map[bool]string{true: " not down", false: " not up"}[c[len(c)-2:] == "up"]
		if got, want := summary(s.ask(c+denied)), summary(s.ask(c)); got != want || !runs(want) {
			t.Errorf("%q: %s, want %s as %q", c+denied, got, want, c)
		}
	}
	if s.n < 150 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
