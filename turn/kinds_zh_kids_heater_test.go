package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseHeaterFragmentAndKidsRoomWords says the heater by 暖器 (what is
// left of 电暖器 and 取暖器) and the kids room by the words of a child's room
// (小孩房, 小孩房间, 孩子房间, 小孩的房间, 孩子的房间, 小孩屋, 孩子的屋), with verbs, frames and
// particles. The heater is asked for a yes (it is hazardous) and never is
// an air conditioner; a light of the kids room is switched as 儿童房灯 is;
// switching the heater off needs no yes.
func TestChineseHeaterFragmentAndKidsRoomWords(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	want := map[string]string{}
	on := []string{"打开%s", "把%s打开", "%s开一下", "开%s吧", "帮我把%s打开啊"}
	off := []string{"关掉%s", "把%s关了", "%s关一下"}
	kids := []string{"小孩房", "小孩房间", "孩子房间", "小孩的房间", "孩子的房间", "儿童房", "小孩屋", "孩子屋", "小孩的屋", "孩子的屋"}
	for _, f := range on {
		want[fmt.Sprintf(f, "暖器")] = "confirm: switch.kids_heater on pending"
		for _, k := range kids {
			for _, of := range []string{"", "的"} {
				want[fmt.Sprintf(f, k+of+"灯")] = "planned: light.kids on planned"
				want[fmt.Sprintf(f, k+of+"取暖器")] = "confirm: switch.kids_heater on pending"
				want[fmt.Sprintf(f, k+of+"暖器")] = "confirm: switch.kids_heater on pending"
			}
		}
	}
	for _, f := range off {
		want[fmt.Sprintf(f, "暖器")] = "planned: switch.kids_heater off planned"
		for _, k := range kids {
			want[fmt.Sprintf(f, k+"的灯")] = "planned: light.kids off planned"
		}
	}
	for _, f := range off {
		for _, w := range []string{"洗澡间的灯", "洗澡间灯"} {
			want[fmt.Sprintf(f, w)] = "planned: light.bathroom off planned" // 洗澡间 is the 卫生间
		}
		want[fmt.Sprintf(f, "卧房的床头灯")] = "planned: light.bedside off planned" // 卧房 the 卧室
	}
	if len(want) < 150 {
		t.Fatalf("%d utterances, want at least 150", len(want))
	}
	i := 0
	for text, w := range want {
		i++
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("kh%d", i), DryRun: true})
		if got := summary(r); got != w {
			t.Errorf("%q: %s %q, want %s", text, got, r.Say, w)
		}
	}
}

// TestChineseKidsRoomWordsDoNotAct: a child said of, not a room, does
// nothing.
func TestChineseKidsRoomWordsDoNotAct(t *testing.T) {
	e, _, _ := demo(t)
	for _, text := range []string{"孩子睡了", "小孩在房间里", "孩子的房间真乱", "暖器坏了"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if got := summary(r); runs(got) {
			t.Errorf("%q acted: %s", text, got)
		}
	}
}
