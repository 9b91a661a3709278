package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestRelayOfName: a device's name with the word of a switch or a plug
// after it ("turn off the kettle plug", "the desk lamp switch", "the tv
// socket", 把电水壶插座关了, 台灯开关打开), for every device of the demo home
// that switches, is the device, as its name alone is: the plug or switch
// is what it is wired to, whatever its class. 电水壶插座 was read as a list
// of the kettle and every plug, and asked which plug; 台灯开关 asked about
// the oven; "the desk lamp switch" was not found. Said with 都, the run is
// still a list ("台灯插座都关了": the lamp and the plugs).
func TestRelayOfName(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "relay")
	h := hometest.Load(t, "demo")
	ask, check := s.ask, s.same
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		name := strings.ToLower(d.Name)
		for _, relay := range []string{"switch", "plug", "socket"} {
			for _, f := range []string{"turn off the %s %s", "switch on the %s %s", "can you turn the %s %s off", "power off the %s %s"} {
				check(fmt.Sprintf(f, name, relay), fmt.Sprintf(strings.ReplaceAll(f, "%s %s", "%s"), name))
			}
		}
		for _, alias := range chineseNames(d) {
			for _, relay := range []string{"开关", "插座", "插头"} {
				for _, f := range []string{"把%s%s关了", "打开%s%s", "%s%s关掉", "帮我把%s%s打开"} {
					check(fmt.Sprintf(f, alias, relay), fmt.Sprintf(strings.ReplaceAll(f, "%s%s", "%s"), alias))
				}
			}
		}
	}
	if got := ask("台灯插座都关了"); got.Outcome != turn.Clarify {
		t.Errorf("台灯插座都关了: %s, want the plugs asked about, as a list", summary(got))
	}
	if s.n < 200 {
		t.Errorf("%d utterances, want at least 200", s.n)
	}
}
