package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestOneOfPlaceCommand: a command said of a room and "one" right after a
// command on a thing ("close the living room curtain", then "close the
// bedroom one too"; "turn on the hall light", then "turn on the kitchen
// one as well"; 把客厅窗帘关上, then 卧室那个也关) is one thing of that kind
// there, or like it where the room has none of the kind (the bedroom's
// blinds for a curtain), asked about where the room has several: it was
// a name not found ("I can't find bedroom one"). With no command before,
// nothing is done.
func TestOneOfPlaceCommand(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	type thing struct {
		firsts []string
		verbs  []string
		places map[string]string // the one there, or "" where several are asked about
	}
	things := []thing{
		{
			firsts: []string{"turn on the hall light", "switch on the garden light"},
			verbs:  []string{"turn on", "switch on"},
			places: map[string]string{"kitchen": "", "bedroom": "", "study": "", "landing": "light.landing", "garage": "light.garage"},
		},
		{
			firsts: []string{"turn off the hall light", "switch off the dining room light"},
			verbs:  []string{"turn off", "switch off"},
			places: map[string]string{"kitchen": "", "study": "", "bathroom": "light.bathroom", "kids room": "light.kids"},
		},
		{
			firsts: []string{"close the living room curtain", "open the living room curtain"},
			verbs:  []string{"close", "open"},
			places: map[string]string{"bedroom": "cover.bedroom_blind"},
		},
		{
			firsts: []string{"turn on the living room ac", "turn off the living room ac"},
			verbs:  []string{"turn on", "turn off"},
			places: map[string]string{"bedroom": "climate.bedroom_ac"},
		},
	}
	forms := []string{"%s the %s one too", "%s the %s one as well", "%s the %s one", "please %s the %s one too", "and %s the %s one"}
	n := 0
	for _, th := range things {
		for i, first := range th.firsts {
			for _, verb := range th.verbs {
				for place, one := range th.places {
					for j, f := range forms {
						s := fmt.Sprintf("op-%s-%s-%d-%d", place, verb, i, j)
						if r := ask(first, s); r.Outcome != turn.Planned {
							t.Fatalf("%q: %s, want it done", first, planned(r))
						}
						said := fmt.Sprintf(f, verb, place)
						r := ask(said, s)
						n++
						switch {
						case one == "" && (r.Outcome != turn.Clarify || len(r.Actions) > 0):
							t.Errorf("%q, then %q: %s, want which one asked", first, said, planned(r))
						case one != "" && (r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Device != one):
							t.Errorf("%q, then %q: %s, want %s", first, said, planned(r), one)
						}
					}
				}
			}
		}
	}
	for _, c := range [][2]string{{"把客厅窗帘关上", "卧室那个也关"}, {"打开门厅灯", "楼梯那个也开"}, {"打开客厅空调", "卧室的那个也打开"}} {
		ask(c[0], c[1])
		if r := ask(c[1], c[1]); r.Outcome != turn.Planned || len(r.Actions) != 1 {
			t.Errorf("%q, then %q: %s, want the one there", c[0], c[1], planned(r))
		}
		n++
	}
	if n < 150 {
		t.Errorf("%d conversations, want at least 150", n)
	}
	for _, said := range []string{"close the bedroom one too", "turn on the kitchen one", "turn off the study one as well"} {
		if r := ask(said, "alone"+said); len(r.Actions) > 0 {
			t.Errorf("%q with nothing before: %s, want nothing done", said, planned(r))
		}
	}
}
