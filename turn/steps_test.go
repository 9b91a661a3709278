package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestSpeedInSteps: a fan's speed said as a small whole number without
// "percent" ("set the fan to 3", 把风扇调到3) may be one of its steps, and
// is never set as that many percent: nothing acts, and edge asks for it in
// percent. Said in percent, or as a number no step count reaches, it is
// set. Every device of the demo home with a speed, by every name it has,
// in every way of saying it below.
func TestSpeedInSteps(t *testing.T) {
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	en := []string{"set the %s to %s", "set the %s speed to %s", "put the %s on %s", "turn the %s to speed %s",
		"set the %s to setting %s", "%s speed %s", "change the %s speed to %s"}
	zh := []string{"把%s调到%s", "%s调到%s", "把%s的风速调到%s", "%s开到%s"}
	zhNum := []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"}
	n := 0
	ask := func(text string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
	}
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "fan_speed") {
			continue
		}
		var says []string
		for _, name := range append([]string{d.Name}, d.Aliases...) {
			forms := en
			if name[0] >= 0x80 {
				forms = zh
			}
			for _, f := range forms {
				says = append(says, fmt.Sprintf(f, name, "%s"))
			}
		}
		for _, say := range says {
			chinese := say[0] >= 0x80
			for k := 1; k <= 10; k++ {
				nums := []string{fmt.Sprint(k)}
				if chinese {
					nums = append(nums, zhNum[k])
				}
				for _, num := range nums {
					text := fmt.Sprintf(say, num)
					if r := ask(text); len(r.Actions) > 0 || r.Outcome != "not_understood" {
						t.Errorf("%q: %s %v %q, want nothing done", text, r.Outcome, r.Actions, r.Say)
					}
				}
				pct := fmt.Sprintf(say, fmt.Sprint(k)+" percent")
				if chinese {
					pct = fmt.Sprintf(say, "百分之"+zhNum[k])
				}
				if r := ask(pct); !setsSpeed(r, d.ID, k) {
					t.Errorf("%q: %s %v %q, want speed %d", pct, r.Outcome, r.Actions, r.Say, k)
				}
			}
			for _, k := range []int{20, 35, 60, 100} {
				text := fmt.Sprintf(say, fmt.Sprint(k))
				if r := ask(text); !setsSpeed(r, d.ID, k) {
					t.Errorf("%q: %s %v %q, want speed %d", text, r.Outcome, r.Actions, r.Say, k)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for text, want := range map[string]float64{"set the kitchen light to 3": 3, "set the tv volume to 5": 5} {
		if r := ask(text); r.Outcome != "planned" || len(r.Actions) != 1 || fmt.Sprint(r.Actions[0].Args) != fmt.Sprintf("map[%s:%g]", map[bool]string{true: "brightness", false: "volume"}[text[8] == 'k'], want) {
			t.Errorf("%q: %s %v, want it set to %g", text, r.Outcome, r.Actions, want)
		}
	}
}

// setsSpeed reports whether a response plans one call that sets the
// device's speed to k.
func setsSpeed(r turn.Result, id string, k int) bool {
	return r.Outcome == "planned" && len(r.Actions) == 1 && r.Actions[0].Device == id &&
		fmt.Sprint(r.Actions[0].Args["speed"]) == fmt.Sprint(k)
}
