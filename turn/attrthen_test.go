package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/turn"
)

// TestQuantityThen: a quantity said alone after a question of another
// ("what's the temperature in the kitchen", then "and the co2", "what
// about the humidity", "the temperature?") asks it of what the question
// named, as the question said whole does; it was not understood.
func TestQuantityThen(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(session string, texts ...string) turn.Result { return saidInTurn(e, session, texts...) }
	// the values read, each once: a place's temperature is its sensor's
	// and its thermostat's, the same.
	reads := func(r turn.Result) string {
		seen := map[string]bool{}
		var vs []string
		for _, rd := range r.Reads {
			if v := fmt.Sprint(rd.Attribute, rd.Value); !seen[v] {
				seen[v] = true
				vs = append(vs, v)
			}
		}
		slices.Sort(vs)
		return fmt.Sprint(r.Outcome, vs)
	}
	// what was asked of, said as a question of it, and the other quantities
	// it has.
	asked := []struct {
		of     string
		before []string
		others []string
	}{
		{"the living room", []string{"what's the temperature in the living room", "how warm is it in the lounge"}, []string{"humidity"}},
		{"the bedroom", []string{"what's the humidity in the bedroom", "what is the bedroom temperature"}, []string{"temperature", "humidity"}},
		{"the kitchen", []string{"what's the temperature in the kitchen", "how warm is the kitchen"}, []string{"co2 level", "co2"}},
		{"the dining light", []string{"how bright is the dining light", "what's the dining light's brightness"}, []string{"color", "colour"}},
		{"the living room ceiling light", []string{"what is the brightness of the living room ceiling light"}, []string{"color temperature"}},
	}
	frames := []string{"and the %s", "and %s?", "what about the %s", "how about the %s", "the %s?", "and what about %s", "so what about the %s", "%s?"}
	n := 0
	for i, a := range asked {
		for _, other := range a.others {
			want := ask(fmt.Sprintf("plain %d %s", i, other), "what is the "+other+" of "+a.of)
			if want.Outcome != turn.Answer || len(want.Reads) == 0 {
				t.Fatalf("what is the %s of %s: %s %q", other, a.of, want.Outcome, want.Say)
			}
			for j, before := range a.before {
				for k, f := range frames {
					said := fmt.Sprintf(f, other)
					n++
					got := ask(fmt.Sprintf("then %d %d %d %s", i, j, k, other), before, said)
					if reads(got) != reads(want) {
						t.Errorf("%q after %q: %s %q, want %s %q", said, before, got.Outcome, got.Say, want.Outcome, want.Say)
					}
				}
			}
		}
	}
	// Said first, it asks it of every thing that has it: nothing is done.
	for _, said := range []string{"and the humidity", "what about the temperature", "the co2 level?"} {
		n++
		if r := ask("first "+said, said); r.Outcome != turn.Answer || len(r.Actions) > 0 {
			t.Errorf("%q first: %s %q, want the answer of every one", said, r.Outcome, r.Say)
		}
	}
	// A quantity with a value or a direction still sets it.
	for said, wantSet := range map[string]string{"tv volume 20": "planned: media.living_tv set volume=20 planned"} {
		n++
		if got := summary(ask("set "+said, said)); got != wantSet {
			t.Errorf("%q: %s, want %s", said, got, wantSet)
		}
	}
	if n < 100 {
		t.Errorf("%d conversations, want at least 100", n)
	}
}
