package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestThresholdAsked: a question of whether a room's temperature (or
// humidity) is beyond a number, said every way in both languages ("is it
// over 25 in the bedroom", "is the kitchen colder than 20", "卧室超过25度了
// 吗", "书房温度是不是低于20度"), answers yes or no as the value read is, with
// the value, and does nothing; it was not understood.
func TestThresholdAsked(t *testing.T) {
	s := newSaidOnDemo(t, "threshold")
	type room struct {
		en, zh string
		temp   float64
	}
	rooms := []room{{"bedroom", "卧室", 26}, {"living room", "客厅", 27.5}, {"kitchen", "厨房", 24.5}, {"study", "书房", 22.5}}
	above := map[string][]string{
		"en": {"is it over %[2]d in the %[1]s", "is the %[1]s warmer than %[2]d", "is the %[1]s above %[2]d degrees",
			"is it more than %[2]d degrees in the %[1]s", "is the %[1]s temperature over %[2]d", "is the temperature in the %[1]s above %[2]d?"},
		"zh": {"%[1]s超过%[2]d度了吗", "%[1]s温度高于%[2]d度吗", "%[1]s温度是不是超过%[2]d度", "%[1]s有没有超过%[2]d度", "%[1]s温度超过%[2]d度没有"},
	}
	below := map[string][]string{
		"en": {"is the temperature in the %[1]s below %[2]d", "is the %[1]s colder than %[2]d", "is it under %[2]d degrees in the %[1]s",
			"is it less than %[2]d degrees in the %[1]s"},
		"zh": {"%[1]s低于%[2]d度吗", "%[1]s温度是不是低于%[2]d度"},
	}
	yes := map[string]string{"en": "Yes, ", "zh": "是的，"}
	n := 0
	for _, r := range rooms {
		for _, limit := range []int{20, 25, 30} {
			for code, frames := range map[string]map[string][]string{"above": above, "below": below} {
				for lang, fs := range frames {
					name := r.en
					if lang == "zh" {
						name = r.zh
					}
					holds := r.temp > float64(limit)
					if code == "below" {
						holds = r.temp < float64(limit)
					}
					for _, f := range fs {
						text := fmt.Sprintf(f, name, limit)
						n++
						got := s.ask(text)
						value := fmt.Sprintf("%g °C", r.temp)
						if got.Outcome != turn.Answer || len(got.Actions) > 0 || strings.HasPrefix(got.Say, yes[lang]) != holds || !strings.Contains(got.Say, value) {
							t.Errorf("%q: %s %q, want yes %v with %s", text, got.Outcome, got.Say, holds, value)
						}
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d questions, want at least 200", n)
	}
	for text, lang := range map[string]string{"is the bathroom humidity above 60 percent": "en", "卫生间湿度超过百分之六十了吗": "zh"} {
		if got := s.ask(text); got.Outcome != turn.Answer || !strings.Contains(got.Say, "71%") || !strings.HasPrefix(got.Say, yes[lang]) {
			t.Errorf("%q: %s %q, want yes with 71%%", text, got.Outcome, got.Say)
		}
	}
}
