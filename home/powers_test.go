package home_test

import (
	"testing"

	"edge/home"
	"edge/risk"
)

// TestLevelsPowerWhatIsWired: a garage door, a gate, a valve, a strike,
// a latch or an alarm wired to a dimmer or a motor controller is moved,
// opened, released or silenced by a level or a speed as by a switch,
// whatever the value or step (up or down): each asks at its hazard's
// floor. A lamp or a fan stays low at every level, and a colour or a
// colour temperature changes no power.
func TestLevelsPowerWhatIsWired(t *testing.T) {
	hazards := []struct {
		name string
		want risk.Level
	}{
		{"Garage door", risk.High}, {"Driveway gate", risk.High}, {"车库门", risk.High},
		{"Gas valve", risk.High}, {"Water main", risk.High}, {"燃气阀", risk.High},
		{"Door strike", risk.Critical}, {"Back latch", risk.Critical}, {"门禁", risk.Critical},
		{"House alarm", risk.Critical}, {"报警器", risk.Critical},
	}
	plain := []string{"Hall lamp", "Ceiling fan", "Desk light", "客厅灯", "吊扇"}
	carriers := []struct {
		cap  string
		args map[string]any
	}{
		{"brightness", map[string]any{"brightness": 100}}, {"brightness", map[string]any{"brightness": 40}},
		{"brightness", map[string]any{"brightness": 0}}, {"brightness", map[string]any{"brightness_step": 10.0}},
		{"brightness", map[string]any{"brightness_step": -10.0}}, {"fan_speed", map[string]any{"speed": 60}},
		{"fan_speed", map[string]any{"speed": 0}}, {"fan_speed", map[string]any{"speed_step": -10.0}},
	}
	n := 0
	for _, h := range hazards {
		for _, c := range carriers {
			for _, typ := range []string{"switch", "light", "fan", ""} {
				d := classified(home.Device{ID: "x.dev", Name: h.name, Type: typ, Capabilities: []string{c.cap}})
				if got := d.Level(c.cap, "set", c.args); got < h.want {
					t.Errorf("%s (%s, %s) set %v: %s, want %s at least", h.name, typ, c.cap, c.args, got, h.want)
				}
				n++
			}
		}
		for _, c := range []struct {
			cap  string
			args map[string]any
		}{{"color", map[string]any{"color": "red"}}, {"color_temp", map[string]any{"color_temp": 3000}}} {
			d := classified(home.Device{ID: "x.dev", Name: h.name, Type: "light", Capabilities: []string{c.cap}})
			if got := d.Level(c.cap, "set", c.args); got != risk.Low {
				t.Errorf("%s set %v: %s, want low", h.name, c.args, got)
			}
			n++
		}
	}
	for _, name := range plain {
		for _, c := range carriers {
			d := classified(home.Device{ID: "x.dev", Name: name, Type: "light", Capabilities: []string{c.cap}})
			if got := d.Level(c.cap, "set", c.args); got != risk.Low {
				t.Errorf("%s set %v: %s, want low", name, c.args, got)
			}
			n++
		}
	}
	if n < 100 {
		t.Errorf("%d cases, want at least 100", n)
	}
}
