package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestContactSensorsAreWaysIn: a sensor of open or shut named for what it
// is on ("Front door contact", "Back door sensor", "Kitchen window
// contact sensor", 入户门门磁, 阳台门传感器, 厨房窗磁) is one of the doors or the
// windows: "are the doors closed", "are all the windows shut", 门都关好了吗,
// 窗户都关了吗 and 门窗都关好了吗 read it with the others of its class. It was
// left out ("I can't find doors", 找不到“门”), and 门窗 was one name not
// found. A sensor named for no way in ("Hall motion sensor", 客厅温湿度计)
// is none of them.
func TestContactSensorsAreWaysIn(t *testing.T) {
	generatedKinds(t)
	type sensor struct{ id, name, class string }
	var sensors []sensor
	for i, door := range []string{"Front door", "Back door", "Patio door", "Side gate", "Kitchen window", "Bedroom window"} {
		class := "door"
		switch {
		case strings.HasSuffix(door, "window"):
			class = "window"
		case strings.HasSuffix(door, "gate"):
			class = "gate"
		}
		for j, word := range []string{"contact", "sensor", "contact sensor"} {
			sensors = append(sensors, sensor{fmt.Sprintf("sensor.en%d_%d", i, j), door + " " + word, class})
		}
	}
	for i, door := range []string{"入户门", "阳台门", "后门", "厨房窗", "卧室窗户"} {
		class := "door"
		if strings.Contains(door, "窗") {
			class = "window"
		}
		for j, word := range []string{"磁", "传感器", "感应器"} {
			sensors = append(sensors, sensor{fmt.Sprintf("sensor.zh%d_%d", i, j), door + word, class})
		}
	}
	var b strings.Builder
	b.WriteString("rooms:\n  - {id: hall, name: Hall}\ndevices:\n")
	for _, s := range sensors {
		fmt.Fprintf(&b, "  - {id: %s, name: %s, room: hall, type: sensor, capabilities: [contact], state: {contact: false}}\n", s.id, s.name)
	}
	b.WriteString("  - {id: sensor.motion, name: Hall motion sensor, room: hall, type: sensor, capabilities: [motion], state: {motion: false}}\n")
	b.WriteString("  - {id: sensor.th, name: 客厅温湿度计, room: hall, type: sensor, capabilities: [temperature], state: {temperature: 20}}\n")
	e := eveningEngine(t, "contacts.yaml", b.String())
	read := func(text string) []string {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "contact " + text, DryRun: true})
		var ids []string
		for _, x := range r.Reads {
			ids = append(ids, x.Device)
		}
		slices.Sort(ids)
		return slices.Compact(ids)
	}
	want := func(classes ...string) []string {
		var ids []string
		for _, s := range sensors {
			if slices.Contains(classes, s.class) {
				ids = append(ids, s.id)
			}
		}
		slices.Sort(ids)
		return ids
	}
	n := 0
	for text, classes := range map[string][]string{
		"are the doors closed": {"door"}, "is every door shut": {"door"}, "are all the windows closed": {"window"},
		"are the gates closed": {"gate"}, "门都关好了吗": {"door"}, "窗户都关了吗": {"window"}, "门窗都关好了吗": {"door", "window"},
		"门和窗户都关了吗": {"door", "window"},
	} {
		n++
		if got := read(text); !slices.Equal(got, want(classes...)) {
			t.Errorf("%q reads %v, want %v", text, got, want(classes...))
		}
	}
	if n < 8 {
		t.Errorf("%d questions, want at least 8", n)
	}
}
