package zh

import (
	"edge/grammar"
	"strings"
	"testing"
)

// TestAskedBeforeAListOrAnException: every yes/no question word of the
// pack said before a list or a paused exception ("是不是除了主卧，其他房间的灯
// 都关掉了", "有没有把书房的吸顶灯和台灯都打开") asks every clause that has a
// verb: none is done.
func TestAskedBeforeAListOrAnException(t *testing.T) {
	n := 0
	for w, m := range questMeaning {
		if m != questMeaning[questionMark] && m != questMeaning["有没有"] || !strongQuest[w] || w == notQuest || w == notSaid || w == questionMark {
			continue
		}
		for _, tpl := range []string{"%s除了主卧，其他房间的灯都关掉了", "%s除了次卧，所有窗帘都打开", "%s把书房的吸顶灯和台灯都打开了",
			"%s把电视跟客厅空调都关了", "%s除了儿童房空调，其他空调都调到二十六度"} {
			said := strings.Replace(tpl, "%s", w, 1)
			got := phrasesOf(t, said)
			for _, c := range strings.Split(got, " | ") {
				if strings.Contains(c, "Verb(") && !strings.Contains(c, "Quest("+w+")") {
					t.Errorf("%q: got %s, want %s in every clause with a verb", said, got, w)
				}
			}
			n++
		}
	}
	if n < 10 {
		t.Errorf("%d wordings, want at least 10", n)
	}
}

// TestAskedBeforeASequence: every word of askedBefore said before two
// commands joined by any word of sequence of the pack, or a pause ("是不是
// 打开客厅空调，调到二十六度了"), asks both: none is done.
func TestAskedBeforeASequence(t *testing.T) {
	joins := []string{"，", " "}
	for _, w := range strings.Fields(categories[grammar.Conj]) {
		if !listWords[[]rune(w)[0]] {
			joins = append(joins, w)
		}
	}
	n := 0
	for w := range askedBefore {
		for _, j := range joins {
			for _, tpl := range []string{"%s打开客厅空调%s调到二十六度了", "%s锁门%s关燃气了", "%s关掉电视%s把窗帘拉上"} {
				said := strings.Replace(strings.Replace(tpl, "%s", w, 1), "%s", j, 1)
				cs, err := (pack{}).Parse(said)
				if err != nil {
					continue // not understood: nothing done
				}
				got := phrasesOf(t, said)
				for _, c := range strings.Split(got, " | ") {
					if strings.Contains(c, "Verb(") && !strings.Contains(c, "Quest("+w+")") {
						t.Errorf("%q: got %s (%d clauses), want %s in every clause with a verb", said, got, len(cs), w)
					}
				}
				n++
			}
		}
	}
	if n < 40 {
		t.Errorf("%d wordings understood, want at least 40", n)
	}
}
