package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestSameKindThere: a command of a place alone said right after the same
// command on a kind of thing ("把客厅窗帘关上", then "卧室的也关"; "关掉客厅空
// 调", then "书房也关"; "turn off the tv", then "turn off the study too")
// where the place has none of that kind does what was done only to a thing
// there like the one it was done to (the bedroom's blinds for the living
// room's curtain), and where there is none says so: it switched the
// place's lights off or on, which nobody spoke of. Where the place has one
// of the kind, it is that one, as before.
func TestSameKindThere(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	type kind struct {
		firsts []string
		verb   string            // of the place said alone, %s the place
		there  map[string]string // the device done there, "" for none
	}
	zhPlaces := map[string]string{"bedroom": "卧室", "study": "书房", "kitchen": "厨房", "kids": "儿童房"}
	enPlaces := map[string]string{"bedroom": "the bedroom", "study": "the study", "kitchen": "the kitchen", "kids": "the kids room"}
	kinds := []kind{
		{[]string{"把客厅窗帘关上", "关上客厅窗帘", "客厅窗帘关一下"}, "关", map[string]string{"bedroom": "cover.bedroom_blind", "study": "", "kitchen": "", "kids": ""}},
		{[]string{"打开客厅窗帘", "把客厅窗帘打开"}, "打开", map[string]string{"bedroom": "cover.bedroom_blind", "study": "", "kitchen": "", "kids": ""}},
		{[]string{"关掉客厅空调", "把客厅空调关了"}, "关", map[string]string{"bedroom": "climate.bedroom_ac", "study": "", "kitchen": "", "kids": ""}},
		{[]string{"关掉电视", "把电视关了"}, "关", map[string]string{"bedroom": "", "study": "", "kitchen": "", "kids": ""}},
		{[]string{"打开电视"}, "打开", map[string]string{"bedroom": "", "study": "", "kitchen": "", "kids": ""}},
		{[]string{"关掉客厅风扇"}, "关", map[string]string{"bedroom": "", "study": "", "kitchen": "", "kids": ""}},
	}
	zhForms := []string{"%s也%s", "%s的也%s", "%s也%s一下", "把%s的也%s了"}
	enKinds := []kind{
		{[]string{"close the living room curtain"}, "close", map[string]string{"bedroom": "cover.bedroom_blind", "study": "", "kitchen": "", "kids": ""}},
		{[]string{"turn off the living room ac"}, "turn off", map[string]string{"bedroom": "climate.bedroom_ac", "study": "", "kitchen": "", "kids": ""}},
		{[]string{"turn off the tv", "switch off the television"}, "turn off", map[string]string{"bedroom": "", "study": "", "kitchen": "", "kids": ""}},
	}
	enForms := []string{"%[2]s %[1]s too", "%[2]s %[1]s as well", "%[2]s %[1]s too please"}
	n := 0
	check := func(first, then, want string) {
		n++
		s := fmt.Sprintf("kind%d", n)
		if r := ask(first, s); r.Outcome != turn.Planned {
			t.Fatalf("%q: %s", first, planned(r))
		}
		r := ask(then, s)
		got := planned(r)
		switch {
		case want == "" && (len(r.Actions) > 0 || r.Outcome == turn.Confirm):
			t.Errorf("%q, then %q: %s, want nothing done", first, then, got)
		case want != "" && (len(r.Actions) != 1 || r.Actions[0].Device != want):
			t.Errorf("%q, then %q: %s, want %s", first, then, got, want)
		case strings.Contains(got, "light."):
			t.Errorf("%q, then %q: %s, a light nobody spoke of", first, then, got)
		}
	}
	for _, k := range kinds {
		for _, first := range k.firsts {
			for place, want := range k.there {
				for _, f := range zhForms {
					check(first, fmt.Sprintf(f, zhPlaces[place], k.verb), want)
				}
			}
		}
	}
	for _, k := range enKinds {
		for _, first := range k.firsts {
			for place, want := range k.there {
				for _, f := range enForms {
					check(first, fmt.Sprintf(f, enPlaces[place], k.verb), want)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d conversations, want at least 150", n)
	}
}
