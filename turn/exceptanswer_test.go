package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestExceptionAnswersWhich: a command on all but a room said while edge
// asks which room or which one (关灯, then 除了卧室都关, 除了厨房全关,
// 除卧室外都关掉, 除了卧室和书房都关) is on all of what was asked about but
// that room's, with the verb said: it was every device of the home but
// the room's (the air conditioner, the curtain, the tv, the kettle, the
// oven, the heater, the robot vacuum among them).
func TestExceptionAnswersWhich(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	lightsOf := map[string][]string{
		"卧室":  {"light.bedroom_main", "light.bedside", "switch.reading_lamp"},
		"厨房":  {"light.kitchen", "light.kitchen_cabinet"},
		"书房":  {"light.study_lamp", "light.study_ceiling"},
		"客厅":  {"light.living_main"},
		"卫生间": {"light.bathroom"},
		"门厅":  {"light.hall"},
	}
	lights := map[string]bool{"light.dining": true, "light.garage": true, "light.garden": true, "light.kids": true, "light.landing": true}
	for _, ids := range lightsOf {
		for _, id := range ids {
			lights[id] = true
		}
	}
	firsts := map[string]string{"关灯": "off", "把灯关了": "off", "开灯": "on", "灯打开": "on"}
	forms := map[string][]string{
		"off": {"除了%s都关", "除了%s其他都关", "除了%s全关", "除%s外都关掉", "除了%s都关了吧"},
		"on":  {"除了%s都开", "除了%s其他都打开", "除了%s全开", "除%s外都开吧"},
	}
	n := 0
	for first, verb := range firsts {
		for _, f := range forms[verb] {
			for room, except := range lightsOf {
				n++
				s := fmt.Sprintf("x%d", n)
				if r := ask(first, s); r.Outcome != turn.Clarify {
					t.Fatalf("%s: %s", first, planned(r))
				}
				said := fmt.Sprintf(f, room)
				r := ask(said, s)
				if len(r.Actions) < len(lights)-len(except) {
					t.Errorf("%q after %q: %s, want the lights but the %s's", said, first, planned(r), room)
					continue
				}
				for _, a := range r.Actions {
					if !lights[a.Device] || strings.Contains(strings.Join(except, " "), a.Device) || a.Command != verb {
						t.Errorf("%q after %q: %s %s, want only the lights but the %s's switched %s", said, first, a.Device, a.Command, room, verb)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d conversations, want at least 100", n)
	}
}
