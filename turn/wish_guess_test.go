package turn_test

import (
	"testing"
	"time"

	"edge/home"
)

// TestWishGuessesOnlyLowRisk: a wish names no command, so the command
// edge guesses and asks back is of low risk only: "garage too dark" and
// 车库太暗了/车库太亮了 never offer to switch a garage door's relay (nothing
// fits), while a light's wish is still asked and done on a yes.
func TestWishGuessesOnlyLowRisk(t *testing.T) {
	h, err := home.Parse("wish.yaml", []byte(`rooms:
  - {id: garage, name: Garage, aliases: [车库]}
  - {id: hall, name: Hall, aliases: [门厅]}
devices:
  - {id: switch.garage, name: Garage door, aliases: [车库门], room: garage, type: switch, capabilities: [onoff], state: {on: false}}
  - {id: light.hall, name: Hall light, aliases: [门厅灯], room: hall, type: light, capabilities: [onoff], state: {on: true}}
`))
	if err != nil {
		t.Fatal(err)
	}
	e, _, _ := engineAt(t, h, time.Date(2026, 1, 10, 7, 0, 0, 0, time.UTC))
	run(t, e, "s", []step{
		{text: "garage too dark", want: "not_understood: "},
		{text: "yes", want: "not_understood: "},
		{text: "车库太暗了", want: "not_understood: "},
		{text: "车库太亮了", want: "not_understood: "},
		{text: "the hall light is too bright", want: "clarify: "},
		{text: "yes", want: "done: light.hall off done"},
	})
}
