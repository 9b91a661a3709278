package turn_test

import (
	"fmt"
	"testing"

	"edge/home/hometest"
)

// TestChannelNumberNotNext changes the channel of each TV of the demo
// home, by each of its English names, to a channel by its number, in
// digits or in words ("change the channel on the tv to 4", "change the
// channel to five", "switch the channel to number 7 on the television",
// "flip the channel to 12 please"): nothing is done, for no TV here is put
// on a channel by its number. Each switched the TV to the next channel. A
// channel changed with no number still goes to the next ("change the
// channel on the tv", "channel up"), as "next channel" does.
func TestChannelNumberNotNext(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "cn")
	for _, d := range hometest.Load(t, "demo").Devices {
		if d.Type != "tv" {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			plain := fmt.Sprintf("next channel on the %s", name)
			for _, verb := range []string{"change", "switch", "flip"} {
				for _, n := range []string{"4", "five", "12", "number 7", "twenty one"} {
					for _, f := range []string{"%[1]s the channel on the %[2]s to %[3]s", "%[1]s the channel to %[3]s on the %[2]s",
						"please %[1]s the channel on the %[2]s to %[3]s", "%[1]s the %[2]s channel to %[3]s", "%[1]s the channel to %[3]s"} {
						s.nothing(fmt.Sprintf(f, verb, name, n))
					}
				}
				s.same(fmt.Sprintf("%s the channel on the %s", verb, name), plain)
			}
			s.same(fmt.Sprintf("channel up on the %s", name), plain)
		}
	}
	if s.n < 150 {
		t.Errorf("%d utterances, want at least 150", s.n)
	}
	s.same("change the channel", "next channel")
}
