package closure_test

import (
	"strings"
	"testing"
)

// switched are kindsHome's devices that switch, by their English and
// Chinese names.
var switched = map[[2]string]string{
	{"printer", "打印机"}:        "switch.printer",
	{"desk lamp", "书房台灯"}:     "light.desk",
	{"kitchen light", "厨房吊灯"}: "light.kitchen",
	{"washer", "洗衣机"}:         "switch.washer",
}

// TestWrappers: every command of switching a device on or off, wrapped in
// the words that pass it on to the one it is said to, does what the
// command does: the one told is no target when the command names one, and
// is the target when it names none.
func TestWrappers(t *testing.T) {
	e := kindsEngine(t)
	en, zh := map[string]outcome{}, map[string]outcome{}
	wrapEN := []string{"tell the assistant to %c", "ask home assistant to %c", "tell olly to %c", "do: %c", "do %c",
		"please could you %c", "can you %c for me"}
	wrapZH := []string{"帮我%c", "叫助手%c", "让助手%c", "跟助手说%c", "告诉助手%c", "你去%c"}
	for names, id := range switched {
		n, z := names[0], names[1]
		for _, dir := range []string{"on", "off"} {
			want := doing(id + " " + dir)
			for _, v := range []string{"turn", "switch"} {
				c := v + " " + dir + " the " + n
				for _, w := range wrapEN {
					en[strings.Replace(w, "%c", c, 1)] = want
				}
			}
			en["ask the "+n+" to turn "+dir] = want
			en["tell the "+n+" to switch "+dir] = want
			en["have the "+n+" turn "+dir] = want
		}
		for cluster, dir := range map[string]string{"open-on": "on", "close-off": "off"} {
			want := doing(id + " " + dir)
			for _, v := range verbsOf("开灯", cluster)[:4] {
				for _, w := range wrapZH {
					zh[strings.Replace(w, "%c", v+z, 1)] = want
				}
				zh["给我把"+z+v] = want
				zh["让"+z+v] = want
				zh["叫"+z+v] = want
			}
		}
	}
	check(t, e, "wrappers (en)", 60, en)
	check(t, e, "wrappers (zh)", 60, zh)
}
