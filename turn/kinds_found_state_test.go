package turn_test

import (
	"strings"
	"testing"
)

// TestFoundInState asks whether anything, or any light, of the demo is on
// and, in the same utterance, says to turn it off ("is anything on? turn
// it off", 哪些灯开着？都关掉): only what is on is switched off, with no
// yes asked. It switched off, or closed, every device of the home after a
// yes that listed them all, the gas valve among them. A condition of a
// command's own devices holds of each ("turn off the bedroom lights if
// they are on"), and so does one said of them with "that" or 的 ("turn off
// the lights that are on", 把开着的灯都关掉): those in the state are acted
// on, with no room asked.
func TestFoundInState(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "foundstate")
	on := map[string]bool{"humidifier.bedroom": true, "light.bedroom_main": true, "light.kitchen": true}
	lightsOn := map[string]bool{"light.bedroom_main": true, "light.kitchen": true}
	asked := map[string]map[string]bool{
		"is anything on": on, "anything still on": on, "what's on": on, "is there anything on": on,
		"are any lights on": lightsOn, "which lights are on": lightsOn, "any lights still on": lightsOn,
		"还有什么开着吗": on, "家里有什么开着的": on, "哪些灯开着": lightsOn, "有灯开着吗": lightsOn, "还有灯开着吗": lightsOn,
	}
	for q, want := range asked {
		commands := []string{"? turn it off", ", turn them off", ". switch it all off", "? turn it off please"}
		if strings.ContainsFunc(q, func(r rune) bool { return r > 0x2e80 }) {
			commands = []string{"？关掉", "，都关了", "？关了吧", "，帮我都关掉"}
		}
		for _, c := range commands {
			text := q + c
			s.n++
			r := s.ask(text)
			got := map[string]bool{}
			for _, a := range r.Actions {
				got[a.Device] = true
				if a.Command != "off" || a.Status != "planned" {
					t.Errorf("%q: %s, want those on switched off", text, summary(r))
				}
			}
			if len(got) != len(want) {
				t.Errorf("%q: %s, want %d switched off", text, summary(r), len(want))
			}
			for d := range got {
				if !want[d] {
					t.Errorf("%q: %s acted on, which is not on", text, d)
				}
			}
		}
	}
	each := map[string]string{
		"turn off the bedroom lights if they are on":      "planned: light.bedroom_main off planned",
		"turn off the kitchen lights if they're on":       "planned: light.kitchen off planned",
		"if the kitchen lights are on turn them off":      "planned: light.kitchen off planned",
		"turn on the bedroom lights if they are off":      "planned: light.bedside on planned, switch.reading_lamp on planned",
		"turn off the garden lights if they are on":       "condition_false: ",
		"如果厨房的灯开着就关掉":                                     "planned: light.kitchen off planned",
		"卧室灯关了吗？打开":                                       "planned: light.bedside on planned, switch.reading_lamp on planned",
		"is the kitchen light on? turn it off":            "planned: light.kitchen off planned",
		"are the kitchen lights on? turn them off":        "planned: light.kitchen off planned",
		"is the garage door open? close it":               "planned: cover.garage_door close planned",
		"is anything open? close it":                      "planned: cover.living_curtain close planned",
		"is anything on in the garden? turn it off":       "condition_false: ",
		"are any lights off in the bedroom? turn them on": "planned: light.bedside on planned, switch.reading_lamp on planned",
	}
	for _, said := range []string{"turn off the lights that are on", "turn off all the lights that are on", "turn off any lights that are still on",
		"switch off the lights which are on", "turn off the lights if they are on", "if the lights are on turn them off", "把开着的灯都关掉",
		"开着的灯全关了", "把亮着的灯都关了", "开着的灯都关了吧"} {
		each[said] = "planned: light.bedroom_main off planned, light.kitchen off planned"
	}
	for _, said := range []string{"turn off everything that is on", "turn off everything that's still on", "把开着的都关了", "把开着的东西都关了"} {
		each[said] = "planned: humidifier.bedroom off planned, light.bedroom_main off planned, light.kitchen off planned"
	}
	each["turn off the lights that are on in the kitchen"] = "planned: light.kitchen off planned"
	// a command that brings about the state asked acts on those not so yet
	each["车库门开着吗？打开"] = "confirm: cover.garage_door open pending"
	each["空调开着吗？开一下"] = "planned: climate.bedroom_ac on planned, climate.living_ac on planned"
	each["are any lights on in the kitchen? turn them on"] = "planned: light.kitchen_cabinet on planned"
	each["is the garage door closed? close it"] = "planned: cover.garage_door close planned" // one thing named: it
	each["卧室开着的灯关掉"] = "planned: light.bedroom_main off planned"
	for text, want := range each {
		s.n++
		if got := summary(s.ask(text)); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
	if s.n < 60 {
		t.Errorf("%d wordings, want at least 60", s.n)
	}
}
