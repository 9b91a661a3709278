package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestChineseNoMotionIf: no motion said of a room before 就 or 的话 and a
// command (门厅没有动静就关灯, 门厅没动静的话把灯关了, 儿童房没动静了就关灯) is a
// condition on the room's presence sensor, as 门厅没人就关灯 is; with no room
// (没动静就关灯) it asks which of the rooms with one. It was a name not found
// (门厅里找不到“动静灯”). A room with no sensor says so and does nothing; a
// thing said to give no sign (加湿器没动静了, 电视没有动静) is still a trouble
// told. No motion is sensed in the demo home: the lights are switched off.
func TestChineseNoMotionIf(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	check := func(want, sensor string, texts ...string) {
		t.Helper()
		n++
		r := saidInTurn(e, fmt.Sprintf("no motion %d", n), texts...)
		read := false
		for _, rd := range r.Reads {
			read = read || rd.Device == sensor
		}
		if got := summary(r); got != want || sensor != "" && !read {
			t.Errorf("%q: %s (%s), want %s reading %s", texts, got, r.Say, want, sensor)
		}
	}
	forms := []string{"%s没有动静就%s", "%s没动静就%s", "%s没动静的话%s", "如果%s没有动静就%s", "要是%s没动静了就%s", "%s没有动静的话就%s", "%s要是没动静就%s"}
	verbs := []string{"关灯", "把灯关了", "关一下灯", "把灯关掉吧"}
	rooms := []struct{ room, sensor, light string }{
		{"门厅", "sensor.hall_motion", "light.hall"}, {"玄关", "sensor.hall_motion", "light.hall"}, {"儿童房", "sensor.kids_motion", "light.kids"},
	}
	for _, r := range rooms {
		for _, f := range forms {
			for _, v := range verbs {
				check("planned: "+r.light+" off planned", r.sensor, fmt.Sprintf(f, r.room, v))
			}
		}
	}
	for _, f := range forms {
		bare := strings.Replace(f, "%s", "", 1)
		check("clarify: ", "", fmt.Sprintf(bare, "关灯"))
		check("planned: light.hall off planned", "sensor.hall_motion", fmt.Sprintf(bare, "关灯"), "门厅")
		for _, room := range []string{"卧室", "书房", "客厅"} {
			check("not_understood: ", "", fmt.Sprintf(f, room, "关灯"))
		}
	}
	for _, said := range []string{"加湿器没动静了", "电视没有动静", "扫地机没动静了", "门厅没有动静", "空调一点动静都没有"} {
		if r := saidInTurn(e, "told "+said, said); len(r.Actions) > 0 {
			t.Errorf("%q: %s, want nothing done", said, summary(r))
		}
	}
	if n < 100 {
		t.Errorf("%d utterances, want at least 100", n)
	}
}
