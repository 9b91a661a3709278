package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestValueSaidAlone: a value said with nothing else, in its unit or as a
// mode ("22 degrees", "thirty percent", "halfway", 二十二度, 百分之三十,
// 制热), the turn after a command sets what that command acted on, as
// "set it to 22 degrees" does: it was not understood. After a question,
// while a question or a yes is waited for, after a command put off to
// later, a timer, a refused command or nothing, it does nothing.
func TestValueSaidAlone(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	type value struct{ said, name, num string } // name "" is the argument of the command's device
	ac := map[string][]value{
		"en": {{"22 degrees", "temperature", "22"}, {"twenty two degrees", "temperature", "22"}, {"21 degrees please", "temperature", "21"},
			{"24 degrees celsius", "temperature", "24"}, {"23 degrees", "temperature", "23"}, {"um, 25 degrees", "temperature", "25"},
			{"cool mode", "mode", "cool"}, {"heat mode please", "mode", "heat"}},
		"zh": {{"二十二度", "temperature", "22"}, {"22度", "temperature", "22"}, {"二十五度吧", "temperature", "25"}, {"26度就行", "temperature", "26"},
			{"二十四度", "temperature", "24"}, {"制冷", "mode", "cool"}, {"制热模式", "mode", "heat"}},
	}
	level := map[string][]value{
		"en": {{"30 percent", "", "30"}, {"30%", "", "30"}, {"forty percent", "", "40"}, {"halfway", "", "50"}, {"50 percent please", "", "50"},
			{"ten percent", "", "10"}},
		"zh": {{"百分之三十", "", "30"}, {"一半", "", "50"}, {"百分之五十吧", "", "50"}, {"百分之四十", "", "40"}},
	}
	type command struct {
		said, device, attr string
		values             map[string][]value
	}
	cmds := map[string][]command{
		"en": {{"turn on the bedroom ac", "climate.bedroom_ac", "", ac}, {"turn on the living room ac", "climate.living_ac", "", ac},
			{"switch the ac on in the bedroom", "climate.bedroom_ac", "", ac},
			{"turn on the study lamp", "light.study_lamp", "brightness", level}, {"turn on the bedside lamp", "light.bedside", "brightness", level},
			{"open the bedroom blinds", "cover.bedroom_blind", "position", level}},
		"zh": {{"打开卧室空调", "climate.bedroom_ac", "", ac}, {"把客厅空调打开", "climate.living_ac", "", ac},
			{"打开台灯", "light.study_lamp", "brightness", level}, {"开一下床头灯", "light.bedside", "brightness", level},
			{"打开卧室百叶窗", "cover.bedroom_blind", "position", level}},
	}
	n := 0
	for code, cs := range cmds {
		for _, c := range cs {
			for _, v := range c.values[code] {
				n++
				s := fmt.Sprintf("v%d", n)
				if r := ask(c.said, s); r.Outcome != turn.Planned {
					t.Fatalf("%q: %s", c.said, planned(r))
				}
				name := v.name
				if name == "" {
					name = c.attr
				}
				want := fmt.Sprintf("planned: %s set map[%s:%s]", c.device, name, v.num)
				if got := planned(ask(v.said, s)); got != want {
					t.Errorf("%q after %q:\n got %s\nwant %s", v.said, c.said, got, want)
				}
			}
		}
	}
	if n < 60 {
		t.Errorf("%d conversations, want at least 60", n)
	}
	before := map[string][][]string{
		"en": {{}, {"what's the temperature in the bedroom"}, {"is the tv on"}, {"turn on the ac"}, {"turn on the lights"},
			{"in 10 minutes turn on the bedroom ac"}, {"unlock the front door"}, {"turn on the kids heater"},
			{"set a timer for 10 minutes"}, {"don't turn on the hall light"}, {"turn off everything", "no"}},
		"zh": {{}, {"卧室多少度"}, {"电视开着吗"}, {"开空调"}, {"十分钟后打开卧室空调"}, {"打开前门"}, {"不要开门厅灯"}},
	}
	quiet := 0
	for code, bs := range before {
		for _, b := range bs {
			for _, vs := range [][]value{ac[code], level[code]} {
				for _, v := range vs {
					n++
					s := fmt.Sprintf("v%d", n)
					for _, said := range b {
						ask(said, s)
					}
					if r := ask(v.said, s); len(r.Actions) > 0 || r.Outcome == turn.Planned {
						t.Errorf("%q after %q: %s, want nothing done", v.said, b, planned(r))
					}
					quiet++
				}
			}
		}
	}
	if quiet < 150 {
		t.Errorf("%d conversations that must not act, want at least 150", quiet)
	}
}
