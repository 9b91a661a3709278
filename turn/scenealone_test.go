package turn_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"edge/home"
	"edge/turn"
)

// TestSceneNameAlone: a scene's own name or alias said with no verb
// ("good night", "goodnight", "movie time", "alexa, movie mode", "good
// night please"), with nothing before or after a command, activates that
// scene, as "activate …" does; a scene that unlocks asks as it does with
// "activate". Part of a name ("movie", "night"), a name a device also
// has, and a device's name alone act on nothing. They were not
// understood, or after a command followed it up ("good night can't do
// that").
func TestSceneNameAlone(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	names := map[string]string{"good night": "scene.good_night", "goodnight": "scene.good_night", "good-night": "scene.good_night",
		"bedtime": "scene.good_night", "movie mode": "scene.movie", "movie time": "scene.movie", "Movie Time": "scene.movie"}
	openers := []string{"", "alexa, ", "alexa ", "hey google, ", "ok google, ", "um "}
	closers := []string{"", " please", "!", " thanks"}
	before := [][]string{{}, {"turn off the tv"}, {"turn on the kitchen light"}}
	n := 0
	for said, scene := range names {
		for i, o := range openers {
			for j, c := range closers {
				b := before[(i+j)%len(before)]
				n++
				s := fmt.Sprintf("s%d", n)
				for _, w := range b {
					ask(w, s)
				}
				w := o + said + c
				want := fmt.Sprintf("planned: %s activate map[]", scene)
				if got := planned(ask(w, s)); got != want {
					t.Errorf("%q after %q:\n got %s\nwant %s", w, b, got, want)
				}
			}
		}
	}
	quiet := 0
	for _, w := range []string{"movie", "night", "good", "mode", "movie night", "good morning", "good night everyone", "kitchen light",
		"the tv", "bed", "time", "movies", "good evening", "goodnight moon"} {
		for _, o := range openers {
			n++
			if r := ask(o+w, fmt.Sprintf("s%d", n)); len(r.Actions) > 0 || r.Outcome == turn.Planned {
				t.Errorf("%q: %s, want nothing done", o+w, planned(r))
			}
			quiet++
		}
	}
	if n < 140 || quiet < 60 {
		t.Errorf("%d utterances, %d that must not act: want at least 140 and 60", n, quiet)
	}
}

// TestSceneNameAloneHazard: a scene said by its name alone that unlocks a
// door asks first, as "activate" does, and a scene's name that a device
// also has is not the scene.
func TestSceneNameAloneHazard(t *testing.T) {
	h, err := home.Parse("scenes.yaml", []byte(`
rooms:
  - {id: hall, name: Hall}
devices:
  - {id: lock.front, name: Front lock, room: hall, type: lock, capabilities: [lock], state: {locked: true}}
  - {id: light.hall, name: Hall light, room: hall, type: light, capabilities: [onoff], state: {on: true}}
  - {id: light.reading, name: Reading, room: hall, type: light, capabilities: [onoff], state: {on: false}}
scenes:
  - {id: scene.home, name: Welcome home, aliases: [arrival], actions: [{device: lock.front, command: unlock}, {device: light.hall, command: "on"}]}
  - {id: scene.reading, name: Reading, actions: [{device: light.hall, command: "off"}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	e, _ := engineOn(t, filepath.Join(t.TempDir(), "s.db"), h)
	n := 0
	for _, w := range []string{"welcome home", "welcome home please", "alexa, welcome home", "arrival", "Welcome Home!"} {
		n++
		r := e.Ask(context.Background(), turn.Request{Text: w, Session: fmt.Sprintf("h%d", n), DryRun: true})
		if r.Outcome != turn.Confirm || len(r.Actions) == 0 {
			t.Errorf("%q: %s %q, want a question before the scene that unlocks", w, planned(r), r.Say)
		}
	}
	for _, w := range []string{"reading", "reading please", "alexa, reading"} {
		n++
		r := e.Ask(context.Background(), turn.Request{Text: w, Session: fmt.Sprintf("h%d", n), DryRun: true})
		for _, a := range r.Actions {
			if a.Device == "scene.reading" {
				t.Errorf("%q: %s, a device is named so too: not the scene", w, planned(r))
			}
		}
	}
}
