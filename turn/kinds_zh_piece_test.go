package turn_test

import (
	"strings"
	"testing"
)

// TestChineseOnePieceOfNames says one character of the names of the home's
// devices and rooms, which names nothing of its own nor sounds like a
// class word ("水开了", "把房关了", "有事吗"), with every verb of switching:
// not understood, never a question of which of the names holding it (水
// of 电水壶, 房 of 厨房 and 卧室), whose answer acts.
func TestChineseOnePieceOfNames(t *testing.T) {
	want := map[string]func(string) bool{}
	notUnderstood := func(got string) bool { return strings.HasPrefix(got, "not_understood:") }
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
