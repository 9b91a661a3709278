package turn_test

import (
	"strings"
	"testing"

	"edge/lang"
)

// TestChineseThingsOfAPlace says a room with a word that names no device
// of its own after it ("厨房电器关一下", "把卧室的东西关了"), with every such
// word of the pack but those of a place, and every verb of switching:
// what is in the room is asked about, never the one device whose name
// holds the room's word (厨房灯), nor the room's lights as the room alone
// is. With 都 or 所有 every device of that room there is switched, and no
// valve; where that reaches the kettle or the oven, after a yes
// (TestSweptHeatAsks).
func TestChineseThingsOfAPlace(t *testing.T) {
	generatedKinds(t)
	rooms := map[string]string{"厨房": "kitchen", "卧室": "bedroom", "客厅": "living"}
	inRoom := map[string][]string{
		"kitchen": {"light.kitchen", "switch.kettle", "switch.oven"},
		"bedroom": {"light.bedroom", "light.bedside", "climate.bedroom", "cover.bedroom"},
		"living":  {"light.living", "media.tv", "fan.living"},
	}
	var words []string
	for _, w := range lang.Detect("灯").Words(lang.GenericWords) {
		if w != "地方" && !strings.ContainsAny(w, "房屋") {
			words = append(words, w)
		}
	}
	if len(words) < 3 {
		t.Fatalf("generic words %v", words)
	}
	want := map[string]func(string) bool{}
	for room, id := range rooms {
		only := func(got string) bool {
			outcome, acts, _ := strings.Cut(got, ": ")
			heat := strings.Contains(acts, "switch.kettle") || strings.Contains(acts, "switch.oven")
			if outcome != "planned" && outcome != "confirm" || heat != (outcome == "confirm") {
				return false
			}
			for _, a := range strings.Split(acts, ", ") {
				dev := strings.Fields(a)[0]
				if !strings.Contains(strings.Join(inRoom[id], " "), dev) {
					return false
				}
			}
			return true
		}
		for _, w := range words {
			for _, f := range []string{"%s%s关一下", "把%s的%s关了", "%s的%s开一下吧", "打开%s%s"} {
				want[strings.Replace(strings.Replace(f, "%s", room, 1), "%s", w, 1)] = func(got string) bool { return strings.HasPrefix(got, "clarify:") }
			}
			for _, f := range []string{"%s%s都关了", "把%s所有的%s关掉"} {
				want[strings.Replace(strings.Replace(f, "%s", room, 1), "%s", w, 1)] = only
			}
		}
	}
	askAll(t, eveningEngine(t, "rooms.yaml", roomsHome), want, "the things of a place")
	if len(want) < 50 {
		t.Errorf("%d wordings, want at least 50", len(want))
	}
}
