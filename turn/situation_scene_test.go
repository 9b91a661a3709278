package turn_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"edge/home"
	"edge/home/hometest"
	"edge/lang"
	"edge/turn"
)

// TestSituationAsksItsScene: everything each pack says of what the speaker
// is about to do or has just done ("i'm going to bed", "ok i'm heading out
// now", "i'm home", 我要睡觉了, 我出门了, 嗯我回来了), said alone in a home
// with a scene that suits each (Good night, Away, Welcome home, Good
// morning, Movie mode, 离家模式…), asks about that scene, and a yes
// activates it; nothing acts before the yes. In a home with no scene that
// suits it, or two, or said while a question waits, it is as before:
// nothing is done.
func TestSituationAsksItsScene(t *testing.T) {
	generatedKinds(t)
	h := hometest.Load(t, "demo")
	off := []home.Action{{Device: "light.living_main", Command: "off"}}
	h.Scenes = append(h.Scenes,
		home.Scene{ID: "scene.away", Name: "Away", Aliases: []string{"离家模式"}, Actions: off},
		home.Scene{ID: "scene.welcome", Name: "Welcome home", Aliases: []string{"回家模式"}, Actions: off},
		home.Scene{ID: "scene.morning", Name: "Good morning", Aliases: []string{"早安模式"}, Actions: off})
	e, _, _ := engineAt(t, h, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
	bare, _, _ := demo(t)
	n := 0
	for _, p := range lang.Packs() {
		for _, sit := range p.Situations() {
			var said []string
			for _, s := range sit.Says {
				said = append(said, s)
				for _, b := range sit.Before[:min(2, len(sit.Before))] {
					said = append(said, b+" "+s)
				}
				for _, a := range sit.After[:min(2, len(sit.After))] {
					said = append(said, s+" "+a)
				}
			}
			for _, text := range said {
				n++
				session := "situation " + p.Code() + text
				got := e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
				if got.Outcome != turn.Clarify || len(got.Actions) > 0 || len(got.Options) != 1 {
					t.Errorf("%q: %s %v, want one scene asked about", text, summary(got), got.Options)
					continue
				}
				scene := got.Options[0].Name
				if !suitsAny(sit, h, scene) {
					t.Errorf("%q: asked about %s, which does not suit it", text, scene)
				}
				yes := map[string]string{"en": "yes", "zh": "确认"}[p.Code()]
				done := e.Ask(context.Background(), turn.Request{Text: yes, Session: session, DryRun: true})
				if done.Outcome != turn.Planned || len(done.Actions) != 1 || done.Actions[0].Command != "activate" {
					t.Errorf("%q, then %q: %s, want %s activated", text, yes, summary(done), scene)
				}
				if got := bare.Ask(context.Background(), turn.Request{Text: text, Session: "bare " + session, DryRun: true}); len(got.Actions) > 0 {
					t.Errorf("%q in the demo home: %s, want nothing done", text, summary(got))
				}
			}
		}
	}
	waiting := "situation waiting"
	e.Ask(context.Background(), turn.Request{Text: "turn on the lamp", Session: waiting, DryRun: true})
	if got := e.Ask(context.Background(), turn.Request{Text: "i'm going to bed", Session: waiting, DryRun: true}); got.Outcome == turn.Clarify && len(got.Options) == 1 && strings.Contains(got.Say, "Good night") {
		t.Errorf("said while a question waits: %s, want no scene asked about", got.Say)
	}
	named := hometest.Load(t, "demo")
	named.Scenes = append(slices.DeleteFunc(named.Scenes, func(s home.Scene) bool { return s.ID == "scene.movie" }),
		home.Scene{ID: "scene.movie_night", Name: "Movie night", Actions: off})
	ne, _, _ := engineAt(t, named, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
	if got := ne.Ask(context.Background(), turn.Request{Text: "movie night", Session: "named", DryRun: true}); got.Outcome != turn.Planned {
		t.Errorf("%q, a scene's own name: %s, want it activated", "movie night", summary(got))
	}
	if n < 200 {
		t.Errorf("%d utterances, want at least 200", n)
	}
}

// suitsAny reports whether the scene of that name, in h, suits sit.
func suitsAny(sit lang.Situation, h *home.Home, name string) bool {
	for _, s := range h.Scenes {
		if s.Name != name {
			continue
		}
		for _, n := range append([]string{s.Name}, s.Aliases...) {
			if sit.Suits(n) {
				return true
			}
		}
	}
	return false
}
