package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestApplianceCommonNames: the demo's kettle (电水壶, 烧水壶) said by
// another common name (热水壶, 电热水壶) is found, and still asked
// about: 热水壶 was not found. Its gas valve said 煤气阀 still is.
func TestApplianceCommonNames(t *testing.T) {
	e, _, _ := demo(t)
	for text, want := range map[string]string{
		"热水壶开一下":    "confirm: switch.kettle on pending",
		"把热水壶打开":    "confirm: switch.kettle on pending",
		"电热水壶开一下吧":  "confirm: switch.kettle on pending",
		"厨房的热水壶关了吗": "answer: ",
		"煤气阀关一下":    "confirm: valve.gas close pending",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if got := summary(r); got != want {
			t.Errorf("%q: %s (%s), want %s", text, got, r.Say, want)
		}
	}
}
