package zh

import "testing"

// TestLackTold says every word of lackWords after 没 or 没有 at the end of
// what is said of a device ("加湿器没水了", "电视没声音", "扫地机器人没有电了
// 啊"): not understood, never a question of its state; asked with 吗
// ("加湿器有水吗") or after a verb ("空调开了没") it is still a question.
func TestLackTold(t *testing.T) {
	n := 0
	for w := range lacks {
		for _, dev := range []string{"加湿器", "电视", "扫地机器人", "电水壶里"} {
			for _, not := range []string{notYet, notHave} {
				for _, tail := range []string{"", "了", "了啊"} {
					said := dev + not + w + tail
					n++
					if cs, err := (pack{}).Parse(said); err == nil {
						t.Errorf("%q parses: %v", said, cs)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d wordings, want at least 200", n)
	}
	for _, said := range []string{"加湿器有水吗", "扫地机还有电吗", "空调开了没", "灯关了没有", "电视有声音吗"} {
		if _, err := (pack{}).Parse(said); err != nil {
			t.Errorf("%q: %v", said, err)
		}
	}
}
