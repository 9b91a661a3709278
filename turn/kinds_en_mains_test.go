package turn_test

import (
	"fmt"
	"testing"
)

// TestPowerSupplySaid says what happened to the home's power supply in
// many wordings ("there was a power cut", "the power went out", "we've
// had a power outage", "is the electricity back", "no power in the
// kitchen"): nothing is done or
// answered, it is not understood ("Power" was the verb and "cut" off, and
// the home's open covers were listed). "Power" said as the verb of a
// command still switches every demo device it names.
func TestPowerSupplySaid(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "ms")
	for _, supply := range []string{"power", "electricity", "mains"} {
		for _, frame := range []string{
			"there was a %s cut", "there's been a %s outage", "we had a %s failure", "we've had a %s cut", "was there a %s cut",
			"the %s went out", "the %s is out", "the %s's back", "the %s was cut", "did the %s go out", "is the %s off",
			"is the %s back on", "the %s has gone off", "%s cut", "%s outage", "is there %s", "the %s keeps going off",
			"no %s in the kitchen", "the %s in the kitchen is out", "there's no %s", "we've got no %s upstairs",
		} {
			for _, lead := range []string{"", "hey, ", "oh ", "i think "} {
				text := lead + fmt.Sprintf(frame, supply)
				s.n++
				if r := s.ask(text); r.Outcome != "not_understood" || len(r.Actions) > 0 {
					t.Errorf("%q → %s (say %s), want it not understood", text, summary(r), r.Say)
				}
			}
		}
	}
	if s.n < 200 {
		t.Errorf("%d utterances, want at least 200", s.n)
	}
	for _, name := range []string{"the tv", "the kitchen light", "the living room fan", "the bedside lamp", "the hall light"} {
		for _, dir := range []string{"on", "off"} {
			s.same(fmt.Sprintf("power %s %s", dir, name), fmt.Sprintf("turn %s %s", dir, name))
			s.same(fmt.Sprintf("power %s %s", name, dir), fmt.Sprintf("turn %s %s", dir, name))
			s.same(fmt.Sprintf("please power %s %s", dir, name), fmt.Sprintf("turn %s %s", dir, name))
			s.same(fmt.Sprintf("can you power %s %s", dir, name), fmt.Sprintf("turn %s %s", dir, name))
		}
	}
	s.same("cut the power to the oven", "turn off the oven")
}
