package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/turn"
)

// TestStepTooFar says a change by a step past the most a device's step
// takes, up and down, of every kind of step the demo home has (light,
// volume, temperature, fan speed, blinds), in both languages: it is
// refused with the most a step changes ("Kitchen light changes by at most
// 100% at a time"), never as if the step were where the device goes: it
// said "Kitchen light goes down to -100%" and "Bedroom AC goes up to 30
// °C", a temperature the air conditioner takes up to 35. A value set
// outright past the device's range still says where it goes up to.
func TestStepTooFar(t *testing.T) {
	e, _, _ := demo(t)
	for said, want := range map[string]string{
		"brighten the kitchen light by 300 percent":   "Not done: Kitchen light changes by at most 100% at a time.",
		"dim the kitchen light by 200 percent":        "Not done: Kitchen light changes by at most 100% at a time.",
		"turn the tv volume up by 500":                "Not done: TV changes by at most 100% at a time.",
		"turn the tv volume down by 500":              "Not done: TV changes by at most 100% at a time.",
		"raise the bedroom ac by 50 degrees":          "Not done: Bedroom AC changes by at most 30 °C at a time.",
		"lower the bedroom ac by 40 degrees":          "Not done: Bedroom AC changes by at most 30 °C at a time.",
		"speed up the living room fan by 300 percent": "Not done: Living room fan changes by at most 100% at a time.",
		"open the bedroom blinds by 300 percent":      "Not done: Bedroom blinds changes by at most 100% at a time.",
		"把厨房灯调亮百分之三百":                                 "没有执行：厨房灯一次最多只能调100%。",
		"把厨房灯调暗百分之两百":                                 "没有执行：厨房灯一次最多只能调100%。",
		"电视音量调大五百":                                    "没有执行：电视一次最多只能调100%。",
		"卧室空调调高五十度":                                   "没有执行：卧室空调一次最多只能调30 °C。",
		"卧室空调调低四十度":                                   "没有执行：卧室空调一次最多只能调30 °C。",
		"客厅风扇风速调高百分之三百":                               "没有执行：客厅风扇一次最多只能调100%。",
		"set the kitchen light to 150 percent":        "Not done: Kitchen light goes up to 100%.",
		"set the bedroom ac to 40 degrees":            "Not done: Bedroom AC goes up to 35 °C.",
		"卧室空调调到四十度":                                   "没有执行：卧室空调最高只能调到35 °C。",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: said, Session: "step " + said, DryRun: true})
		if r.Outcome != "blocked" || r.Say != want || strings.Contains(r.Say, "-") {
			t.Errorf("%q: %s (say %s), want it blocked: %s", said, summary(r), r.Say, want)
		}
	}
}
