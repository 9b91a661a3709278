package zh

import (
	"strings"
	"testing"
)

// TestOrdinalNotMisheard: 第 before a numeral is an ordinal, never put
// back as the 底 of "to the end" ("风扇开到第二档" set the fan to its top);
// 开到底 and 降到底 said so are still the end.
func TestOrdinalNotMisheard(t *testing.T) {
	n := 0
	for _, verb := range []string{"开到", "调到", "降到", "关到", "放到", "落到", "升到", "拉到"} {
		for _, num := range []string{"一", "二", "三", "五", "2"} {
			for _, unit := range []string{"档", "挡"} {
				text := "风扇" + verb + "第" + num + unit
				if got, end := phrasesOf(t, text), phrasesOf(t, "风扇开到底"); strings.Contains(got, "底") || got == end {
					t.Errorf("%q: %s, want no end", text, got)
				}
				n++
			}
		}
	}
	if n < 80 {
		t.Errorf("%d wordings, want at least 80", n)
	}
	if got, want := phrasesOf(t, "窗帘开到底"), phrasesOf(t, "窗帘开满"); got != want {
		t.Errorf("窗帘开到底: %s, want %s", got, want)
	}
}
