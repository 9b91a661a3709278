package home_test

import (
	"testing"

	"edge/home"
	"edge/lang"
)

// TestRegionalHazardNames: a hazard named as Taiwan, Hong Kong or the
// mainland's regions name it (瓦斯總開關 the gas main, 捲門 a rolling
// garage door, 快煮壺 and 熱水瓶 kettles, 多士爐 a toaster, 热得快 an
// immersion heater, 烘碗機, 監視器 a CCTV), in traditional or simplified
// characters, alone, after a room, or before the word of the
// plug or switch it is on, is what it is, whatever its type.
func TestRegionalHazardNames(t *testing.T) {
	words := map[string]home.Hazard{
		"瓦斯總開關": home.Valve, "燃气总开关": home.Valve, "煤氣總開關": home.Valve,
		"捲門": home.GarageDoor, "電動捲門": home.GarageDoor, "卷门": home.GarageDoor,
		"快煮壺": home.Heat, "熱水瓶": home.Heat, "电热水瓶": home.Heat, "多士爐": home.Heat, "热得快": home.Heat, "烘碗機": home.Heat,
		"監視器": home.Alarm, "監控攝影機": home.Alarm,
	}
	before := []string{"", "厨房", "客廳", "阳台"}
	after := []string{"", "插座", "開關", "电源"}
	n := 0
	for w, want := range words {
		for _, b := range before {
			for _, a := range after {
				name := b + w + a
				h := &home.Home{
					Rooms:   []home.Room{{ID: "r", Name: "房间"}},
					Devices: []home.Device{{ID: "switch.x", Name: name, Room: "r", Type: "switch", Capabilities: []string{"onoff"}}},
				}
				home.Classify(h, lang.HazardsOf, lang.HazardTail)
				if got := h.Devices[0].Hazards(); got&want == 0 {
					t.Errorf("%q: %v, want %v", name, got, want)
				}
				n++
			}
		}
	}
	if n < 200 {
		t.Fatalf("only %d names", n)
	}
}
