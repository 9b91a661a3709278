package zh

import (
	"strings"
	"testing"
)

// TestAboutSoMany says a number said about (二十五度左右, 三十上下) is that
// number, and two digits said one after the other, the second one more
// (两三度, 七八十, 二十五六度, 十二三), are about so many: the first. 两三度 was
// 23 degrees, lowering an air conditioner by 23. Digits said one by one
// otherwise (四八二六, 二三四五) stay a run of digits.
func TestAboutSoMany(t *testing.T) {
	n := 0
	for _, cmd := range []string{"卧室空调调到%s", "把台灯调到%s", "电视音量调到%s", "卧室温度降%s", "把空调调高%s"} {
		for _, v := range []string{"二十五度", "三十", "26度", "百分之四十"} {
			for _, about := range []string{"左右", "上下"} {
				text, plain := strings.ReplaceAll(cmd, "%s", v+about), strings.ReplaceAll(cmd, "%s", v)
				n++
				if got, want := phrasesOf(t, text), phrasesOf(t, plain); got != want {
					t.Errorf("%q = %s, want %s as %q", text, got, want, plain)
				}
			}
		}
		for said, first := range map[string]string{"两三度": "2度", "一两度": "1度", "七八十": "70", "二十五六度": "二十五度", "十二三度": "十二度",
			"三四十": "30", "五六度": "5度"} {
			text, plain := strings.ReplaceAll(cmd, "%s", said), strings.ReplaceAll(cmd, "%s", first)
			n++
			if got, want := phrasesOf(t, text), phrasesOf(t, plain); got != want {
				t.Errorf("%q = %s, want %s as %q", text, got, want, plain)
			}
		}
	}
	for text, want := range map[string]string{"四八二六": "4826", "二三四五": "2345", "一二三四": "1234"} {
		n++
		if v, m, _, _ := numeral([]rune(text)); v != want || m != len([]rune(text)) {
			t.Errorf("numeral(%q) = %s (%d runes), want %s", text, v, m, want)
		}
	}
	if n < 75 {
		t.Errorf("%d wordings, want at least 75", n)
	}
}
