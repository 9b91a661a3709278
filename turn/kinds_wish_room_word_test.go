package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestWishOfARoomThatIsAlsoAClassWord says a room of the demo home to be
// too cold, too hot, too dark or too bright, where the room's word is also
// a class word (车库, the word of a garage door too) or where the room's
// light only switches (卫生间, 浴室, 厕所, 车库, 花园, 楼梯), with several
// frames and particles. A temperature says what the room lacks; a light
// level asks to switch that room's light, and a yes switches it alone:
// never the garage door, never the bathroom fan, never the room as a name
// not found.
func TestWishOfARoomThatIsAlsoAClassWord(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	// light is the room's light in the reply, "" for a temperature.
	type said struct{ text, room, light, id string }
	rooms := map[string]struct{ label, light, id string }{
		"车库": {"车库", "车库灯", "light.garage"}, "卫生间": {"卫生间", "卫生间灯", "light.bathroom"},
		"浴室": {"卫生间", "卫生间灯", "light.bathroom"}, "厕所": {"卫生间", "卫生间灯", "light.bathroom"},
		"花园": {"花园", "花园灯", "light.garden"}, "楼梯": {"楼梯", "楼梯灯", "light.landing"},
	}
	hot := []string{"太冷了", "好冷啊", "有点冷", "太热了吧", "好热"}
	dark := []string{"太暗了", "好暗啊", "有点暗", "太黑了吧"}
	frames := []string{"%s%s", "%s里%s", "%s里面%s", "感觉%s%s"}
	var all []said
	for r, w := range rooms {
		for _, f := range frames {
			for _, h := range hot {
				if r != "花园" && r != "楼梯" {
					all = append(all, said{fmt.Sprintf(f, r, h), w.label, "", ""})
				}
			}
			for _, d := range dark {
				all = append(all, said{fmt.Sprintf(f, r, d), w.label, w.light, w.id})
			}
		}
	}
	if len(all) < 150 {
		t.Fatalf("%d utterances, want at least 150", len(all))
	}
	for i, s := range all {
		sess := fmt.Sprintf("rw%d", i)
		r := e.Ask(context.Background(), turn.Request{Text: s.text, Session: sess, DryRun: true})
		got := summary(r)
		switch {
		case runs(got):
			t.Errorf("%q acted: %s", s.text, got)
		case strings.Contains(r.Say, "找不到"):
			t.Errorf("%q: %q, the room said as a name not found", s.text, r.Say)
		case s.light == "" && (r.Outcome != "not_understood" || !strings.Contains(r.Say, s.room) || !strings.Contains(r.Say, "温度")):
			t.Errorf("%q: %s %q, want the room said to set no temperature", s.text, got, r.Say)
		case s.light != "" && (r.Outcome != "clarify" || !strings.Contains(r.Say, "打开"+s.light) || len(r.Options) != 1):
			t.Errorf("%q: %s %q, want the room's light alone asked to be switched on", s.text, got, r.Say)
		case s.light != "":
			yes := e.Ask(context.Background(), turn.Request{Text: "好的", Session: sess, DryRun: true})
			if got := summary(yes); got != "planned: "+s.id+" on planned" {
				t.Errorf("%q then 好的: %s, want %s on alone", s.text, got, s.id)
			}
		}
	}
}

// TestWishOfADeviceNamedAfterItsRoom keeps a wish said of a device whose
// name begins with its room's word (车库门太冷了, 卫生间灯太暗了) as before:
// the device cannot, or its switching is asked; nothing is done.
func TestWishOfADeviceNamedAfterItsRoom(t *testing.T) {
	e, _, _ := demo(t)
	for text, want := range map[string]string{
		"车库门太冷了": "not_understood", "车库门太暗了": "not_understood", "卫生间灯太暗了": "clarify",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if got := summary(r); runs(got) || r.Outcome != want {
			t.Errorf("%q: %s %q, want %s", text, got, r.Say, want)
		}
	}
}
