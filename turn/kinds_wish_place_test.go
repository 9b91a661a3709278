package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestWishOfARoomThatSetsNoTemperature says a room of the demo home to be
// too cold or too hot, in Chinese and in English, with every room word
// and several frames ("儿童房太冷了", "书房里面有点热", "it's freezing in
// the kids room", "the study is too hot"). Where the room has an air
// conditioner the change is asked back as before; where it has only a
// heater (the kids room), too cold offers the heater on, bound to a yes,
// and too hot is told as where it has none: nothing is done or offered,
// and the reply names the room and the temperature it cannot set: never
// the room as a name not found, nor "no device can".
func TestWishOfARoomThatSetsNoTemperature(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	// room is the room's label in the reply, ac its air conditioner's
	// name where it has one.
	type said struct{ text, room, ac string }
	var all []said
	zhFrames := []string{"%s太冷了", "%s里好热", "%s有点冷啊", "感觉%s太闷了", "%s里面有点热", "%s好冷"}
	zhRooms := map[string]string{"儿童房": "", "书房": "", "厨房": "", "餐厅": "", "卫生间": "", "门厅": "", "楼梯": "",
		"卧室": "卧室空调", "客厅": "客厅空调"}
	for r, ac := range zhRooms {
		for _, f := range zhFrames {
			all = append(all, said{fmt.Sprintf(f, r), r, ac})
		}
	}
	enFrames := []string{"it's too cold in the %s", "it's freezing in the %s", "it is way too hot in the %s", "the %s is too cold",
		"it's a bit chilly in the %s"}
	enRooms := map[string]said{"kids room": {room: "Kids room"}, "nursery": {room: "Kids room"}, "study": {room: "Study"},
		"office": {room: "Study"}, "kitchen": {room: "Kitchen"}, "hall": {room: "Hall"}, "bathroom": {room: "Bathroom"},
		"bedroom": {ac: "Bedroom AC"}, "living room": {ac: "Living room AC"}}
	for r, w := range enRooms {
		for _, f := range enFrames {
			w.text = fmt.Sprintf(f, r)
			all = append(all, w)
		}
	}
	if len(all) < 90 {
		t.Fatalf("%d utterances, want at least 90", len(all))
	}
	for i, s := range all {
		r := e.Ask(context.Background(), turn.Request{Text: s.text, Session: fmt.Sprintf("w%d", i), DryRun: true})
		got := summary(r)
		heater := (s.room == "儿童房" || s.room == "Kids room") && (strings.Contains(s.text, "冷") || strings.Contains(s.text, "cold") ||
			strings.Contains(s.text, "freezing") || strings.Contains(s.text, "chilly"))
		switch {
		case heater:
			if got != "confirm: switch.kids_heater on pending" {
				t.Errorf("%q: %s %q, want its heater offered on", s.text, got, r.Say)
			}
		case runs(got):
			t.Errorf("%q acted: %s", s.text, got)
		case s.ac != "" && (r.Outcome != "clarify" || !strings.Contains(r.Say, s.ac) || !strings.Contains(r.Say, "°C")):
			t.Errorf("%q: %s %q, want the change of the air conditioner asked back", s.text, got, r.Say)
		case s.ac == "" && (r.Outcome != "not_understood" || !strings.Contains(r.Say, s.room) ||
			!strings.Contains(r.Say, "温度") && !strings.Contains(r.Say, "temperature") || strings.Contains(r.Say, "找不到")):
			t.Errorf("%q: %s %q, want the room said to set no temperature", s.text, got, r.Say)
		}
	}
}
