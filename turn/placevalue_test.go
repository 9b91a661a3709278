package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestValueOfAPlaceAlone says a value of a room of the demo home with no
// kind of device ("set 50 percent in the bedroom", "set 22 in the living
// room", 卧室调到百分之五十): where the devices that take it are of several
// types the turn asks which, and nothing is planned (each was set, the AC
// to degrees, the blinds, the humidifier and the lights to the number as
// a percentage). Where they are of one type (the kitchen's dimmable
// light) it is done; a kind said ("the lights in the bedroom") or
// "everything" keeps its sweep.
func TestValueOfAPlaceAlone(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text string, i int) string {
		return summary(e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("pv%d", i), DryRun: true}))
	}
	rooms := []string{"bedroom", "living room"}
	zhRooms := []string{"卧室", "客厅"}
	forms := []string{"set %d percent in the %s", "set %d in the %s", "make %d in the %s", "put %d percent in the %s",
		"in the %[2]s set %[1]d percent", "set %d%% in the %s please", "can you set %d in the %s"}
	zhForms := []string{"%[2]s调到百分之%[1]d", "把%[2]s调到%[1]d", "%[2]s设成百分之%[1]d"}
	n := 0
	for _, v := range []int{20, 22, 30, 50, 70} {
		for _, r := range rooms {
			for _, f := range forms {
				text := fmt.Sprintf(f, v, r)
				if got := ask(text, n); !strings.HasPrefix(got, "clarify: ") || strings.Contains(got, "planned") {
					t.Errorf("%q: %s, want a question and nothing planned", text, got)
				}
				n++
			}
		}
		for _, r := range zhRooms {
			for _, f := range zhForms {
				text := fmt.Sprintf(f, v, r)
				if got := ask(text, n); strings.Contains(got, "planned") {
					t.Errorf("%q: %s, want nothing planned", text, got)
				}
				n++
			}
		}
		for _, f := range forms[:3] {
			text := fmt.Sprintf(f, v, "kitchen")
			if got, want := ask(text, n), fmt.Sprintf("planned: light.kitchen set brightness=%d planned", v); got != want {
				t.Errorf("%q: %s, want %s", text, got, want)
			}
			n++
		}
		text := fmt.Sprintf("set all the lights in the bedroom to %d percent", v)
		if got, want := ask(text, n), fmt.Sprintf("planned: light.bedroom_main set brightness=%d planned, light.bedside set brightness=%d planned", v, v); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
		n++
	}
}
