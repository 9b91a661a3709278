package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestValueAfterAPlaceAsked asks whether a quantity of a place of the demo
// home is a number said after the place ("is the temperature in the
// bedroom 25", "is the humidity in the bathroom 70?", "is the co2 in the
// kitchen 600 right now"), by each English name of the place: it is
// answered with the quantity there, as "what is the temperature in the
// bedroom" answers; the number was read into the place, a room "bedroom
// 25" not known. Where the home has a room so numbered ("Guest room 2"),
// the number is still the room's; nothing acts.
func TestValueAfterAPlaceAsked(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "va " + text, DryRun: true})
	}
	places := map[string][]string{
		"temperature": {"bedroom", "master bedroom", "kitchen", "living room", "lounge", "study", "office"},
		"humidity":    {"bedroom", "bathroom", "living room", "lounge"},
		"co2":         {"kitchen"},
	}
	numbers := map[string][]string{"temperature": {"25", "18", "24.5", "twenty two"}, "humidity": {"70", "45"}, "co2": {"600"}}
	forms := []string{"is the %s in the %s %s", "is the %s in %s %s", "is the %s in the %s %s?", "is the %s in the %s %s right now",
		"hey google is the %s in the %s %s", "so is the %s in the %s %s at the moment", "is the %s in the %s %s or not"}
	n := 0
	for attr, rooms := range places {
		for _, room := range rooms {
			plain := fmt.Sprintf("what is the %s in the %s", attr, room)
			want := ask(plain)
			if want.Outcome != turn.Answer || want.Say == "" {
				t.Fatalf("%q: %s %q", plain, summary(want), want.Say)
			}
			for _, num := range numbers[attr] {
				for _, f := range forms {
					text := fmt.Sprintf(f, attr, room, num)
					n++
					if r := ask(text); r.Outcome != turn.Answer || len(r.Actions) > 0 || r.Say != want.Say {
						t.Errorf("%q → %s %q, want %q as %q", text, summary(r), r.Say, want.Say, plain)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d questions, want at least 150", n)
	}
	g := eveningEngine(t, "guest.yaml", `name: Guest
rooms:
  - {id: guest, name: Guest room}
  - {id: guest2, name: Guest room 2}
devices:
  - {id: sensor.guest, name: Guest sensor, room: guest, type: sensor, capabilities: [temperature], state: {temperature: 19}}
  - {id: sensor.guest2, name: Second guest sensor, room: guest2, type: sensor, capabilities: [temperature], state: {temperature: 23}}
  - {id: light.guest2, name: Ceiling light, room: guest2, type: light, capabilities: [onoff], state: {on: false}}
`)
	for text, want := range map[string]string{
		"is the temperature in guest room 2":      "sensor.guest2",
		"is the temperature in the guest room 2":  "sensor.guest2",
		"is the temperature in guest room 25":     "sensor.guest",
		"is the temperature in the guest room 19": "sensor.guest",
	} {
		r := g.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if r.Outcome != turn.Answer || len(r.Actions) > 0 || len(r.Reads) != 1 || r.Reads[0].Device != want {
			t.Errorf("%q → %s %q reads %v, want %s read", text, summary(r), r.Say, r.Reads, want)
		}
	}
	r := g.Ask(context.Background(), turn.Request{Text: "turn on the light in guest room 2", Session: "on", DryRun: true})
	if got := summary(r); got != "planned: light.guest2 on planned" {
		t.Errorf("turn on the light in guest room 2: %s", got)
	}
}
