package zh

import (
	"strings"
	"testing"
)

// TestTimerSaid: a timer said of a command (定时 before its delay or its
// time of day: "卧室空调定时两个小时关", "定时半小时关电视", "定时八点开空调")
// is when the command runs, as "两个小时后关" is; it was not understood. A
// duration after a command with no 定时 is still how long it lasts.
func TestTimerSaid(t *testing.T) {
	delays := map[string]int{"两个小时": 7200, "两小时": 7200, "半小时": 1800, "十分钟": 600, "一个半小时": 5400, "四十五分钟": 2700}
	n := 0
	for d, secs := range delays {
		for _, cmd := range []string{"卧室空调%s关", "电视%s关掉", "卧室空调%s后关闭", "%s关卧室空调", "%s后把电视关了"} {
			said := strings.Replace(cmd, "%s", timerBefore+d, 1)
			rest, w, ok := (pack{}).When(said)
			n++
			if !ok || w.After != secs || strings.Contains(rest, timerBefore) || strings.Contains(rest, d) {
				t.Errorf("When(%q) = %q, %+v, %v; want it done in %d s", said, rest, w, ok, secs)
			}
		}
	}
	for said, clock := range map[string]string{"定时八点开卧室空调": "08:00", "卧室空调定时八点开": "08:00", "定时晚上八点关电视": "20:00"} {
		rest, w, ok := (pack{}).When(said)
		n++
		if !ok || w.Clock != clock || strings.Contains(rest, timerBefore) {
			t.Errorf("When(%q) = %q, %+v, %v; want it done at %s", said, rest, w, ok, clock)
		}
	}
	if n < 30 {
		t.Errorf("%d wordings, want at least 30", n)
	}
	if rest, secs, ok := (pack{}).Lasts("空调开两个小时"); !ok || secs != 7200 || rest == "" {
		t.Errorf("Lasts(%q) = %q, %d, %v; want two hours", "空调开两个小时", rest, secs, ok)
	}
}
