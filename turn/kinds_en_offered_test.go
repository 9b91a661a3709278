package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestOfferSaidToAPerson says an offer to do a thing ("want me to turn
// off the tv", "you want me to open the garage door", "want us to lock
// the front door") or a question of whether someone wants a thing so
// ("you want the kettle on"), of every name of every demo device that
// switches, opens or locks: said to a person, it does nothing; the tv
// was turned off, the garage door asked to open. A wish of the speaker's
// ("i want the tv on", "i want you to turn off the tv") is still the
// command.
func TestOfferSaidToAPerson(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "offer")
	verbs := map[string][2]string{"onoff": {"turn on", "turn off"}, "position": {"open", "close"}, "lock": {"unlock", "lock"}}
	openers := []string{"", "um ", "so ", "hey, ", "ok "}
	n := 0
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range englishNames(d.Name, d.Aliases) {
				for _, v := range vs {
					for _, o := range openers {
						s.nothing(o+"want me to "+v+" the "+name, o+"you want me to "+v+" the "+name, o+"want us to "+v+" the "+name)
						n += 3
					}
				}
				if c == "onoff" {
					s.nothing("you want the "+name+" on", "you want the "+name+" off")
					s.same("i want you to turn off the "+name, "turn off the "+name)
					s.same("i want the "+name+" off", "turn off the "+name)
				}
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d ways, want at least 1000", n)
	}
}
