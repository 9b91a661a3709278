package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// eachSwitched calls f with each direction and each English name of every
// device of the demo home that switches, and the command that switches it
// so ("turn on the kitchen light").
func eachSwitched(t *testing.T, f func(dir, name, plain string)) {
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, dir := range []string{"on", "off"} {
				f(dir, name, fmt.Sprintf("turn %s the %s", dir, name))
			}
		}
	}
}

// englishNames are the names of a device written in English: its name
// and its English aliases.
func englishNames(name string, aliases []string) []string {
	out := []string{strings.ToLower(name)}
	for _, a := range aliases {
		if strings.IndexFunc(a, func(r rune) bool { return r > 0x2e80 }) < 0 {
			out = append(out, strings.ToLower(a))
		}
	}
	return out
}

// TestThingSaidToHaveDone says what a thing of the demo home did, every
// name of every device that switches on and off, with a past verb and a
// direction ("the kettle turned off", "the tv switched on by itself",
// "the oven shut off on its own", "has the kettle turned off", "the heater
// has been switched on"): whether it is so is answered and nothing is
// done. The kettle was turned off, the oven and the heater turned on. A
// wish of the state ("i want the kettle switched off", "the kettle
// switched off please", "get the kettle turned off") is still the command.
func TestThingSaidToHaveDone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "did")
	ways := []string{"the %s %s %s", "%s %s %s", "the %s %s %s by itself", "the %s %s %s on its own", "um the %s %s %s again",
		"has the %s %s %s", "the %s has %s %s", "the %s has been %s %s", "the %s just %s %s", "oh the %s %s %s all by itself"}
	n := 0
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, verb := range []string{"turned", "switched", "powered"} {
				for _, dir := range []string{"on", "off"} {
					for _, w := range ways {
						text := fmt.Sprintf(w, name, verb, dir)
						n++
						if r := s.ask(text); len(r.Actions) > 0 || r.Outcome != "answer" {
							t.Errorf("%q: %s (say %s), want whether it is so answered", text, summary(r), r.Say)
						}
					}
				}
			}
			s.nothing("the "+name+" shut off on its own", "has the "+name+" shut off", "the "+name+" has shut off")
			for _, dir := range []string{"on", "off"} {
				plain := "turn " + dir + " the " + name
				s.same("i want the "+name+" switched "+dir, plain)
				s.same("the "+name+" switched "+dir+" please", plain)
				s.same("get the "+name+" turned "+dir, plain)
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d ways, want at least 1000", n)
	}
}
