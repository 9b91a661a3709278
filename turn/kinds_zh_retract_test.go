package turn_test

import (
	"strings"
	"testing"
)

// TestChineseCommandTakenBack says each command, with a name, a class
// alone that asks which room first, or a verb before its object, then
// taken back by a negation of its own verb with nothing named (开灯吧还是
// 别开了, 关空调，不要关了), after every particle, pause and 还是: nothing is
// done or asked about, where the class alone asked which room and the
// answer did it, and 开灯吧别开了 read as opening everything but the
// lights.
func TestChineseCommandTakenBack(t *testing.T) {
	generatedKinds(t)
	commands := map[string]string{"开灯": "开", "关灯": "关", "打开卧室空调": "开", "关掉电视": "关", "把灯打开": "开",
		"开客厅灯": "开", "把卧室的灯关了": "关", "打开厨房的灯": "开"}
	want := map[string]func(string) bool{}
	for cmd, verb := range commands {
		for _, gap := range []string{"", "吧", "吧 ", "，", " 还是", "吧还是", "，还是"} {
			for _, neg := range []string{"别", "不要", "先别", "不用"} {
				for _, tail := range []string{"了", "了吧"} {
					want[cmd+gap+neg+verb+tail] = func(got string) bool { return strings.HasPrefix(got, "cancelled:") }
				}
			}
		}
	}
	askAll(t, eveningEngine(t, "rooms.yaml", roomsHome), want, "a command taken back")
	if len(want) < 300 {
		t.Errorf("%d wordings, want at least 300", len(want))
	}
}
