package turn_test

import (
	"slices"
	"strings"
	"testing"
)

// TestChineseListPlaceNear says a list whose first item names a place and
// a light (客厅灯, 客厅的灯, 厨房里的灯) and whose next is a kind of light
// the place has none of, which the home has elsewhere (台灯, 落地灯), asked
// of or switched (客厅灯和台灯开着吗, 客厅灯和台灯都关了): the next is found on
// its own, as 台灯开着吗 finds the study lamp. It was the place's light:
// 客厅灯和台灯开着吗 answered 没有，客厅主灯关着。 twice, and the command asked
// 您是说客厅主灯吗？. A place that has one keeps it (卧室的灯和落地灯, 书房的吸顶灯和
// 台灯), what belongs to a place is still of the place or nothing
// (卧室的灯和门), and English reads each name on its own too.
func TestChineseListPlaceNear(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "listnear")
	kinds := map[string]string{"台灯": "书房台灯", "落地灯": "落地灯"}
	holds := map[string]string{"台灯": "书房", "落地灯": "卧室"}
	places := []string{"客厅", "厨房", "门厅", "餐厅", "车库", "儿童房", "卫生间", "书房", "卧室"}
	firsts := []string{"%s灯", "%s的灯", "%s里的灯"}
	joins := []string{"和", "跟", "、"}
	asks := []string{"开着吗", "关着吗", "是不是开着", "开着没有"}
	verbs := []string{"都关了", "都打开", "关一下", "都关掉吧"}
	for _, place := range places {
		for _, f := range firsts {
			first := strings.Replace(f, "%s", place, 1)
			for kind, own := range kinds {
				if holds[kind] == place {
					continue // the place's own, below
				}
				for _, join := range joins {
					for _, ask := range asks {
						said := first + join + kind + ask
						want := s.ask(first+ask).Say + s.ask(own+ask).Say
						s.n++
						if got := s.ask(said); got.Say != want || len(got.Actions) > 0 {
							t.Errorf("%q: %s %q, want %q", said, got.Outcome, got.Say, want)
						}
					}
					for _, verb := range verbs {
						s.same(first+join+kind+verb, first+join+own+verb)
						s.same("把"+first+join+kind+verb, "把"+first+join+own+verb)
					}
				}
			}
		}
	}
	for _, q := range []string{"are %s and the desk lamp on", "is %s and the desk lamp off", "are %s and the floor lamp off"} {
		for _, first := range []string{"the living room light", "the kitchen light", "the hall light", "the garage light"} {
			said := strings.Replace(q, "%s", first, 1)
			plain := strings.NewReplacer("the desk lamp", "the study lamp", "the floor lamp", "the reading lamp").Replace(said)
			s.n++
			if got, want := s.ask(said), s.ask(plain); got.Say != want.Say {
				t.Errorf("%q: %q, want %q as %q", said, got.Say, want.Say, plain)
			}
			s.same("turn off "+first+" and the desk lamp", "turn off "+first+" and the study lamp")
		}
	}
	if s.n < 600 {
		t.Errorf("%d wordings, want at least 600", s.n)
	}
	for text, want := range map[string][]string{
		"卧室的灯和落地灯都关了":   {"light.bedroom_main", "light.bedside", "switch.reading_lamp"},
		"书房的吸顶灯和台灯都打开":  {"light.study_ceiling", "light.study_lamp"},
		"书房灯和台灯都关了":     {"light.study_ceiling", "light.study_lamp"},
		"客厅灯和台灯都关了":     {"light.living_main", "light.study_lamp"},
		"厨房里的灯跟落地灯都关掉吧": {"light.kitchen", "switch.reading_lamp"},
	} {
		var got []string
		for _, a := range s.ask(text).Actions {
			if !slices.Contains(got, a.Device) {
				got = append(got, a.Device)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%q: %v, want %v", text, got, want)
		}
	}
	s.nothing("卧室的灯和门都打开", "卧室灯和门都打开", "客厅的灯和门都打开", "客厅灯和台灯开着吗", "客厅灯和台灯别关")
}
