package zh

import (
	"strings"
	"testing"

	"edge/lang"
)

// TestRepairs: what is put right after a pause and a word that says it
// was wrong is said instead, for every marker, after a hesitation too: a
// command, a name, a number; without a pause after the marker, or after
// two commands, it is not read so.
func TestRepairs(t *testing.T) {
	compiled := func(text string) string { return phrasesOf(t, text) }
	n := 0
	for _, mk := range repairMarkers {
		m := strings.Join(mk, "")
		for _, lead := range []string{"", "哦", "呃"} {
			mark := "，" + lead + m + "，"
			for text, want := range map[string]string{
				"打开客厅灯" + mark + "关掉客厅灯":   "关掉客厅灯",
				"打开客厅灯" + mark + "书房灯":     "打开书房灯",
				"把厨房灯关了" + mark + "餐灯":     "把餐灯关了",
				"客厅空调调到二十" + mark + "二十二度": "客厅空调调到二十二度",
				"关掉电视" + mark + "打开电视":     "打开电视",
			} {
				n++
				if got, w := compiled(text), compiled(want); got != w {
					t.Errorf("Compile(%q) = %s, want %s", text, got, w)
				}
			}
		}
		text := "打开客厅灯和电视，" + m + "，书房灯"
		if cs, err := (pack{}).Parse(text); err == nil && fmtClauses(cs) == compiled("打开书房灯") {
			t.Errorf("Parse(%q) = %s: two commands put right as one", text, fmtClauses(cs))
		}
	}
	if cs, err := (pack{}).Parse("打开客厅灯，不是书房灯"); err == nil && fmtClauses(cs) == compiled("打开书房灯") {
		t.Errorf("打开客厅灯，不是书房灯 = %s: what is not meant is done", fmtClauses(cs))
	}
	if n < 50 {
		t.Errorf("%d repairs, want at least 50", n)
	}
}

// fmtClauses is the phrases of clauses as phrasesOf says them, without
// the exceptions.
func fmtClauses(cs []lang.Clause) string {
	var out []string
	for _, c := range cs {
		c, _ = pack{}.Reinterpret(c)
		out = append(out, phrases(c))
	}
	return strings.Join(out, " | ")
}

// TestRepairedNumberWithItsUnit: a number put right where the number
// taken back was said with its unit ("客厅空调调到二十四度，不，二十六度",
// "台灯调到百分之三十，不对，五十") is said instead of it, with its unit or
// none, where it was not understood; for every marker, unit and value.
func TestRepairedNumberWithItsUnit(t *testing.T) {
	n := 0
	for _, mk := range repairMarkers {
		mark := "，" + strings.Join(mk, "") + "，"
		for _, v := range []struct{ before, after, want string }{
			{"客厅空调调到%s度", "%s度", "客厅空调调到%s度"},
			{"客厅空调调到%s度", "%s", "客厅空调调到%s"},
			{"把卧室空调设成%s度", "%s度", "把卧室空调设成%s度"},
			{"台灯调到百分之%s", "%s", "台灯调到%s"},
			{"台灯调到百分之%s", "百分之%s", "台灯调到百分之%s"},
			{"电视音量调到百分之%s", "百分之%s", "电视音量调到百分之%s"},
		} {
			for _, pair := range [][2]string{{"二十四", "二十六"}, {"十八", "二十"}, {"三十", "五十"}} {
				said := strings.Replace(v.before, "%s", pair[0], 1) + mark + strings.Replace(v.after, "%s", pair[1], 1)
				meant := strings.Replace(v.want, "%s", pair[1], 1)
				if got, want := phrasesOf(t, said), phrasesOf(t, meant); got != want {
					t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, meant)
				}
				n++
			}
		}
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
}
