package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestReportGoesOn says what a person did to every device of the demo home
// that switches on and off, by each of its names, and what they did after
// ("my brother turned on the oven and forgot about it", "… and then went
// to bed", "… and forgot to turn it off", "… and left it on"): whether it
// is so is answered once, as the report alone is, and nothing is done or
// asked. "It" was the thing asked again ("No, Oven is off. No, Oven is
// off."), and "forgot to turn it off" asked to turn the oven on.
func TestReportGoesOn(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "seq")
	sequels := []string{"and forgot about it", "and then forgot about it", "and forgot to turn it off", "and left it on",
		"and went to bed", "and walked away", "and just went out", "and fell asleep", "and then just left it"}
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, who := range []string{"my brother", "someone", "the kids", "i"} {
				for _, dir := range []string{"on", "off"} {
					report := fmt.Sprintf("%s turned %s the %s", who, dir, name)
					want := s.ask(report)
					if want.Outcome != "answer" {
						t.Errorf("%q, the report, is %s (say %s)", report, summary(want), want.Say)
						continue
					}
					for _, sequel := range sequels {
						text := report + " " + sequel
						s.n++
						if r := s.ask(text); summary(r) != summary(want) || r.Say != want.Say {
							t.Errorf("%q → %s (say %s), want %q as the report alone", text, summary(r), r.Say, want.Say)
						}
					}
				}
			}
		}
	}
	if s.n < 1000 {
		t.Errorf("%d utterances, want at least 1000", s.n)
	}
	s.nothing("i turned on the kitchen light and left the tv on", "my brother turned on the oven and forgot to turn it off")
}

// TestReportAfterBut says what a person did, then with "but" what another
// did after ("i turned the tv off but the kids turned it back on", "i
// switched off the heater but someone switched it on again"), of every
// device of the demo home that switches, by each of its names: nothing is
// done; the second report was a command, and the tv was turned on.
func TestReportAfterBut(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "but")
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, dir := range [][2]string{{"off", "on"}, {"on", "off"}} {
				for _, who := range []string{"the kids", "someone", "my brother", "he"} {
					s.nothing(fmt.Sprintf("i turned the %s %s but %s turned it back %s", name, dir[0], who, dir[1]),
						fmt.Sprintf("i switched %s the %s but %s switched it %s again", dir[0], name, who, dir[1]))
				}
			}
		}
	}
	if s.n < 300 {
		t.Errorf("%d utterances, want at least 300", s.n)
	}
}
