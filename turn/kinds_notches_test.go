package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestNotches says a change counted in steps ("turn the tv up two
// notches", "turn the bedroom ac down 3 clicks", "… one step", "… by two
// levels", 电视音量调高两格, 卧室空调调低一格)
// changes by so many times the step a change said with no number makes:
// 10% of a volume or a brightness, a degree of a thermostat. They were a
// name not found ("I can't find tv notches", 找不到“电视2格”). Said with no
// direction ("set the tv to two notches") it is not understood.
func TestNotches(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "notches")
	type thing struct {
		en, zh, id, arg string
		step            float64
	}
	things := []thing{{"tv", "电视音量", "media.living_tv", "volume_step", 10}, {"study lamp", "台灯亮度", "light.study_lamp", "brightness_step", 10},
		{"bedroom ac", "卧室空调", "climate.bedroom_ac", "temperature_step", 1}}
	counts := map[string]float64{"two": 2, "2": 2, "three": 3}
	zhCounts := map[string]float64{"两": 2, "一": 1, "三": 3, "2": 2}
	check := func(text, id, arg string, want float64) {
		s.n++
		got := s.ask(text)
		if len(got.Actions) != 1 || got.Actions[0].Device != id || fmt.Sprint(got.Actions[0].Args[arg]) != fmt.Sprint(want) {
			t.Errorf("%q: %s %v, want %s %s %v", text, summary(got), got.Actions, id, arg, want)
		}
	}
	for _, th := range things {
		for c, n := range counts {
			for _, unit := range []string{"notches", "clicks", "steps", "levels"} {
				check("turn the "+th.en+" up "+c+" "+unit, th.id, th.arg, n*th.step)
				check("turn the "+th.en+" down "+c+" "+unit, th.id, th.arg, -n*th.step)
				check("turn up the "+th.en+" by "+c+" "+unit, th.id, th.arg, n*th.step)
			}
		}
		for _, unit := range []string{"notch", "click", "step", "level"} {
			check("turn the "+th.en+" up one "+unit, th.id, th.arg, th.step) // "one notch"
			check("turn down the "+th.en+" by 1 "+unit, th.id, th.arg, -th.step)
		}
		for c, n := range zhCounts {
			for _, up := range []string{"调高", "调大", "加"} {
				if strings.HasSuffix(th.zh, "空调") && up != "调高" {
					continue
				}
				check(th.zh+up+c+"格", th.id, th.arg, n*th.step)
			}
			check(th.zh+"调低"+c+"格", th.id, th.arg, -n*th.step)
		}
	}
	s.nothing("set the tv to two notches", "电视调到两格")
	if s.n < 60 {
		t.Errorf("%d utterances, want at least 60", s.n)
	}
}
