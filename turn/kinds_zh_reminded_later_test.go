package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseRemindedLater says a command of every device of the demo
// home, by each of its Chinese names, as a reminder of what to do when
// something happens ("出门记得锁门", "出门别忘了锁门", "睡觉前记得关灯", "走的时候记
// 得关空调", "回来记得开空调", "下班以后别忘了开空调"): nothing is done or asked,
// and a yes after it does nothing. "走了记得锁门" locked the front door, "进门
// 记得开门厅灯" asked "您是说门厅灯吗？" and a yes switched it on, "出门记得锁门"
// was a name not found (找不到“出门门”). The reminder said alone
// ("记得把门锁上", "别忘了关电视") is the command, with a place before it
// ("厨房记得关灯") too, and with a time told ("十分钟后记得关电视") it is put
// off to it.
func TestChineseRemindedLater(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "remindedlater")
	verbs := map[string][]string{"onoff": {"关", "打开"}, "lock": {"锁上"}, "position": {"关上"}}
	events := []string{"出门", "出门的时候", "睡觉前", "走的时候", "回来", "下班以后", "我出门了", "到家", "走了", "进门", "用完", "出门前"}
	reminders := []string{"记得", "别忘了", "记着", "不要忘了", "千万别忘了"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					for _, ev := range events {
						for _, r := range reminders {
							s.noCommandSaid(ev + r + v + name)
						}
						s.noCommandSaid(ev + "记得把" + name + v)
					}
					s.same("记得把"+name+v, "把"+name+v)
					s.same("别忘了"+v+name, v+name)
				}
			}
		}
	}
	s.same("厨房记得关灯", "关厨房灯")
	for _, text := range []string{"十分钟后记得关电视", "十点记得关厨房灯"} {
		s.n++
		if got := summary(s.ask(text)); !strings.HasPrefix(got, "scheduled") {
			t.Errorf("%q: %s, want it put off", text, got)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
