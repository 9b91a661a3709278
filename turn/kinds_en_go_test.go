package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestGoSaid: "go" sends a robot home only with where it goes ("roborock go
// home", "go home roborock"). In a name it is the name's ("turn on the hue
// go", "switch off the go", with every verb: Hue Go); alone, after words that say
// nothing, with no word of where ("roborock go", "go vacuum"), or said of
// a level ("let's go", "go go go", "volume go up"), it acts on nothing. Each sent the vacuum home, in a home with one, where a
// light is named "... Go".
func TestGoSaid(t *testing.T) {
	generatedKinds(t)
	const home = `rooms:
  - {id: living, name: Living Room}
devices:
  - {id: light.hue_go, name: Hue Go, room: living, type: light, capabilities: [onoff, brightness], state: {"on": false, brightness: 50}}
  - {id: light.ceiling, name: Ceiling, room: living, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: media.tv, name: TV, room: living, type: tv, capabilities: [onoff, media], state: {"on": true, playing: true, volume: 20, muted: false}}
  - {id: vacuum.robo, name: Roborock, room: living, type: vacuum, capabilities: [vacuum, battery], state: {status: cleaning, battery: 80}}
`
	e := eveningEngine(t, "go.yaml", home)
	want := map[string]func(string) bool{}
	for _, v := range []string{"turn on", "switch on", "turn off", "switch off"} {
		dir := v[strings.LastIndexByte(v, ' ')+1:]
		for _, name := range []string{"the hue go", "hue go", "the go"} {
			for _, end := range []string{"", " please", " now"} {
				want[v+" "+name+end] = is(fmt.Sprintf("planned: light.hue_go %s planned", dir))
			}
		}
		want["turn the hue go "+dir] = is(fmt.Sprintf("planned: light.hue_go %s planned", dir))
	}
	nothing := func(got string) bool { return !runs(got) }
	for _, opener := range []string{"", "ok ", "okay ", "right ", "come on ", "alright "} {
		for _, said := range []string{"go", "let's go", "lets go", "go go go", "let us go", "go go"} {
			want[opener+said] = nothing
		}
	}
	for _, name := range []string{"roborock", "the roborock", "vacuum", "the robot vacuum"} {
		for _, opener := range []string{"", "hey google ", "um ", "alexa "} {
			for _, said := range []string{name + " go", "go " + name, name + " go now", name + " go please"} {
				want[opener+said] = nothing
			}
		}
	}
	for _, said := range []string{"volume go up", "volume go down", "the volume go up"} {
		want[said] = func(got string) bool { return !strings.Contains(got, "vacuum") }
	}
	for _, said := range []string{"roborock go home", "go home roborock", "send the roborock home", "roborock go to the dock"} {
		want[said] = is("planned: vacuum.robo dock planned")
	}
	if len(want) < 60 {
		t.Fatalf("%d wordings, want at least 60", len(want))
	}
	askAll(t, e, want, `"go"`)
}
