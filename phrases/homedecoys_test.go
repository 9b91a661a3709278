package phrases_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/lang"
)

// TestHomeDecoys: in both languages, the demo home's grammar offers its
// rooms with the class words they lack, where a name is said ("the garage
// fan": the garage has a light, no fan) and where a class is said in a
// room ("the fan in the garage"); their runs of words are listed, and no
// sentence of the home says one. A class word of a class the room has is
// no decoy ("the lamp in the kitchen": a lamp is a light).
func TestHomeDecoys(t *testing.T) {
	h := hometest.Load(t, "demo")
	for _, tc := range []struct {
		code       string
		says, not  []string
		runs, said []string
	}{
		{"en", []string{"turn off the garage fan", "turn on the study heater", "turn off the fan in the garage", "turn on the heater in the study", "is the garage fan on", "turn on the dining room fan"},
			[]string{"turn on the lamp in the kitchen", "turn on the kitchen lamp", "turn on the garage dishwasher", "turn on the dining room light"},
			[]string{"garage fan", "study heater", "fan in the garage", "heater in the study", "dining room fan"},
			[]string{"garage light", "kitchen light", "light in the garage", "lamp in the study", "kids room heater"}},
		{"zh", []string{"打 开 车 库 风 扇"},
			[]string{"打 开 车 库 洗 碗 机"},
			[]string{"车 库 风 扇"},
			[]string{"车 库 灯"}},
	} {
		g := build(t, h, tc.code)
		saysOnly(t, tc.code, jsgfOf(t, g), tc.says, tc.not)
		runs := g.DecoyRuns()
		for _, r := range tc.runs {
			if !slices.Contains(runs, r) {
				t.Errorf("%s: %q is no decoy run", tc.code, r)
			}
		}
		for _, r := range tc.said {
			if slices.Contains(runs, r) {
				t.Errorf("%s: %q, said of the home, is a decoy run", tc.code, r)
			}
		}
		for _, s := range g.Sentences() {
			said := " " + strings.Join(s.Tokens, " ") + " "
			for _, r := range runs {
				if strings.Contains(said, " "+r+" ") {
					t.Errorf("%s: %q says the decoy run %q", tc.code, s.Text, r)
				}
			}
		}
	}
}

// TestHomeDecoyTheHomeHas: a device named as a decoy of the home would be
// ("Garage fan", in the hall) is the home's own: its name is no decoy.
func TestHomeDecoyTheHomeHas(t *testing.T) {
	h := hometest.Load(t, "demo")
	h.Devices = append(h.Devices, home.Device{ID: "fan.garage", Name: "Garage fan", Room: "hall", Type: "fan", Capabilities: []string{"onoff"}})
	g := build(t, h, "en")
	if slices.Contains(g.DecoyRuns(), "garage fan") {
		t.Error(`"garage fan" is a decoy of a home that has one`)
	}
	if !jsgfRegexp(t, jsgfOf(t, g), "").MatchString("turn on the garage fan ") {
		t.Error("the home's garage fan is not said")
	}
	if !slices.Contains(g.DecoyRuns(), "fan in the garage") {
		t.Error(`"fan in the garage" is no decoy: the garage has no fan`)
	}
}

// TestDecoyPlaceWithClass: in both languages, wherever a name is said,
// the grammar offers each place of the pack the home lacks with each
// class word the names say ("turn on the laundry light" in a home with
// lights and no laundry), and every one of them says a word only decoys
// say: heard, it is no command, not the nearest name ("landing light").
func TestDecoyPlaceWithClass(t *testing.T) {
	h := hometest.Load(t, "demo")
	for _, tc := range []struct {
		code, before string
		classes      []string
		tokens       func(string) []string
	}{
		{"en", "turn on the", []string{"light", "lamp", "fan", "heater"}, strings.Fields},
		{"zh", "打 开", []string{"灯", "风 扇"}, func(s string) []string { return strings.Split(s, "") }},
	} {
		p, _ := lang.Get(tc.code)
		_, places := p.(lang.Decoyer).Decoys()
		g := build(t, h, tc.code)
		re := jsgfRegexp(t, jsgfOf(t, g), "")
		only := g.DecoyWords()
		n := 0
		for _, place := range places {
			toks := tc.tokens(strings.ToLower(place))
			if !slices.ContainsFunc(toks, func(w string) bool { return slices.Contains(only, w) }) {
				continue
			}
			n++
			for _, c := range tc.classes {
				said := tc.before + " " + strings.Join(toks, " ") + " " + c
				if !re.MatchString(said + " ") {
					t.Errorf("%s: the grammar does not say %q", tc.code, said)
				}
			}
		}
		if n < 10 {
			t.Errorf("%s: %d places of the pack the home lacks", tc.code, n)
		}
	}
}
