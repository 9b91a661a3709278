package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestSweepOnLeavesHeat: a sweep that switches on ("turn everything on",
// "turn on everything in the kitchen", 厨房都打开, 全部打开) never switches
// on a kettle, an oven or a heater it does not name: it asked about them
// among "8 others", and a yes heated the oven. What it names is switched
// on as said, its yes asked.
func TestSweepOnLeavesHeat(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "swept on")
	heat := []string{"switch.kettle", "switch.oven", "switch.kids_heater"}
	places := map[string][2]string{"kitchen": {"kitchen", "厨房"}, "kids": {"kids room", "儿童房"}, "home": {"", ""}}
	en := []string{"turn everything on%s", "turn on everything%s", "switch on everything%s", "switch everything on%s please", "turn on all the devices%s", "power on everything%s"}
	zh := []string{"%s都打开", "%s全打开", "%s全部打开", "把%s的东西都打开", "%s所有的都开了", "帮我把%s全开了"}
	for id, place := range places {
		for _, f := range en {
			in := ""
			if place[0] != "" {
				in = " in the " + place[0]
			}
			s.sweptOn(fmt.Sprintf(f, in), id, heat)
		}
		for _, f := range zh {
			where := place[1]
			if where == "" {
				where = "家里"
			}
			s.sweptOn(fmt.Sprintf(f, where), id, heat)
		}
	}
	for text, id := range map[string]string{"turn on the oven": "switch.oven", "turn on the kettle": "switch.kettle",
		"turn on all the heaters": "switch.kids_heater", "打开烤箱": "switch.oven", "把电水壶打开": "switch.kettle", "打开儿童房取暖器": "switch.kids_heater"} {
		s.n++
		if r := s.ask(text); r.Outcome != turn.Confirm || !slices.ContainsFunc(r.Actions, func(a turn.Action) bool { return a.Device == id && a.Command == "on" }) {
			t.Errorf("%q: %s, want %s on asked", text, summary(r), id)
		}
	}
	if s.n < 40 {
		t.Errorf("%d wordings, want at least 40", s.n)
	}
}

// sweptOn checks that a sweep switching on in a place switches on what is
// there and none of heat.
func (s *saidOnDemo) sweptOn(text, place string, heat []string) {
	s.t.Helper()
	s.n++
	r := s.ask(text)
	on := 0
	for _, a := range r.Actions {
		if slices.Contains(heat, a.Device) {
			s.t.Errorf("%q: %s, want no %s", text, summary(r), a.Device)
		}
		if a.Command == "on" {
			on++
		}
	}
	if on == 0 || place != "home" && !strings.Contains(summary(r), "light") {
		s.t.Errorf("%q: %s, want the lights there on", text, summary(r))
	}
}
