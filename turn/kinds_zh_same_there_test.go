package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"edge/turn"
)

// sameThereHome has an air conditioner, a fan and lights in two rooms.
const sameThereHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: bedroom, name: 卧室}
devices:
  - {id: climate.living, name: 客厅空调, room: living, type: climate, capabilities: [onoff, thermostat]}
  - {id: climate.bedroom, name: 卧室空调, room: bedroom, type: climate, capabilities: [onoff, thermostat]}
  - {id: fan.living, name: 客厅风扇, room: living, type: fan, capabilities: [onoff]}
  - {id: fan.bedroom, name: 卧室风扇, room: bedroom, type: fan, capabilities: [onoff]}
  - {id: light.living, name: 客厅灯, room: living, type: light, capabilities: [onoff]}
  - {id: light.bedroom, name: 卧室灯, room: bedroom, type: light, capabilities: [onoff]}
`

// TestChineseSameThere says a command of a room alone said with 也 right
// after the same command on a kind of thing in another room ("打开客厅空
// 调", then "卧室也开一下", "把卧室的也打开", "卧室的那个也开"), with every
// one-character verb of switching of the pack: the same kind of thing
// there, never the room's lights.
func TestChineseSameThere(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "same.yaml", sameThereHome)
	n := 0
	for _, v := range append(verbsOf("open-on"), verbsOf("close-off")...) {
		if utf8.RuneCountInString(v) > 2 {
			continue
		}
		for _, kind := range [][2]string{{"空调", "climate.bedroom"}, {"风扇", "fan.bedroom"}} {
			for _, f := range []string{"卧室也%s一下", "把卧室的也%s", "卧室的那个也%s吧", "卧室的也%s"} {
				n++
				session := fmt.Sprintf("s%d", n)
				first := v + "客厅" + kind[0]
				if r := e.Ask(context.Background(), turn.Request{Text: first, Session: session, DryRun: true}); r.Outcome != "planned" {
					continue // a verb that does not switch what the kind is
				}
				then := strings.Replace(f, "%s", v, 1)
				r := e.Ask(context.Background(), turn.Request{Text: then, Session: session, DryRun: true})
				if got := summary(r); !strings.Contains(got, kind[1]+" ") || strings.Contains(got, "light.") {
					t.Errorf("%q, then %q → %s (say %s)", first, then, got, r.Say)
				}
			}
		}
	}
	if n < 40 {
		t.Errorf("%d wordings, want at least 40", n)
	}
}
