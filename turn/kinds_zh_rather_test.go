package turn_test

import "testing"

// TestChineseRatherTakesBack says a command taken back in the same breath
// with 还是 after a pause ("客厅灯打开，还是关掉吧", "开厨房灯，嗯，还是开客厅灯吧",
// "客厅空调调到二十四度，要不还是二十六度吧"), with 是 before a command
// ("开客厅灯，哦，是关客厅灯") or with 换成 or 改成 before a value ("空调调到二十四度，
// 换成二十六度") does only what is said instead,
// with the names of the command taken back where it names nothing and in
// place of its value where it is a value: both commands ran, the one taken
// back first. A hazard said instead is still confirmed; a choice asked
// (…，还是关空调呢) and a command taken back for nothing (…，还是不要了)
// run nothing.
func TestChineseRatherTakesBack(t *testing.T) {
	generatedKinds(t)
	instead := []struct{ first, then, want string }{
		{"客厅灯打开", "关掉", "planned: light.living off planned"},
		{"把客厅灯打开", "关了", "planned: light.living off planned"},
		{"打开客厅灯", "关上", "planned: light.living off planned"},
		{"厨房灯关掉", "打开", "planned: light.kitchen on planned"},
		{"客厅空调打开", "关掉", "planned: climate.living off planned"},
		{"开厨房灯", "开客厅灯", "planned: light.living on planned"},
		{"关掉厨房灯", "把电视关了", "planned: media.tv off planned"},
		{"客厅空调调到二十四度", "二十六度", "planned: climate.living set temperature=26 planned"},
		{"把客厅空调调到二十度", "二十二度", "planned: climate.living set temperature=22 planned"},
		{"客厅灯调到百分之三十", "百分之六十", "planned: light.living set brightness=60 planned"},
		{"客厅灯亮度调到二十", "八十", "planned: light.living set brightness=80 planned"},
		{"关掉客厅灯", "打开燃气阀门", "confirm: valve.gas open pending"},
		{"打开厨房灯", "把前门打开", "confirm: lock.front unlock pending"},
	}
	nothing := func(got string) bool { return !runs(got) }
	want := map[string]func(string) bool{}
	for _, c := range instead {
		for _, pause := range []string{"，", "，嗯，", " ", "，呃 "} {
			for _, lead := range []string{"还是", "算了还是", "要不还是"} {
				for _, end := range []string{"吧", ""} {
					want[c.first+pause+lead+c.then+end] = is(c.want)
				}
			}
			want[c.first+pause+"还是不要了"] = nothing
			want[c.first+pause+"还是算了"] = nothing
		}
	}
	said := []struct{ first, then, want string }{
		{"开客厅灯", "关客厅灯", "planned: light.living off planned"},
		{"打开厨房灯", "关掉", "planned: light.kitchen off planned"},
		{"关掉客厅灯", "关掉厨房灯", "planned: light.kitchen off planned"},
		{"把客厅空调打开", "把电视关了", "planned: media.tv off planned"},
	}
	changed := []struct{ first, then, want string }{
		{"客厅空调调到二十四度", "二十六度", "planned: climate.living set temperature=26 planned"},
		{"把客厅灯调到百分之三十", "百分之六十", "planned: light.living set brightness=60 planned"},
	}
	for _, pause := range []string{"，", "，哦，", "，嗯 ", " "} {
		for _, end := range []string{"吧", ""} {
			for _, c := range said {
				want[c.first+pause+"是"+c.then+end] = is(c.want)
			}
			for _, c := range changed {
				for _, to := range []string{"换成", "改成", "改为"} {
					want[c.first+pause+to+c.then+end] = is(c.want)
				}
			}
		}
	}
	for _, s := range []string{"关厨房灯，还是关客厅灯呢", "打开客厅灯，还是打开电视呢", "等一下，还是别关了", "打开燃气阀门，还是不要了", "把前门打开，还是算了吧"} {
		want[s] = nothing
	}
	if len(want) < 300 {
		t.Errorf("%d wordings, want at least 300", len(want))
	}
	askAll(t, eveningEngine(t, "rather.yaml", wakeHome), want, "rather")
}
