package zh

import (
	"strconv"
	"strings"
	"testing"

	"edge/lang"
)

// saidNumber is n said in Chinese numerals, 1 to 99.
func saidNumber(n int) string {
	said := map[int]string{}
	for r, d := range digits {
		if r != '零' && r != '〇' && r != '两' && r != '幺' {
			said[d] = string(r)
		}
	}
	switch {
	case n < 10:
		return said[n]
	case n%10 == 0:
		return strings.TrimPrefix(said[n/10], said[1]) + "十"
	}
	return strings.TrimPrefix(said[n/10], said[1]) + "十" + said[n%10]
}

// TestHalfAfterDegrees: 半 after every number of degrees from 1 to 35,
// said in numerals or digits, set or changed by, is half a degree more:
// what the decimal says, never the number and a level of 50.
func TestHalfAfterDegrees(t *testing.T) {
	n := 0
	for v := 1; v <= 35; v++ {
		for _, tpl := range []string{"客厅空调%s度半", "把主卧空调调到%s度半吧", "空调温度调高%s度半", "儿童房空调降%s度半"} {
			for _, num := range []string{saidNumber(v), strconv.Itoa(v)} {
				said, dec := strings.Replace(tpl, "%s", num, 1), strings.Replace(strings.Replace(tpl, "%s", strconv.Itoa(v)+".5", 1), "度半", "度", 1)
				if got, want := phrasesOf(t, said), phrasesOf(t, dec); got != want || strings.Contains(got, "50") {
					t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, dec)
				}
				n++
			}
		}
	}
	if n < 200 {
		t.Errorf("%d wordings, want at least 200", n)
	}
}

// TestChangeByAddOrTake: 加 and 减 said after a name or an attribute,
// before a number ("空调加两度", "音量减五"), change by that number as 高
// and 低 do, for every attribute word of the pack.
func TestChangeByAddOrTake(t *testing.T) {
	var tpls []string
	for w := range attrs {
		if !strings.ContainsAny(w, "加减高低") {
			tpls = append(tpls, "客厅空调"+w+"%s两度", "电视"+w+"%s五", "把书房台灯"+w+"%s二十吧")
		}
	}
	tpls = append(tpls, "客厅空调%s一度", "主卧空调%s三度")
	saysAs(t, "add", [][2]string{{"加", "高"}, {"减", "低"}}, tpls...)
	if len(tpls) < 30 {
		t.Errorf("%d templates, want at least 30", len(tpls))
	}
}

// TestHalvingIsNoChangeByHalf: 半 right after 加, 减, 高 or 低 ("亮度减半")
// halves or doubles, which no step says: never a change by 50.
func TestHalvingIsNoChangeByHalf(t *testing.T) {
	for _, rel := range []string{"加", "减", "高", "低"} {
		for _, tpl := range []string{"客厅主灯亮度%s半", "电视音量%s半吧"} {
			said := strings.Replace(tpl, "%s", rel, 1)
			cs, _ := (pack{}).Parse(said)
			for _, c := range cs {
				if c.Has(lang.Rel) && strings.Contains(phrasesOf(t, said), "50") {
					t.Errorf("%q: %s, a change by 50", said, phrasesOf(t, said))
				}
			}
		}
	}
}
