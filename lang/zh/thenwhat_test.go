package zh

import (
	"strings"
	"testing"
)

// TestThenWhat: 那…呢 after a room, a device or a place's device, with
// every opener of the pack and with or without a question mark, names
// what the follow-up without 那 names; 那 said first without 呢 is
// "then" too (thenBefore), and 那个 inside a command stays as it was.
func TestThenWhat(t *testing.T) {
	n := 0
	for _, tg := range []string{"客厅", "卧室", "门厅灯", "书房的台灯", "儿童房的", "厨房的灯"} {
		want := phrasesOf(t, tg+askedAgain)
		for _, o := range thenOpens {
			for _, end := range []string{"", "？", "?", "。"} {
				said := o + tg + askedAgain + end
				n++
				if got := phrasesOf(t, said); got != want {
					t.Errorf("%q: %s, want %s", said, got, want)
				}
			}
		}
	}
	if n < 70 {
		t.Errorf("%d ways, want at least 70", n)
	}
	if got, alone := phrasesOf(t, "那客厅"), phrasesOf(t, "客厅"); got != alone {
		t.Errorf("那客厅 without 呢: %s, want %s as 客厅 (thenBefore)", got, alone)
	}
	if got := phrasesOf(t, "把那个关了呢"); !strings.Contains(got, "NP(ref)") {
		t.Errorf("把那个关了呢: %s, want 那个 a reference", got)
	}
}
