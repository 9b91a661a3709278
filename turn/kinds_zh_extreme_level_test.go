package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestExtremeLevelOfRange asks back a level said as the most or the least
// (把客厅空调调到最高, 卧室空调开到最大吧, "set the living room ac to max") of a
// thing whose level is no percentage, a thermostat's temperature, as the
// top or the bottom of its range (35 °C, 5 °C), and does it when yes is
// said: 100 °C was tried and blocked. A level in percent (a light, a fan,
// the TV's volume) is set as before, and a temperature said (温度调到最高)
// too.
func TestExtremeLevelOfRange(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	acs := map[string]string{"客厅空调": "客厅空调", "卧室空调": "卧室空调", "把客厅空调": "客厅空调", "小爱同学客厅空调": "客厅空调"}
	most := []string{"调到最高", "开到最大", "调到最大", "调到最高吧", "开到最大一下"}
	least := []string{"调到最低", "调到最小", "调到最低吧"}
	n := 0
	for said, name := range acs {
		for _, words := range [][]string{most, least} {
			for _, w := range words {
				text := said + w
				value := "35°C"
				if strings.Contains(w, "最低") || strings.Contains(w, "最小") {
					value = "5°C"
				}
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("xl%d", n), DryRun: true})
				if want := fmt.Sprintf("要把%s调到%s吗？", name, value); r.Outcome != "clarify" || len(r.Actions) > 0 || r.Say != want {
					t.Errorf("%q → %s (say %s), want %s asked", text, summary(r), r.Say, want)
				}
				n++
			}
		}
	}
	if n < 30 {
		t.Fatalf("%d wordings, want at least 30", n)
	}
	for _, en := range []string{"set the living room ac to max", "set the living room ac to the highest", "turn the living room ac all the way up"} {
		r := e.Ask(context.Background(), turn.Request{Text: en, Session: "xl-" + en, DryRun: true})
		if r.Outcome != "clarify" || !strings.Contains(r.Say, "35°C") {
			t.Errorf("%q → %s (say %s), want 35°C asked", en, summary(r), r.Say)
		}
	}
	wantSummaries(t, e, map[string]string{
		"把客厅空调温度调到最高": "planned: climate.living_ac set temperature=35 planned",
		"客厅风扇调到最高":    "planned: fan.living set speed=100 planned",
		"客厅灯调到最高":     "planned: light.living_main set brightness=100 planned",
		"客厅灯调到最低":     "planned: light.living_main set brightness=1 planned",
		"电视调到最大":      "planned: media.living_tv set volume=100 planned",
		"空调调到最高":      "clarify: ",
	})
	run(t, e, "xl-yes", []step{
		{text: "把客厅空调调到最高", want: "clarify: "},
		{text: "好的", want: "done: climate.living_ac set temperature=35 done"},
	})
}
