package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestChineseOnePieceOfNames says one character of the names of the home's
// devices and rooms, which names nothing of its own nor sounds like a
// class word ("水开了", "把房关了", "有事吗"), with every verb of switching:
// not understood, never a question of which of the names holding it (水
// of 电水壶, 房 of 厨房 and 卧室), whose answer acts.
func TestChineseOnePieceOfNames(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	for _, c := range strings.Split("水壶烤箱燃气卧室厨房客厅视窗帘风", "") {
		for _, f := range []string{"%s开了", "打开%s", "把%s关了", "%s开一下吧", "%s关掉"} {
			want[strings.Replace(f, "%s", c, 1)] = notUnderstood
		}
	}
	want["有事吗"], want["什么事"] = notUnderstood, notUnderstood
	askAll(t, eveningEngine(t, "rooms.yaml", roomsHome), want, "one piece of names")
	if len(want) < 50 {
		t.Errorf("%d wordings, want at least 50", len(want))
	}
}

// TestChineseOnePieceOfNamesAfterAPlace says a room and one character of
// the names of its devices, which names nothing of its own nor sounds
// like a class word, told as what happened there or asked for ("厨房的水开了",
// "卧室里的帘开一下", "把客厅的视关了"), with every way of joining the
// place: not understood, as the character said alone is, never the device
// of the room whose name holds it; the whole name after the room still
// acts.
func TestChineseOnePieceOfNamesAfterAPlace(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	pieces := map[string]string{"厨房": "水壶烤箱燃门", "卧室": "主头帘", "客厅": "电视"}
	joins := []string{"%s的%s", "%s里的%s", "%s里%s"}
	forms := []string{"%s开了", "%s关了", "把%s打开", "%s开一下吧", "%s关掉"}
	for room, chars := range pieces {
		for _, c := range strings.Split(chars, "") {
			for _, j := range joins {
				for _, f := range forms {
					said := fmt.Sprintf(j, room, c)
					want[strings.Replace(f, "%s", said, 1)] = notUnderstood
				}
			}
		}
	}
	if len(want) < 150 {
		t.Errorf("%d wordings, want at least 150", len(want))
	}
	want["把厨房的电水壶打开"] = is("confirm: switch.kettle on pending")
	want["卧室里的床头灯关了"] = is("planned: light.bedside off planned")
	want["客厅的电视关掉"] = is("planned: media.tv off planned")
	askAll(t, eveningEngine(t, "rooms.yaml", roomsHome), want, "one piece of names after a place")
}

func notUnderstood(got string) bool { return strings.HasPrefix(got, "not_understood:") }
