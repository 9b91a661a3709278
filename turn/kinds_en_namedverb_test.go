package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"edge/home"
	"edge/turn"
)

// verbNamed is a home whose lights are called by words that are also
// verbs ("Hue Go", "Hue Play"), beside a vacuum and a lock.
const verbNamed = `name: Verbs
rooms:
  - {id: living, name: Living room}
  - {id: hall, name: Hall}
devices:
  - {id: light.hue_go, name: Hue Go, room: living, type: light, capabilities: [onoff, brightness, color], state: {on: false, brightness: 50, color: white}}
  - {id: light.hue_play, name: Hue Play, room: living, type: light, capabilities: [onoff, brightness, color], state: {on: false, brightness: 50, color: white}}
  - {id: vacuum.robot, name: Robot, room: living, type: vacuum, capabilities: [vacuum, battery], state: {status: docked, battery: 80}}
  - {id: lock.front, name: Front door, room: hall, type: lock, capabilities: [lock], state: {locked: true}}
`

// TestVerbLastInAName says commands to things whose name ends with a word
// that is also a verb ("turn on the hue go", "set the hue play to red",
// "turn the hue go off"): the thing named is acted on, where "go"
// sent the vacuum home and "play" was music. A verb of a state or a
// direction after a thing ("make the hue go dim", "leave the front door
// locked") is still one.
func TestVerbLastInAName(t *testing.T) {
	generatedKinds(t)
	h, err := home.Parse("home.yaml", []byte(verbNamed))
	if err != nil {
		t.Fatal(err)
	}
	e, _, _ := engineAt(t, h, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
	n := 0
	ask := func(text string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("v%d", n), DryRun: true})
	}
	names := map[string]string{"hue go": "light.hue_go", "hue play": "light.hue_play"}
	forms := map[string]string{"turn on the %s": "on", "switch on the %s": "on", "turn the %s on": "on", "turn off the %s": "off",
		"turn the %s off": "off", "turn on the %s please": "on", "please turn off the %s": "off", "turn on the %s in the %r": "on",
		"power on the %s": "on", "kill the %s": "off"}
	rooms := map[string]string{"light.hue_go": "living room", "light.hue_play": "living room"}
	for name, id := range names {
		for f, cmd := range forms {
			text := strings.ReplaceAll(fmt.Sprintf(strings.ReplaceAll(f, "%r", "ROOM"), name), "ROOM", rooms[id])
			if got, want := summary(ask(text)), "planned: "+id+" "+cmd+" planned"; got != want {
				t.Errorf("%q: %s, want %s", text, got, want)
			}
		}
		for f, want := range map[string]string{"set the %s to red": " set color=red planned", "make the %s blue": " set color=blue planned",
			"set the %s to 30 percent": " set brightness=30 planned", "dim the %s": " set planned", "make the %s brighter": " set planned"} {
			text := fmt.Sprintf(f, name)
			if got := summary(ask(text)); got != "planned: "+id+want {
				t.Errorf("%q: %s, want planned: %s%s", text, got, id, want)
			}
		}
	}
	if n < 30 {
		t.Errorf("%d ways, want at least 30", n)
	}
	for text, want := range map[string]string{
		"send the robot home":         "planned: vacuum.robot dock planned",
		"unlock the front door":       "confirm: lock.front unlock pending",
		"leave the front door locked": "planned: lock.front lock planned",
		"make the hue go dim":         "planned: light.hue_go set planned",
	} {
		if got := summary(ask(text)); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
}
