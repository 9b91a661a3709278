package turn_test

import "testing"

// wakeHome has a light, an air conditioner and a tv to command, and a
// gas valve and a lock that must still be confirmed.
const wakeHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: kitchen, name: 厨房}
  - {id: hall, name: 门厅}
devices:
  - {id: light.living, name: 客厅灯, room: living, type: light, capabilities: [onoff, brightness], state: {"on": false, brightness: 50}}
  - {id: climate.living, name: 客厅空调, room: living, type: climate, capabilities: [onoff, thermostat], state: {"on": false, target_temperature: 26}}
  - {id: media.tv, name: 电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": true, volume: 20}}
  - {id: light.kitchen, name: 厨房灯, room: kitchen, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: valve.gas, name: 燃气阀门, room: kitchen, type: valve, capabilities: [valve], risk: high, state: {open: false}}
  - {id: lock.front, name: 前门, room: hall, type: lock, capabilities: [lock], state: {locked: true}}
`

// TestChineseWakeWordsOfEverySpeaker says a command woken the ways the
// smart speakers sold in China are woken (the name twice, 你好 or 嗨
// before it, 你好 after it, 同学 after it: 你好小智, 小智小智, 叮咚叮咚,
// 小爱你好, 嗨小爱, 小优同学) does what the command alone does, where
// 你好小智打开厨房灯 was not understood; woken before a remark, a question,
// a negation or a hazard, it acts no more than they do alone.
func TestChineseWakeWordsOfEverySpeaker(t *testing.T) {
	generatedKinds(t)
	names := []string{"小爱", "小度", "小艺", "小布", "小智", "小微", "小优", "小京鱼", "小翼", "叮咚"}
	var wakes []string
	for _, n := range names {
		wakes = append(wakes, n+n, "你好"+n, "嗨"+n, n+"你好", n+"同学", n+"同学，", "你好"+n+"，")
	}
	commands := map[string]string{
		"把客厅灯打开":     "planned: light.living on planned",
		"客厅灯调暗一点":    "planned: light.living set planned",
		"关一下厨房灯":     "planned: light.kitchen off planned",
		"客厅空调调到二十五度": "planned: climate.living set temperature=25 planned",
		"电视声音小一点吧":   "planned: media.tv set planned",
		"打开燃气阀门":     "confirm: valve.gas open pending",
		"把前门打开":      "confirm: lock.front unlock pending",
	}
	nothing := []string{"不要开客厅灯", "今天天气怎么样", "好冷啊", "客厅灯开着吗", "他说把灯关了"}
	want := map[string]func(string) bool{}
	for _, w := range wakes {
		for cmd, sum := range commands {
			want[w+cmd] = is(sum)
		}
		for _, s := range nothing {
			want[w+s] = func(got string) bool { return !runs(got) }
		}
	}
	if len(want) < 500 {
		t.Errorf("%d wordings, want at least 500", len(want))
	}
	for cmd, sum := range commands {
		want[cmd] = is(sum)
	}
	askAll(t, eveningEngine(t, "wake.yaml", wakeHome), want, "wake word")
}
