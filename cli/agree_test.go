package cli

import (
	"context"
	"testing"

	"edge"
	"edge/home"
)

// TestPlanner: edge stt's engine of the home says what its sentences do,
// follows the home when it changes, and says nothing once closed.
func TestPlanner(t *testing.T) {
	demo, err := home.Parse("demo.yaml", edge.DemoHome)
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlanner(demo)
	if err != nil {
		t.Fatal(err)
	}
	does := p.does(context.Background(), "en")
	a, b := "turn on the light in the bedroom", "turn on the lights in the bedroom"
	if !does(a, b) || does(a, "turn off the lights in the bedroom") {
		t.Errorf("in the demo home: %q and %q do the same %v; on and off %v", a, b, does(a, b), does(a, "turn off the lights in the bedroom"))
	}
	small, err := home.Parse("small.yaml", []byte("rooms:\n  - {id: bedroom, name: Bedroom}\ndevices:\n  - {id: light.a, name: Bedroom light, room: bedroom, type: light, capabilities: [onoff]}\n  - {id: fan.a, name: Bedroom fan, room: bedroom, type: fan, capabilities: [onoff]}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := p.set(small); err != nil {
		t.Fatal(err)
	}
	if !does("turn on the bedroom light", "switch on the bedroom light") || does("turn on the kitchen light", "turn on the kitchen lights") {
		t.Error("the planner did not follow the home")
	}
	p.Close()
	if does("turn on the bedroom light", "switch on the bedroom light") {
		t.Error("a closed planner said what sentences do")
	}
}
