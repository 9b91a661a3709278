package turn_test

import (
	"strings"
	"testing"

	"edge/lang"
)

// switchHome has an oven on a relay (type switch) and a wall switch
// called so.
const switchHome = `
rooms:
  - {id: kitchen, name: 厨房}
  - {id: hall, name: 走廊}
devices:
  - {id: switch.oven, name: 烤箱, room: kitchen, type: switch, capabilities: [onoff], tags: [oven]}
  - {id: switch.hall, name: 走廊开关, room: hall, type: switch, capabilities: [onoff]}
`

// TestChineseSwitchWordIsNoRelay says the word for a switch (开关) with
// every verb of switching of the pack: never the oven a relay of type
// switch drives, which is not called so (it is asked about); a switch
// called so is switched.
func TestChineseSwitchWordIsNoRelay(t *testing.T) {
	generatedKinds(t)
	words := lang.Detect("开关").Vocab().Classes["switch"]
	want := map[string]func(string) bool{}
	noOven := func(got string) bool { return !strings.Contains(got, "switch.oven") }
	for _, v := range verbsOf("open-on", "close-off") {
		for _, w := range words {
			for _, f := range []string{"%s" + v, "把%s" + v + "一下", "厨房%s" + v + "吧", "所有%s都" + v} {
				want[strings.Replace(f, "%s", w, 1)] = noOven
			}
			want["走廊"+w+v] = func(got string) bool {
				return strings.Contains(got, "switch.hall") && !strings.Contains(got, "switch.oven")
			}
		}
	}
	askAll(t, eveningEngine(t, "switch.yaml", switchHome), want, "switch word")
}
