package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestDirectionAsState: on or off said as the state a device is put or
// kept in ("keep the tv in off condition", "put the fan in the off
// position", "switch the ac to off mode", "set the tv to the on
// setting"), for every device of the demo home that switches, does what
// the direction alone does ("keep the tv off", "set the tv to off"). They
// were names not found ("I can't find keep tv condition", "ac mode").
func TestDirectionAsState(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "dirstate")
	h := hometest.Load(t, "demo")
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		name := strings.ToLower(d.Name)
		for _, dir := range []string{"on", "off"} {
			for _, noun := range []string{"position", "state", "condition", "mode", "setting"} {
				for _, det := range []string{"", "the "} {
					s.same(fmt.Sprintf("keep the %s in %s%s %s", name, det, dir, noun), fmt.Sprintf("keep the %s %s", name, dir))
					s.same(fmt.Sprintf("put the %s in %s%s %s", name, det, dir, noun), fmt.Sprintf("turn the %s %s", name, dir))
					s.same(fmt.Sprintf("set the %s to %s%s %s", name, det, dir, noun), fmt.Sprintf("set the %s to %s", name, dir))
				}
			}
		}
	}
	if s.n < 500 {
		t.Errorf("%d utterances, want at least 500", s.n)
	}
}
