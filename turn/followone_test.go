package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/turn"
)

// TestFollowOne: a follow-up or a correction that says one thing of the
// last command's kind in a place ("the kitchen one too", "the one in the
// bedroom too", "no, the study one", "what about the kitchen one", 卧室那个呢,
// 厨房的那个也开, 不对，书房那个), where the place has several, asks which,
// never does them all: "the kitchen one" after "turn on the hall light"
// turned on the kitchen light and the cabinet light, and 卧室那个也开 the
// bedroom's three lamps. Where the place has one, it is done; a place said
// alone ("and the kitchen", 那卧室呢) is still all of its kind there.
func TestFollowOne(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	type lang struct {
		firsts []string
		ones   []string // how one thing in a place %s is said after a command
		places map[string]int
	}
	langs := []lang{
		{
			firsts: []string{"turn on the hall light", "turn off the hall light", "switch on the garden light", "turn the dining room light off"},
			ones: []string{"the %s one", "the %s one too", "now the %s one", "what about the %s one",
				"no, the %s one", "i meant the %s one", "sorry, the %s one", "the one in the %s too", "and the %s one please"},
			places: map[string]int{"kitchen": 3, "bedroom": 3, "study": 2, "landing": 1, "garage": 1},
		},
		{
			firsts: []string{"打开门厅灯", "关掉门厅灯", "把花园灯打开", "餐厅灯关一下"},
			ones:   []string{"%s那个呢", "%s的那个呢", "不对，%s那个", "%s那个也开", "%s的那个也打开"},
			places: map[string]int{"厨房": 3, "卧室": 3, "书房": 2, "楼梯": 1, "车库": 1},
		},
	}
	n := 0
	for _, l := range langs {
		for i, first := range l.firsts {
			for j, one := range l.ones {
				for place, has := range l.places {
					s := fmt.Sprintf("one-%s-%d-%d", place, i, j)
					r := ask(first, s)
					if r.Outcome != turn.Planned {
						t.Fatalf("%q: %s, want it done", first, planned(r))
					}
					before := r.Actions
					said := fmt.Sprintf(one, place)
					r = ask(said, s)
					// a correction puts back what the command switched (instead.go)
					acts := slices.DeleteFunc(slices.Clone(r.Actions), func(a turn.Action) bool {
						return slices.ContainsFunc(before, func(b turn.Action) bool { return b.Device == a.Device })
					})
					switch {
					case len(acts) > 1:
						t.Errorf("%q, then %q: %s, want one thing or a question", first, said, planned(r))
					case has > 1 && r.Outcome == turn.Planned:
						t.Errorf("%q, then %q: %s, want which one asked", first, said, planned(r))
					case has == 1 && (r.Outcome != turn.Planned || len(acts) != 1):
						t.Errorf("%q, then %q: %s, want the one there", first, said, planned(r))
					}
					n++
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d conversations, want at least 200", n)
	}
	for _, c := range [][2]string{{"turn on the hall light", "and the kitchen"}, {"turn on the hall light", "the study's"}, {"打开门厅灯", "那卧室呢"}} {
		ask(c[0], c[1])
		if r := ask(c[1], c[1]); r.Outcome != turn.Planned || len(r.Actions) < 2 {
			t.Errorf("%q, then %q: %s, want every light there", c[0], c[1], planned(r))
		}
	}
}
