package zh

import (
	"fmt"
	"strings"
	"testing"
)

// TestDoneTooMuch says a name, a verb, 得 or 的 and every state of the
// pack said too much or too little ("窗帘开得太大了", "空调调的太冷了"):
// the same reading as the complaint said without the verb ("窗帘太大了"),
// never the verb as a command of its own. Said too much, the verb needs
// no 得 ("卧室灯开太亮了", "电视调太响了").
func TestDoneTooMuch(t *testing.T) {
	n := 0
	for wish := range wishes {
		for _, name := range []string{"窗帘", "电视声音", "客厅空调", "卧室的灯"} {
			for _, verb := range []string{"开", "调"} {
				joins := []string{"得", "的"}
				if strings.HasPrefix(wish, tooMuch) {
					joins = append(joins, "") // 开太亮了
				}
				for _, join := range joins {
					said := fmt.Sprintf("%s%s%s%s了", name, verb, join, wish)
					want := fmt.Sprintf("%s%s了", name, wish)
					if got, alone := phrasesOf(t, said), phrasesOf(t, want); got != alone {
						t.Errorf("%q = %s, want %s as %q", said, got, alone, want)
					}
					n++
				}
			}
		}
	}
	if n < 400 {
		t.Errorf("%d wordings, want at least 400", n)
	}
	if got := phrasesOf(t, "把电视开得大一点"); got == phrasesOf(t, "电视大一点") {
		t.Errorf("把电视开得大一点 reads as a complaint: %s", got)
	}
}
