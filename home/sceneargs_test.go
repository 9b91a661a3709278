package home_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"edge/home"
)

// TestSceneArgsOutOfRange: a scene action giving a value its device's
// command does not take (above its most, below its least, a text for a
// number, a fraction for a whole number) is refused at import, naming the
// action and the range, whatever the capability; a value within the range
// is kept. Every numeric argument of the devices below is tried.
func TestSceneArgsOutOfRange(t *testing.T) {
	devices := []string{
		"{id: light.a, name: A, room: r, type: light, capabilities: [onoff, brightness, color_temp]}",
		"{id: heater.h, name: H, room: r, type: heater, capabilities: [onoff, thermostat]}",
		"{id: cover.c, name: C, room: r, type: blinds, capabilities: [position]}",
		"{id: fan.f, name: F, room: r, type: fan, capabilities: [onoff, fan_speed]}",
		"{id: media.m, name: M, room: r, type: speaker, capabilities: [onoff, media]}",
	}
	base := "rooms: [{id: r, name: R}]\ndevices:\n  - " + strings.Join(devices, "\n  - ") + "\n"
	h, err := home.Parse("base.yaml", []byte(base))
	if err != nil {
		t.Fatal(err)
	}
	scene := func(dev, cmd, arg, value string) string {
		return base + fmt.Sprintf("scenes:\n  - id: s\n    name: S\n    actions:\n      - {device: %s, command: %s, args: {%s: %s}}\n", dev, cmd, arg, value)
	}
	refused, kept := 0, 0
	for i := range h.Devices {
		d := &h.Devices[i]
		for _, cmd := range d.Commands() {
			spec, _, _ := d.Command(cmd)
			for _, a := range spec.Args {
				if a.Kind != home.Integer && a.Kind != home.Number {
					continue
				}
				bad := []string{num(a.Max + 1), num(a.Min - 1), num(a.Max*10 + 1000), "high"}
				if a.Kind == home.Integer {
					bad = append(bad, num(math.Floor((a.Min+a.Max)/2)+0.5))
				}
				for _, v := range bad {
					_, err := home.Parse("h.yaml", []byte(scene(d.ID, cmd, a.Name, v)))
					if err == nil || !strings.Contains(err.Error(), `scene "s" action 1: `+cmd+` of device "`+d.ID+`": `+a.Name) {
						t.Errorf("%s %s %s: %s: got %v, want it refused", d.ID, cmd, a.Name, v, err)
					}
					refused++
				}
				good := num(math.Floor((a.Min + a.Max) / 2))
				if _, err := home.Parse("h.yaml", []byte(scene(d.ID, cmd, a.Name, good))); err != nil {
					t.Errorf("%s %s %s: %s: %v", d.ID, cmd, a.Name, good, err)
				}
				kept++
			}
		}
	}
	if refused < 40 || kept < 8 {
		t.Fatalf("only %d refused and %d kept", refused, kept)
	}
}

func num(f float64) string { return fmt.Sprint(f) }
