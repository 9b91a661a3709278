package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestConditionRoomWithoutSensor: a command under a condition on the
// temperature that names no place, on each device of the demo home that
// switches in a room where nothing measures the temperature ("if it's
// above 20 turn on the kids room heater", 如果温度超过20度就打开儿童房取暖器),
// reads no sensor of another room and is not done: it read the mean of
// the home's other rooms. Said in a room that has one, that room's is
// read.
func TestConditionRoomWithoutSensor(t *testing.T) {
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	sensed := map[string]bool{}
	for _, d := range h.Devices {
		if slices.Contains(d.Capabilities, "temperature") {
			sensed[d.Room] = true
		}
	}
	n := 0
	for _, d := range h.Devices {
		if d.Room == "" || sensed[d.Room] || !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		texts := []string{"if it's above 20 degrees turn on the " + strings.ToLower(d.Name), "if the temperature is below 30 switch on the " + strings.ToLower(d.Name)}
		for _, a := range d.Aliases {
			if strings.ContainsFunc(a, func(c rune) bool { return c > 0x2e80 }) {
				texts = append(texts, "如果温度超过20度就打开"+a)
				break
			}
		}
		for _, text := range texts {
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("cr%d", n), DryRun: true})
			if len(r.Reads) > 0 || runs(summary(r)) {
				t.Errorf("%q: %s, read %v (%s), want nothing read or done", text, summary(r), r.Reads, r.Say)
			}
		}
	}
	if n < 10 {
		t.Errorf("%d commands, want at least 10", n)
	}
	r := e.Ask(context.Background(), turn.Request{Text: "if it's above 20 degrees turn on the hall light", Room: "study", Session: "in study", DryRun: true})
	if len(r.Reads) != 1 || r.Reads[0].Device != "sensor.study" {
		t.Errorf("said in the study: %s, read %v, want sensor.study", summary(r), r.Reads)
	}
}
