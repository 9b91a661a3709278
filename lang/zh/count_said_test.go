package zh

import (
	"strings"
	"testing"

	"edge/lang"
)

// TestCountOfDevicesIsSaid: every number from 2 to 9, said in numerals,
// with every measure word of the pack, before a class with or without a
// place ("把卧室的两个灯都关了", "打开三盏台灯"), is that count of devices
// in the name's phrase, the number and the measure word no part of the
// name: never dropped, so that more than were said are never switched.
func TestCountOfDevicesIsSaid(t *testing.T) {
	tpls := []string{"把卧室的%s灯都关了", "打开%s台灯", "客厅%s风扇关掉吧", "%s空调都打开"}
	n := 0
	for m := range countMeasures {
		for v := 2; v <= 9; v++ {
			for _, num := range []string{saidNumber(v), "两"} {
				if num == "两" && v != 2 {
					continue
				}
				for _, tpl := range tpls {
					said := strings.Replace(tpl, "%s", num+m, 1)
					if got := countOf(t, said); got != v {
						t.Errorf("%q: count %d, want %d", said, got, v)
					}
					n++
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d wordings, want at least 300", n)
	}
}

// countOf is the count of devices the phrases of a text say, 0 for none;
// a name that keeps the number or the measure word is -1.
func countOf(t *testing.T, text string) int {
	t.Helper()
	cs, err := pack{}.Parse(text)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	count := 0
	for _, c := range cs {
		for _, p := range c {
			if p.Kind != lang.NP {
				continue
			}
			for _, w := range p.Words {
				if strings.ContainsAny(w, "0123456789") {
					return -1
				}
			}
			count = max(count, p.Count)
		}
	}
	return count
}
