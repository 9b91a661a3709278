package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestOutsideIsOutdoors: the words that say a place is out of doors
// ("turn off the outside lights", "turn on the lights outdoors", "is the
// outdoor light on", 把室外的灯关了, 户外灯打开, 外面的灯打开) are the rooms of the home
// that are (the demo's garden), as the garden said by name is; they were
// a name not found. A home with no room out of doors finds nothing so,
// and a device named with the word ("Outdoor camera" in the hall) keeps
// it.
func TestOutsideIsOutdoors(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "outside")
	for _, w := range []string{"outside", "outdoor", "exterior"} {
		for _, f := range []string{"turn off the %s lights", "switch on the %s lights please", "turn the %s lights on"} {
			s.same(fmt.Sprintf(f, w), fmt.Sprintf(f, "garden"))
		}
	}
	for _, w := range []string{"outside", "outdoors"} {
		s.same("turn off the lights "+w, "turn off the garden lights")
		s.same("turn on all the lights "+w, "turn on all the garden lights")
	}
	for _, w := range []string{"室外", "户外", "外面", "外边", "外头"} {
		for _, f := range []string{"把%s的灯关了", "%s灯打开", "帮我把%s的灯都打开", "%s的灯关一下"} {
			s.same(fmt.Sprintf(f, w), fmt.Sprintf(f, "花园"))
		}
	}
	if s.n < 20 {
		t.Errorf("%d utterances, want at least 20", s.n)
	}
	indoors := eveningEngine(t, "indoors.yaml", `
rooms:
  - {id: hall, name: Hall}
  - {id: kitchen, name: Kitchen}
devices:
  - {id: light.hall, name: Hall light, room: hall, type: light, capabilities: [onoff], state: {on: false}}
  - {id: light.kitchen, name: Kitchen light, room: kitchen, type: light, capabilities: [onoff], state: {on: false}}
  - {id: camera.outdoor, name: Outdoor camera, room: hall, type: switch, capabilities: [onoff], state: {on: false}}
  - {id: light.porch, name: Porch light, room: hall, type: light, capabilities: [onoff], state: {on: false}}
`)
	for text, want := range map[string]string{"turn off the outside lights": "", "turn on the outdoor camera": "camera.outdoor"} {
		r := indoors.Ask(context.Background(), turn.Request{Text: text, Session: "indoors " + text, DryRun: true})
		got := ""
		if len(r.Actions) == 1 {
			got = r.Actions[0].Device
		}
		if got != want || len(r.Actions) > 1 {
			t.Errorf("indoors %q: %s, want %q", text, summary(r), want)
		}
	}
}
