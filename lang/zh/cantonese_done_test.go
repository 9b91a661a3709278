package zh

import (
	"strings"
	"testing"
)

// TestCantoneseAskedDone says a Cantonese question of a thing done, 未
// ending it after 咗 (開咗冷氣未, 閂咗客廳燈未呀), with every verb of
// switching or locking, thing and ending: the reading of 没 in its place,
// a question, never the verb as a command; 未 with no 咗 before it is left
// as written.
func TestCantoneseAskedDone(t *testing.T) {
	n := 0
	for _, verb := range []string{"開", "閂", "關", "鎖", "熄", "开", "闩"} {
		for _, thing := range []string{"冷氣", "燈", "客廳燈", "電視", "門", "廚房燈", "空调"} {
			for _, end := range []string{"", "呀", "啊", "？", " 呢"} {
				said := verb + "咗" + thing + "未" + end
				mandarin := verb + "咗" + thing + "没" + end
				if got, want := phrasesOf(t, said), phrasesOf(t, mandarin); got != want {
					t.Errorf("%q = %s, want %s as %q", said, got, want, mandarin)
				}
				n++
			}
		}
	}
	if n < 200 {
		t.Errorf("%d wordings, want at least 200", n)
	}
	for _, said := range []string{"未开灯", "未来模式开一下", "开了灯未来"} {
		rs := []rune(said)
		cantonese(rs)
		if string(rs) != said {
			t.Errorf("%q rewritten as %q", said, string(rs))
		}
	}
	if got := phrasesOf(t, "開咗冷氣未"); !strings.HasSuffix(got, "Quest(没)") {
		t.Errorf("開咗冷氣未 = %s, want a question of 没", got)
	}
}
