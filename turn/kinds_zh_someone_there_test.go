package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseSomeoneThereUnplaced: someone there, or no one, said with no
// place before a command of a class (有人就开灯, 有人来就开灯, 没人就关灯) asks
// which room, and the room answered reads that room's presence sensor, as
// 门厅有人就开灯 does: 全部 acts on the rooms whose sensor tells, and a room
// with none says so. A light named (有人就开门厅灯, 没人就关儿童房灯) reads its
// room's. The answer was refused ("门厅灯不能这样操作"), 有人来就开灯 was not
// understood (找不到“来灯”) and 有人就开门厅灯 was refused. The room asked is
// one with a presence sensor (门厅，还是儿童房); every room with lights was
// offered. 的话 after the words of coming or of being there (有人来的话开灯,
// 有人在的话, 没人在的话) ends the condition as after 有人; they were not
// understood. No one is in the demo home: someone there never acts.
func TestChineseSomeoneThereUnplaced(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	reads := func(r turn.Result) string {
		var out []string
		for _, rd := range r.Reads {
			out = append(out, rd.Device)
		}
		return strings.Join(out, ", ")
	}
	rooms := []struct{ room, sensor, light, name string }{
		{"门厅", "sensor.hall_motion", "light.hall", "门厅灯"}, {"儿童房", "sensor.kids_motion", "light.kids", "儿童房灯"},
	}
	someone := []string{"有人就%s", "有人来就%s", "有人进来就%s", "如果有人就%s", "有人来了就%s", "要是有人经过就%s", "有人过来就%s",
		"有人的话%s", "有人来的话%s", "有人来的话就%s", "要是有人进来的话%s", "如果有人来了的话就%s", "有人在的话%s", "假如有人经过的话%s"}
	nobody := []string{"没人就%s", "没有人就%s", "如果没人就%s", "没人的话%s", "要是没人的话就%s", "没人在的话%s", "如果没有人在的话就%s"}
	const asked = "clarify: 哪个房间：门厅，还是儿童房，还是全部？"
	check := func(want, sensor string, texts ...string) {
		t.Helper()
		n++
		r := saidInTurn(e, fmt.Sprintf("someone %d", n), texts...)
		got := summary(r)
		if strings.HasPrefix(want, "clarify") {
			got += r.Say
		}
		if got != want || sensor != "" && reads(r) != sensor || strings.Contains(r.Say, "不能这样操作") {
			t.Errorf("%q: %s reading %q (%s), want %s reading %q", texts, got, reads(r), r.Say, want, sensor)
		}
	}
	for _, r := range rooms {
		for _, f := range someone {
			for _, verb := range []string{"开灯", "把灯打开", "开一下灯"} {
				said := fmt.Sprintf(f, verb)
				check(asked, "", said)
				check("condition_false: ", r.sensor, said, r.room)
			}
			check("condition_false: ", r.sensor, fmt.Sprintf(f, "开"+r.name))
			check("condition_false: ", r.sensor, r.room+fmt.Sprintf(f, "开灯"))
		}
		for _, f := range nobody {
			for _, verb := range []string{"关灯", "把灯关了"} {
				check("planned: "+r.light+" off planned", r.sensor, fmt.Sprintf(f, verb), r.room)
			}
			check("planned: "+r.light+" off planned", r.sensor, fmt.Sprintf(f, "关"+r.name))
		}
	}
	for _, f := range nobody {
		check("planned: light.hall off planned, light.kids off planned", "", fmt.Sprintf(f, "关灯"), "全部")
		check(asked, "", fmt.Sprintf(f, "关灯"))
		check("not_understood: ", "", fmt.Sprintf(f, "关灯"), "客厅")
		check("not_understood: ", "", fmt.Sprintf(f, "关客厅灯"))
	}
	for _, f := range someone {
		check("condition_false: ", "", fmt.Sprintf(f, "开灯"), "全部")
		check("not_understood: ", "", fmt.Sprintf(f, "开卧室灯"))
	}
	for _, said := range []string{"有人来了", "有人进来了", "有人来了吗"} {
		if r := saidInTurn(e, "came "+said, said); len(r.Actions) > 0 {
			t.Errorf("%q: %s, want nothing done", said, summary(r))
		}
	}
	if n < 250 {
		t.Errorf("%d utterances, want at least 250", n)
	}
}
