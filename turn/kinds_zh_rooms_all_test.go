package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// roomsLitHome builds a home of rooms, each with a light named as the
// room's light is said ("厨房灯"), a light strip, and a fan.
func roomsLitHome(rooms [][2]string) string {
	var rs, ds strings.Builder
	for i, r := range rooms {
		id := fmt.Sprintf("r%d", i)
		fmt.Fprintf(&rs, "  - {id: %s, name: %s, aliases: [%s]}\n", id, r[0], r[1])
		fmt.Fprintf(&ds, "  - {id: light.%s_main, name: %s light, aliases: [%s灯], room: %s, type: light, capabilities: [onoff], state: {\"on\": true}}\n", id, r[0], r[1], id)
		fmt.Fprintf(&ds, "  - {id: light.%s_strip, name: %s strip, aliases: [%s灯带], room: %s, type: light, capabilities: [onoff], state: {\"on\": true}}\n", id, r[0], r[1], id)
		fmt.Fprintf(&ds, "  - {id: fan.%s, name: %s fan, aliases: [%s风扇], room: %s, type: fan, capabilities: [onoff], state: {\"on\": true}}\n", id, r[0], r[1], id)
	}
	return "rooms:\n" + rs.String() + "devices:\n" + ds.String()
}

// TestChineseRoomsListedAllLights says two rooms listed before the lights
// they share, with 都 or 全部 ("把客厅和厨房的灯都关了", "卧室跟书房的灯全部打开"),
// where each room has a light named as its light is said (厨房灯): every
// light of both rooms, as "把厨房的灯都关了" is every light of the kitchen;
// it took the light called 厨房灯 alone, and the strip stayed on. Without 都
// the light so called is still the one meant; nothing else is touched.
func TestChineseRoomsListedAllLights(t *testing.T) {
	generatedKinds(t)
	rooms := [][2]string{{"Living room", "客厅"}, {"Kitchen", "厨房"}, {"Bedroom", "卧室"}, {"Study", "书房"}, {"Dining room", "餐厅"}}
	e := eveningEngine(t, "roomslit.yaml", roomsLitHome(rooms))
	forms := []struct{ said, cmd string }{
		{"把%s和%s的灯都关了", "off"}, {"%s和%s的灯都关掉", "off"}, {"把%s跟%s的灯全部关掉", "off"}, {"%s和%s的灯全都关了吧", "off"},
		{"把%s和%s的灯都打开", "on"}, {"%s跟%s的灯全部打开", "on"},
	}
	want := map[string]func(string) bool{}
	for i := range rooms {
		for j := range rooms {
			if i == j {
				continue
			}
			for _, f := range forms {
				var acts []string
				for _, k := range []int{i, j} {
					for _, l := range []string{"main", "strip"} {
						acts = append(acts, fmt.Sprintf("light.r%d_%s %s planned", k, l, f.cmd))
					}
				}
				slices.Sort(acts)
				want[fmt.Sprintf(f.said, rooms[i][1], rooms[j][1])] = sortedIs("planned: " + strings.Join(acts, ", "))
			}
		}
	}
	want["把客厅和厨房的灯关了"] = sortedIs("planned: light.r0_main off planned, light.r1_main off planned")
	if len(want) < 100 {
		t.Fatalf("%d wordings, want at least 100", len(want))
	}
	askAll(t, e, want, "rooms listed, all their lights")
}

// sortedIs is is of a summary whose actions may come in any order.
func sortedIs(want string) func(string) bool {
	return func(got string) bool {
		outcome, acts, _ := strings.Cut(got, ": ")
		list := strings.Split(acts, ", ")
		slices.Sort(list)
		return outcome+": "+strings.Join(list, ", ") == want
	}
}
