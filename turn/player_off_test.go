package turn_test

import (
	"fmt"
	"testing"
	"time"

	"edge/home"
)

// players is a home whose speakers play with no power of their own (a
// media capability and no onoff), beside a TV that switches.
const players = `
rooms:
  - {id: kitchen, name: Kitchen, aliases: [厨房]}
  - {id: study, name: Study, aliases: [书房]}
  - {id: living, name: Living room, aliases: [客厅]}
devices:
  - {id: media.kitchen, name: Kitchen speaker, aliases: [kitchen radio, 厨房音箱, 厨房收音机], room: kitchen, type: speaker, capabilities: [media], state: {playing: true, volume: 40, muted: false}}
  - {id: media.study, name: Study speaker, aliases: [study soundbar, 书房音箱, 书房音响], room: study, type: speaker, capabilities: [media], state: {playing: true, volume: 30, muted: false}}
  - {id: media.tv, name: TV, aliases: [television, 电视], room: living, type: tv, capabilities: [onoff, media], state: {on: true, playing: true, volume: 20, muted: false}}
  - {id: light.study, name: Study light, aliases: [书房灯], room: study, type: light, capabilities: [onoff], state: {on: true}}
`

// TestPlayerSwitchedOff says "turn off" to every name of a player that
// has no power of its own, in every English and Chinese wording of the
// command: it pauses that player, as "pause" does; it was "can't do
// that". A TV that switches is switched off; "turn on" a player does not
// start the music (nothing is done), nor does "turn on everything" in its
// room; "turn off everything" in its room pauses it with the lights.
func TestPlayerSwitchedOff(t *testing.T) {
	generatedKinds(t)
	h, err := home.Parse("home.yaml", []byte(players))
	if err != nil {
		t.Fatal(err)
	}
	e, _, _ := engineAt(t, h, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
	n := 0
	for _, d := range h.Devices {
		if d.Has("onoff") || !d.Has("media") {
			continue
		}
		want := "planned: " + d.ID + " pause planned"
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, f := range []string{"turn off the %s", "switch off the %s", "turn the %s off", "%s off", "please turn off the %s", "can you shut off the %s"} {
				n++
				said := fmt.Sprintf(f, name)
				if got := summary(saidInTurn(e, said, said)); got != want {
					t.Errorf("%q: %s, want %s", said, got, want)
				}
			}
			for _, said := range []string{"turn on the " + name, "switch the " + name + " on"} {
				n++
				if r := saidInTurn(e, said, said); len(r.Actions) > 0 {
					t.Errorf("%q: %s, want nothing done", said, summary(r))
				}
			}
		}
		for _, name := range chineseNames(d) {
			for _, f := range []string{"关掉%s", "把%s关了", "%s关一下", "%s关了吧", "帮我把%s关掉", "关闭%s"} {
				n++
				said := fmt.Sprintf(f, name)
				if got := summary(saidInTurn(e, said, said)); got != want {
					t.Errorf("%q: %s, want %s", said, got, want)
				}
			}
		}
	}
	for said, want := range map[string]string{
		"turn off the tv":                  "planned: media.tv off planned",
		"关掉电视":                             "planned: media.tv off planned",
		"turn on everything in the study":  "planned: light.study on planned",
		"turn off everything in the study": "planned: light.study off planned, media.study pause planned",
		"书房全部关掉":                           "planned: light.study off planned, media.study pause planned",
	} {
		n++
		if got := summary(saidInTurn(e, said, said)); got != want {
			t.Errorf("%q: %s, want %s", said, got, want)
		}
	}
	if n < 60 {
		t.Fatalf("%d utterances, want at least 60", n)
	}
}
