package zh

import (
	"strings"
	"testing"
)

// TestDemonstrativesPointAtNoName: every demonstrative of the pack, alone
// or with a measure word of the pack, before a name says what the name
// says alone ("那灯关一下" is 灯关一下, never 落地灯); the words of places
// they begin (那边, 这里) are no demonstratives.
func TestDemonstrativesPointAtNoName(t *testing.T) {
	ms := []string{""}
	for m := range countMeasures {
		if m != "个" && m != "把" && m != "盏" { // 那个, 这盏: references; 把: the object marker
			ms = append(ms, m)
		}
	}
	n := 0
	for _, d := range demonstratives {
		for _, m := range ms {
			for _, tpl := range []string{"%s客厅灯关一下", "把%s空调打开", "%s电视机关了吧", "%s灯开一下"} {
				said := strings.Replace(tpl, "%s", string(d)+m, 1)
				if tpl == "%s灯开一下" && isClassWord(m+"灯") {
					continue // 那台灯: that desk lamp
				}
				if got, want := phrasesOf(t, said), phrasesOf(t, strings.Replace(tpl, "%s", "", 1)); got != want {
					t.Errorf("%q\n got %s\nwant %s", said, got, want)
				}
				n++
			}
		}
	}
	if got := phrasesOf(t, "那台灯关了"); !strings.Contains(got, "台灯") {
		t.Errorf("那台灯关了: %s, want the desk lamp", got)
	}
	if n < 50 {
		t.Errorf("%d wordings, want at least 50", n)
	}
}

// TestDemonstrativesPointAtNameOfNoClass: a demonstrative and a measure
// word before a device's own name of no class word ("那台烤箱关掉", "这只割
// 草机停一下", "把那部扫地机器人打开"), or 这 alone (这烤箱关掉, 这热水器调到四十五
// 度), says what the name says alone: they were read as one name, not
// found. Without a measure word the place after 那 (那客厅) is as it was:
// it may open a follow-up.
func TestDemonstrativesPointAtNameOfNoClass(t *testing.T) {
	names := []string{"烤箱", "电水壶", "烧水壶", "洒水器", "门厅人体感应", "前门磁", "橱柜", "投影仪", "热水器", "净化器", "地暖"}
	n := 0
	for _, d := range demonstratives {
		ms := []string{"台", "部", "只", "盏"}
		if d == '这' {
			ms = append(ms, "")
		}
		for _, m := range ms {
			for _, name := range names {
				if class, _ := (pack{}).ClassOf(name); class != "" {
					continue // pointed at before: TestDemonstrativesPointAtNoName
				}
				for _, tpl := range []string{"%s关掉", "把%s打开", "%s是不是开着", "帮我把%s关一下吧"} {
					said := strings.Replace(tpl, "%s", string(d)+m+name, 1)
					if got, want := phrasesOf(t, said), phrasesOf(t, strings.Replace(tpl, "%s", name, 1)); got != want {
						t.Errorf("%q\n got %s\nwant %s", said, got, want)
					}
					n++
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}

// TestDemonstrativesKeyNoName: a demonstrative, with or without a measure
// word, before the name of a room's device has the key of the name alone
// (那次卧灯 is 次卧灯): a name said after a 那 the lexer reads apart
// (那天猫精灵 关一下次卧灯) is looked up by that key, and was not found.
// A 这 or 那 alone is no name, and keeps its key.
func TestDemonstrativesKeyNoName(t *testing.T) {
	ms := []string{""}
	for m := range countMeasures {
		if m != "个" && m != "把" && m != "盏" {
			ms = append(ms, m)
		}
	}
	n := 0
	for _, d := range demonstratives {
		for _, m := range ms {
			for _, room := range roomWords {
				for class := range classes.word {
					name := room + class
					if isClassWord(m + class) {
						continue // 那台灯: that desk lamp
					}
					if got, want := (pack{}).Key(string(d)+m+name), (pack{}).Key(name); got != want {
						t.Errorf("Key(%q) = %q, want %q", string(d)+m+name, got, want)
					}
					n++
				}
			}
		}
		if got := (pack{}).Key(string(d)); got != string(d) {
			t.Errorf("Key(%q) = %q, want it kept", string(d), got)
		}
	}
	if n < 1000 {
		t.Errorf("%d names, want at least 1000", n)
	}
}
