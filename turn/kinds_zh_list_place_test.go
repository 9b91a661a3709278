package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseListPlaceBound says the place said before the first item of a
// list (车库的灯和门, 儿童房里的灯跟取暖器, 车库灯和门 said as one word with
// its light) is the place of a later item said by
// the class word of what belongs to a place (门, 阀门, 取暖器): the garage's
// door is its garage door, never the front door's lock, and a place that
// has none of it acts on nothing. Every action is of the place said.
// The garage's light and door were the garage light and the front door
// locked. An item of another class is meant wherever it is, as before
// (卧室的灯和电视: the TV); asked or refused, the list does nothing.
func TestChineseListPlaceBound(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	lights := map[string][]string{
		"车库": {"light.garage"}, "玄关": {"light.hall"}, "门厅": {"light.hall"}, "花园": {"light.garden"},
		"卧室": {"light.bedroom_main", "light.bedside", "switch.reading_lamp"}, "书房": {"light.study_lamp", "light.study_ceiling"},
		"儿童房": {"light.kids"}, "厨房": {"light.kitchen", "light.kitchen_cabinet"}, "餐厅": {"light.dining"},
	}
	bound := map[string]map[string]string{
		"门":   {"车库": "cover.garage_door", "玄关": "lock.front_door", "门厅": "lock.front_door"},
		"阀门":  {"花园": "valve.garden", "厨房": "valve.gas"},
		"取暖器": {"儿童房": "switch.kids_heater"},
	}
	des := []string{"的", "里的", "里面的", ""}
	joins := []string{"和", "跟", "、"}
	verbs := []string{"都关了", "关一下", "都打开吧", "打开"}
	n, found := 0, 0
	for place, ls := range lights {
		for item, at := range bound {
			for _, de := range des {
				for _, join := range joins {
					for _, verb := range verbs {
						text := place + de + "灯" + join + item + verb
						if n%3 == 0 {
							text = "把" + text
						}
						r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("p%d", n), DryRun: true})
						n++
						allowed := append(slices.Clone(ls), at[place])
						for _, a := range r.Actions {
							if !slices.Contains(allowed, a.Device) {
								t.Errorf("%q → %s: %s is not of %s", text, summary(r), a.Device, place)
							}
						}
						if d := at[place]; d != "" {
							found++
							if !slices.ContainsFunc(r.Actions, func(a turn.Action) bool { return a.Device == d }) {
								t.Errorf("%q → %s: want %s", text, summary(r), d)
							}
						} else if len(r.Actions) > 0 {
							t.Errorf("%q → %s: %s has no %s, want nothing done", text, summary(r), place, item)
						}
					}
				}
			}
		}
	}
	if n < 400 || found < 130 {
		t.Errorf("%d wordings, %d with the place's own, want at least 400 and 130", n, found)
	}
	for _, first := range []string{"门厅的灯", "门厅灯", "厨房的灯", "卧室灯"} {
		for _, join := range joins {
			text := first + join + "车库门都打开"
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: "own" + text, DryRun: true})
			if got := summary(r); r.Outcome != turn.Confirm || !strings.Contains(got, "cover.garage_door open") {
				t.Errorf("%q → %s, want the garage door asked: 车库门 says its own room", text, got)
			}
		}
	}
	for text, want := range map[string]string{
		"卧室的灯和电视都关了":   "media.living_tv off",
		"卧室灯和电视都关了":    "media.living_tv off",
		"书房的吸顶灯和台灯都打开": "light.study_lamp on",
		"车库的灯和门都关了吗":   "",
		"车库的灯和门都别关":    "",
		"玄关的灯和门都不要开":   "",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "k" + text, DryRun: true})
		got := summary(r)
		if want == "" && len(r.Actions) > 0 || want != "" && (r.Outcome != turn.Planned || !strings.Contains(got, want)) {
			t.Errorf("%q → %s, want %q", text, got, want)
		}
	}
}
