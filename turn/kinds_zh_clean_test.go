package turn_test

import (
	"testing"

	"edge/lang"
)

// vacuumHome has a robot vacuum and a light.
const vacuumHome = `
rooms:
  - {id: living, name: 客厅}
devices:
  - {id: vacuum.robot, name: 扫地机器人, room: living, type: vacuum, capabilities: [vacuum], state: {status: cleaning}}
  - {id: light.living, name: 客厅灯, room: living, type: light, capabilities: [onoff]}
`

// TestCleaningSaidStopped says every verb of cleaning of the pack with
// every verb that stops or switches off, before it or after it ("停止扫地",
// "关掉清扫", "扫地停了", "stop cleaning"): the vacuum stops, never starts.
func TestCleaningSaidStopped(t *testing.T) {
	generatedKinds(t)
	v := lang.Detect("灯").Vocab()
	var cleans, stops []string
	for w, canon := range v.Verbs {
		switch canon {
		case "clean":
			cleans = append(cleans, w)
		case "stop", "pause", v.Clusters["off"]:
			stops = append(stops, w)
		}
	}
	stopped := is("planned: vacuum.robot stop planned")
	want := map[string]func(string) bool{"stop cleaning": stopped, "stop vacuuming the living room": stopped, "turn off the cleaning": stopped}
	for _, c := range cleans {
		for _, s := range stops {
			want[s+c] = stopped
			want["帮我"+s+c+"吧"] = stopped
			want[c+s+"了"] = stopped
		}
	}
	if len(cleans) < 5 || len(stops) < 5 {
		t.Errorf("%d verbs of cleaning, %d of stopping", len(cleans), len(stops))
	}
	askAll(t, eveningEngine(t, "vacuum.yaml", vacuumHome), want, "cleaning said stopped")
}
