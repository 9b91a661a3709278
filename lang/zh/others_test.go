package zh

import (
	"strings"
	"testing"
)

// TestOtherRoomsAreButTheSpeakers: every word of the other rooms, before
// a class or alone, with no exception said, says an exception of the room
// ("其他房间的灯关了" is every light but the speaker's room's); every word of
// the others alone is not understood with no exception or refusal said,
// and is what is not excepted with one.
func TestOtherRoomsAreButTheSpeakers(t *testing.T) {
	n := 0
	if got := phrasesOf(t, "除了主卧，其他房间的灯都关掉"); strings.Contains(got, "Except("+roomWord+")") {
		t.Errorf("除了主卧，其他房间的灯都关掉: %s, want only 主卧 excepted", got)
	}
	for w := range otherRooms {
		for _, tpl := range []string{"%s的灯关了", "%s也关了", "把%s的空调都打开"} {
			said := strings.Replace(tpl, "%s", w, 1)
			if got := phrasesOf(t, said); !strings.Contains(got, "Except("+roomWord+")") {
				t.Errorf("%q: %s, want the room excepted", said, got)
			}
			n++
		}
	}
	for w := range othersAlone {
		for _, tpl := range []string{"%s也关了", "把%s都打开", "%s灯也关了吧"} {
			said := strings.Replace(tpl, "%s", w, 1)
			if cls, err := (pack{}).Parse(said); err == nil {
				t.Errorf("%q: %v, want not understood", said, cls)
			}
			n++
		}
		for _, tpl := range []string{"除了电视，%s都关了", "除了电视%s都关掉", "客厅灯留着%s都关了", "客厅灯别关，%s都关了"} {
			said := strings.Replace(tpl, "%s", w, 1)
			if got := phrasesOf(t, said); !strings.Contains(got, "Except(") && !strings.Contains(got, "13(") {
				t.Errorf("%q: %s, want its exception", said, got)
			}
			n++
		}
	}
	if n < 40 {
		t.Errorf("%d wordings, want at least 40", n)
	}
}
