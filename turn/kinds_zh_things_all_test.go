package turn_test

import "testing"

// TestChineseThingsAll says a word of any thing (东西, 设备, 电器, 家电)
// before a word of all ("把东西都关了", "家里的东西都关了", "把客厅电器全关了")
// does what "所有东西" or the room with 都 does: everything, or everything
// of the room, its yes asked as always. It was a name not found (找不到
// “东西”); said with no word of all ("把东西关了") it still names nothing.
func TestChineseThingsAll(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "things")
	for _, n := range []string{"东西", "设备", "电器", "家电"} {
		for _, all := range []string{"都", "全", "全都", "统统"} {
			for _, v := range []string{"关了", "关掉", "关上"} {
				s.same("把"+n+all+v, "把所有东西"+all+v)
				s.same("家里的"+n+all+v, "把所有东西"+all+v)
				for _, r := range []string{"客厅", "卧室", "厨房"} {
					s.same("把"+r+n+all+v, "把"+r+"的"+all+v)
					s.same(r+"的"+n+all+v, "把"+r+"的"+all+v)
				}
			}
		}
	}
	s.nothing("把东西关了", "东西关掉", "把设备关一下")
	if s.n < 300 {
		t.Errorf("%d utterances, want at least 300", s.n)
	}
}
