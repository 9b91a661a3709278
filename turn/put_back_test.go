package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestPutBack: a thing said to be left out of a command already done on
// several ("turn off the lights in the bedroom", then "except the bedside
// lamp", "don't turn off the bedside lamp", 除了床头灯, 床头灯别关) is switched
// back, and nothing else is done, where the command switched it from the
// other state; a lamp already off before stays off, and "OK, I won't turn
// off Bedside lamp." is said (it was switched on). What the command did
// not act on, or what does not switch (the blinds), is not put back.
func TestPutBack(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	cases := []struct {
		first  string
		frames []string
		names  map[string]string // name said → device put back
		want   string
	}{
		{"turn off the lights in the bedroom", []string{"except the %s", "except for the %s", "do not turn off the %s", "don't turn off the %s please"},
			map[string]string{"bedside lamp": "light.bedside", "reading lamp": "switch.reading_lamp", "bedroom ceiling light": "light.bedroom_main"}, "on"},
		{"turn on the lights in the study", []string{"except the %s", "don't turn on the %s"},
			map[string]string{"study lamp": "light.study_lamp", "desk lamp": "light.study_lamp", "study ceiling light": "light.study_ceiling"}, "off"},
		{"关掉卧室的灯", []string{"除了%s", "%s别关", "%s不要关", "除了%s以外"},
			map[string]string{"床头灯": "light.bedside", "落地灯": "switch.reading_lamp", "主卧灯": "light.bedroom_main"}, "on"},
	}
	on := demoOn(t)
	n := 0
	for _, c := range cases {
		for _, f := range c.frames {
			for name, id := range c.names {
				n++
				s := fmt.Sprintf("back%d", n)
				ask(c.first, s)
				said := fmt.Sprintf(f, name)
				r := ask(said, s)
				want := fmt.Sprintf("planned: %s %s map[]", id, c.want)
				if on[id] != (c.want == "on") {
					want = "cancelled: " // so before the command: it stays so
				}
				if got := planned(r); got != want {
					t.Errorf("%q after %q: %s %q, want %s", said, c.first, got, r.Say, want)
				}
			}
		}
	}
	if n < 30 {
		t.Errorf("%d wordings, want at least 30", n)
	}
	for first, said := range map[string]string{"turn off the lights in the bedroom": "except the kitchen light",
		"close the blinds and turn off the bedroom lights": "except the blinds", "turn on the kitchen light": "except the hall light"} {
		ask(first, "none"+first)
		if r := ask(said, "none"+first); len(r.Actions) > 0 {
			t.Errorf("%q after %q: %s, want nothing done", said, first, planned(r))
		}
	}
}
