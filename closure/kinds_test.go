package closure_test

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"edge/home"
	"edge/index"
	"edge/lang"
	"edge/store"
	"edge/turn"
)

// kindsHome is the home of the kinds of what people type (the tests made
// from the packs' lists): rooms with lights and without, a plug named as
// a lamp, doors that are contact sensors beside their locks, rooms and
// zones with numbers in their names, sensors to compare. Every name has
// its Chinese alias.
const kindsHome = `
rooms:
  - {id: office, name: Office, aliases: [书房]}
  - {id: kitchen, name: Kitchen, aliases: [厨房]}
  - {id: bedroom, name: Bedroom, aliases: [卧室]}
  - {id: laundry, name: Laundry room, aliases: [洗衣房]}
  - {id: hall, name: Hall, aliases: [玄关]}
  - {id: guest2, name: Guest room 2, aliases: [guest room two, 二号客房]}
  - {id: garden, name: Garden, aliases: [花园]}
devices:
  - {id: light.office, name: Office light, aliases: [书房灯], room: office, type: light, capabilities: [onoff, brightness], state: {"on": true, brightness: 60}}
  - {id: light.desk, name: Desk lamp, aliases: [书房台灯], room: office, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: switch.printer, name: Printer, aliases: [打印机], room: office, type: outlet, capabilities: [onoff], state: {"on": false}}
  - {id: switch.printer3d, name: 3D printer, aliases: [3D打印机], room: office, type: outlet, capabilities: [onoff], state: {"on": false}}
  - {id: light.kitchen, name: Kitchen light, aliases: [厨房吊灯], room: kitchen, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: switch.tree, name: Christmas lights, aliases: [圣诞灯], room: kitchen, type: outlet, capabilities: [onoff], state: {"on": false}}
  - {id: cover.kitchen, name: Kitchen blind, aliases: [厨房百叶窗], room: kitchen, type: blind, capabilities: [position], state: {position: 0}}
  - {id: light.bedroom, name: Bedroom light, aliases: [卧室吊灯], room: bedroom, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: fan.bedroom, name: Bedroom fan, aliases: [卧室风扇], room: bedroom, type: fan, capabilities: [onoff], state: {"on": true}}
  - {id: switch.washer, name: Washer, aliases: [洗衣机], room: laundry, type: outlet, capabilities: [onoff], state: {"on": true}}
  - {id: light.guest2, name: Guest light, aliases: [客房灯], room: guest2, type: light, capabilities: [onoff, brightness], state: {"on": false, brightness: 50}}
  - {id: sensor.front, name: Front door, aliases: [前门], room: hall, type: sensor, capabilities: [contact], state: {contact: false}}
  - {id: lock.front, name: Front door lock, aliases: [前门锁], room: hall, type: lock, capabilities: [lock], state: {locked: true}}
  - {id: sensor.back, name: Back door, aliases: [后门], room: kitchen, type: sensor, capabilities: [contact], state: {contact: true}}
  - {id: lock.back, name: Back door lock, aliases: [后门锁], room: kitchen, type: lock, capabilities: [lock], state: {locked: false}}
  - {id: switch.zone3, name: Garden zone 3, aliases: [花园三区], room: garden, type: switch, capabilities: [onoff], state: {"on": false}}
  - {id: switch.zone4, name: Garden zone 4, aliases: [花园四区], room: garden, type: switch, capabilities: [onoff], state: {"on": false}}
  - {id: climate.hall, name: Thermostat, aliases: [温控器], room: hall, type: climate, capabilities: [onoff, thermostat], state: {"on": true, mode: heat, target_temperature: 20, temperature: 19}}
  - {id: sensor.office, name: Office sensor, aliases: [书房温度计], room: office, type: sensor, capabilities: [temperature], state: {temperature: 19.5}}
  - {id: sensor.kitchen, name: Kitchen sensor, aliases: [厨房温度计], room: kitchen, type: sensor, capabilities: [temperature], state: {temperature: 23}}
  - {id: sensor.bedroom, name: Bedroom sensor, aliases: [卧室温度计], room: bedroom, type: sensor, capabilities: [temperature], state: {temperature: 21}}
`

// kindsEngine is an engine on kindsHome.
func kindsEngine(t *testing.T) *turn.Engine {
	t.Helper()
	return engineOn(t, kindsHome)
}

// engineOn is an engine on a home file's text. The tests that use it say
// the utterances of a kind made by combining parts: under -short (the
// cross builds' tests under emulation, and .ci/run's race detector) they
// are skipped, as turn's are; go test runs them in full.
func engineOn(t *testing.T, text string) *turn.Engine {
	t.Helper()
	if testing.Short() {
		t.Skip("a test of generated utterances: run without -short")
	}
	h, err := home.Parse("kinds.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(filepath.Join(memDir(t), "edge.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	e, err := turn.New(db, turn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// outcome is what a wording must do.
type outcome func(turn.Result) bool

// doing: the wording acts (now, on a yes, or later) with exactly these
// commands ("light.office off").
func doing(want ...string) outcome {
	slices.Sort(want)
	return func(r turn.Result) bool {
		var got []string
		for _, a := range r.Actions {
			got = append(got, a.Device+" "+a.Command)
		}
		slices.Sort(got)
		return acts(r) && slices.Equal(got, want)
	}
}

// reading: the wording is answered by reading exactly these devices.
func reading(want ...string) outcome {
	slices.Sort(want)
	return func(r turn.Result) bool {
		var got []string
		for _, rd := range r.Reads {
			got = append(got, rd.Device)
		}
		slices.Sort(got)
		return r.Outcome == turn.Answer && !acts(r) && slices.Equal(slices.Compact(got), want)
	}
}

// asking: the wording asks which one, and acts on nothing.
func asking(r turn.Result) bool { return r.Outcome == turn.Clarify && !acts(r) }

// inert: the wording acts on nothing.
func inert(r turn.Result) bool { return !acts(r) }

// check asks every wording in a session of its own (wordings sorted) and
// checks what it does. At least min wordings are made from the lists.
func check(t *testing.T, e *turn.Engine, what string, min int, want map[string]outcome) {
	t.Helper()
	if len(want) < min {
		t.Errorf("%s: %d wordings made from the lists, want at least %d", what, len(want), min)
	}
	texts := slices.Sorted(func(yield func(string) bool) {
		for k := range want {
			if !yield(k) {
				return
			}
		}
	})
	for i, text := range texts {
		r := e.Ask(context.Background(), turn.Request{Text: text, DryRun: true, Session: fmt.Sprint(what, i)})
		if !want[text](r) {
			t.Errorf("%s: %q → %s", what, text, summary(r))
		}
	}
}

// verbsOf lists the words of a pack (by one of its texts) whose verb is
// one of canon, sorted.
func verbsOf(sample string, canon ...string) []string {
	var out []string
	for w, c := range lang.Detect(sample).Vocab().Verbs {
		if slices.Contains(canon, c) && !strings.ContainsAny(w, " -") {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out
}
