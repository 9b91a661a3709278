package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestPercentSaidToAThermostat sets air conditioners to a percentage, in
// Chinese and in English, with several devices, verbs, numbers and
// particles ("所有空调调到百分之五十", "卧室空调设成50%吧", "set the bedroom ac
// to 50%"): nothing is done, and the reply says the temperature is not set
// in percent; never the percentage as degrees (it was "最高只能调到35 °C").
// The same percentage said to a fan or a light still sets it, and degrees
// still set an air conditioner.
func TestPercentSaidToAThermostat(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	var all []string
	for _, ac := range []string{"所有空调", "卧室空调", "客厅空调", "两个空调"} {
		for _, verb := range []string{"%s调到%s", "把%s调到%s", "%s设成%s吧", "帮我把%s温度调到%s", "%s开到%s啊"} {
			for _, pct := range []string{"百分之五十", "50%", "百分之三十", "百分之八十"} {
				all = append(all, fmt.Sprintf(verb, ac, pct))
			}
		}
	}
	for _, ac := range []string{"the bedroom ac", "the living room ac", "all the acs"} {
		for _, verb := range []string{"set %s to %s", "turn %s to %s", "put %s at %s"} {
			for _, pct := range []string{"50%", "30 percent", "80 per cent"} {
				all = append(all, fmt.Sprintf(verb, ac, pct))
			}
		}
	}
	if len(all) < 100 {
		t.Fatalf("%d utterances, want at least 100", len(all))
	}
	for i, text := range all {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("pc%d", i), DryRun: true})
		got := summary(r)
		if runs(got) || r.Outcome == "blocked" || strings.Contains(r.Say, "°C") ||
			!strings.Contains(r.Say, "百分比") && !strings.Contains(r.Say, "percent") {
			t.Errorf("%q: %s %q, want the temperature said not to be set in percent", text, got, r.Say)
		}
	}
	for text, want := range map[string]string{
		"客厅风扇调到百分之五十":                      "planned: fan.living set speed=50 planned",
		"卧室吊灯调到50%":                        "planned: light.bedroom_main set brightness=50 planned",
		"卧室空调调到二十五度":                       "planned: climate.bedroom_ac set temperature=25 planned",
		"set the bedroom ac to 24 degrees": "planned: climate.bedroom_ac set temperature=24 planned",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if got := summary(r); got != want {
			t.Errorf("%q: %s %q, want %s", text, got, r.Say, want)
		}
	}
}
