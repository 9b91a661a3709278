package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestChineseClassAskedWhole: a question of yes or no of a state asked of
// a class by its word alone (门关好了吗, 门窗都关好了吗, 门和窗关了没, 空调开着吗)
// reads every device of the class, as 门都关好了吗 does: 门 answered the
// front door's contact alone, never the garage door. A device's own name
// (前门锁了吗, 车库门关了吗) is that device alone, and nothing is done.
func TestChineseClassAskedWhole(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	check := func(text string, want ...string) {
		t.Helper()
		n++
		r := saidInTurn(e, fmt.Sprintf("class asked %d", n), text)
		var got []string
		for _, rd := range r.Reads {
			got = append(got, rd.Device)
		}
		slices.Sort(got)
		if r.Outcome != "answer" || len(r.Actions) > 0 || !slices.Equal(got, want) {
			t.Errorf("%q: %s reading %v (%s), want an answer reading %v", text, summary(r), got, r.Say, want)
		}
	}
	doors := []string{"cover.garage_door", "sensor.front_door"}
	acs := []string{"climate.bedroom_ac", "climate.living_ac"}
	asked := map[string][]string{
		"关": {"%s关了吗", "%s关好了吗", "%s关了没", "%s关了没有", "%s关上了吗", "%s是关着的吗", "%s都关了吗", "%s关好没有", "%s是不是关着"},
		"开": {"%s开着吗", "%s开着没", "%s是开着的吗", "%s都开着吗", "%s是不是开着"},
	}
	for _, forms := range asked {
		for _, f := range forms {
			for _, said := range []string{"门", "门窗", "门和窗", "家里的门", "家里门窗"} {
				check(strings.Replace(f, "%s", said, 1), doors...)
			}
			check(strings.Replace(f, "%s", "空调", 1), acs...)
		}
	}
	for _, f := range asked["关"] {
		check(strings.Replace(f, "%s", "车库门", 1), "cover.garage_door")
	}
	for _, f := range []string{"%s锁了吗", "%s锁好了吗", "%s锁了没"} {
		check(strings.Replace(f, "%s", "前门", 1), "lock.front_door")
	}
	if n < 80 {
		t.Errorf("%d utterances, want at least 80", n)
	}
}
