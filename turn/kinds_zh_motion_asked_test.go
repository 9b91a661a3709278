package turn_test

import (
	"strings"
	"testing"
)

// TestChineseMotionAsked: 动静 asked of a room (门厅有动静吗, 门厅有没有动静,
// 门厅现在有动静吗) reads its presence sensor, and said in a condition
// (门厅有动静就开灯) is that sensor's state: it was a name not found (门厅里
// 找不到“动静”). A thing said to give no sign (加湿器没动静了) is as before.
func TestChineseMotionAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "motion")
	for room, sensor := range map[string]string{"门厅": "sensor.hall_motion", "儿童房": "sensor.kids_motion"} {
		for _, f := range []string{"%s有动静吗", "%s有没有动静", "%s现在有动静吗", "%s有动静没有", "%s里有没有动静啊"} {
			text := strings.Replace(f, "%s", room, 1)
			s.n++
			if r := s.ask(text); r.Outcome != "answer" || len(r.Reads) != 1 || r.Reads[0].Device != sensor {
				t.Errorf("%q: %s %q, want %s read", text, summary(r), r.Say, sensor)
			}
		}
		for _, f := range []string{"%s有动静就开灯", "%s有动静的话把灯打开"} {
			text := strings.Replace(f, "%s", room, 1)
			s.n++
			if r := s.ask(text); r.Outcome != "condition_false" {
				t.Errorf("%q: %s %q, want the condition read false", text, summary(r), r.Say)
			}
		}
	}
	s.nothing("加湿器没动静了", "电视没有动静")
	if s.n < 15 {
		t.Errorf("%d utterances, want at least 15", s.n)
	}
}
