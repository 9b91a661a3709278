package zh

import (
	"fmt"
	"strings"
	"testing"
)

// TestFewPointedAt: a demonstrative, 几 and a measure word before a name
// (那几盏灯都关了, 客厅这几个灯关一下, 把卧室那几台空调打开吧) says what 那些 or
// 这些 says there, for every demonstrative, with a room or none and the
// ways a command is opened and ended: a command, never a question of how
// many; asked with 吗 it stays a question, and 几 said with no
// demonstrative still asks how many.
func TestFewPointedAt(t *testing.T) {
	names := map[string]string{"灯": "盏", "空调": "台", "风扇": "个", "窗帘": "个", "吊灯": "盏"}
	templates := []string{"%s都关了", "把%s全打开", "%s关一下", "帮我把%s都关掉吧", "%s开着吗"}
	n := 0
	for _, d := range strings.Split(demonstratives, "") {
		for name, measure := range names {
			for _, room := range []string{"", "客厅", "卧室"} {
				for _, tpl := range templates {
					with := strings.Replace(tpl, "%s", room+d+"几"+measure+name, 1)
					ref := strings.Replace(tpl, "%s", room+d+"些"+name, 1)
					got, want := phrasesOf(t, with), phrasesOf(t, ref)
					if got != want || strings.Contains(got, "Quest(几)") {
						t.Errorf("%q\n got %s\nwant %s (%q)", with, got, want, ref)
					}
					n++
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
	for _, asked := range []string{"客厅几盏灯开着", "卧室有几台空调", "几盏灯亮着"} {
		if got := phrasesOf(t, asked); !strings.Contains(got, "Quest(几") {
			t.Errorf("%q no longer asks how many: %s", asked, got)
		}
	}
}

// TestSeveralPointedAtNoPlace: a demonstrative pointing at several with
// no place before it and a word of all after ("那些灯都关了", "把这几盏灯全部
// 打开", "那几台空调全都关掉") says what it says without the word of all: the
// ones pointed at are not every one of the home, so edge asks which, where
// it offered to switch every light. With a place before it ("客厅那些灯都关
// 了", "卧室的那几盏灯全打开") the word of all stays.
func TestSeveralPointedAtNoPlace(t *testing.T) {
	names := map[string]string{"灯": "盏", "空调": "台", "风扇": "个", "吊灯": "盏"}
	n := 0
	for _, d := range strings.Split(demonstratives, "") {
		for name, measure := range names {
			for _, several := range []string{"些", "几" + measure} {
				for _, all := range []string{"都", "全", "全部", "全都"} {
					for _, tpl := range []string{"%s%s关了", "把%s%s打开", "%s%s关掉吧"} {
						said := fmt.Sprintf(tpl, d+several+name, all)
						ref := fmt.Sprintf(tpl, d+several+name, "")
						if got, want := phrasesOf(t, said), phrasesOf(t, ref); got != want {
							t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, ref)
						}
						placed := fmt.Sprintf(tpl, "卧室的"+d+several+name, all)
						if got, without := phrasesOf(t, placed), phrasesOf(t, fmt.Sprintf(tpl, "卧室的"+d+several+name, "")); got == without {
							t.Errorf("%q: the word of all is lost after a place: %s", placed, got)
						}
						n++
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}
