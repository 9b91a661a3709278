package zh

import (
	"strings"
	"testing"
)

// TestListNegatedOrAsked: a list said before its verb with a negation
// or a question after it ("厨房灯和餐灯都不要开", "厨房灯跟餐灯关了吗"), with
// every list word, negation and yes/no question word of the pack: every
// item is negated or asked, never the first switched.
func TestListNegatedOrAsked(t *testing.T) {
	var marks []string
	for _, neg := range negWords() {
		marks = append(marks, neg+"%s")
	}
	for w, m := range questMeaning {
		if m == questMeaning[questionMark] && strongQuest[w] && w != notQuest && w != notSaid {
			marks = append(marks, "%s了"+w)
		}
	}
	n := 0
	for r := range listWords {
		for _, m := range marks {
			for _, v := range []string{"开", "关"} {
				for _, items := range [][2]string{{"厨房灯", "餐灯"}, {"电视", "客厅空调"}} {
					said := items[0] + string(r) + items[1] + "都" + strings.Replace(m, "%s", v, 1)
					if strings.HasPrefix(m, "%s") {
						said = items[0] + string(r) + items[1] + strings.Replace(m, "%s", v, 1)
					}
					word := strings.NewReplacer("%s", "", "了", "").Replace(m)
					got := phrasesOf(t, said)
					for _, c := range strings.Split(got, " | ") {
						if !strings.Contains(c, "("+word+")") {
							t.Errorf("%q: got %s, want %s in every clause", said, got, word)
						}
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

// TestVerbFirstListAsked: a list said after its verb with a yes/no
// question word after its last item ("关掉电视和空调吗", "打开窗帘、吸顶灯和
// 灯带了没有"), with every list word and such question word of the pack:
// every item is asked, never the first done.
func TestVerbFirstListAsked(t *testing.T) {
	n := 0
	for w, m := range questMeaning {
		if m != questMeaning[questionMark] || !strongQuest[w] || w == notQuest || w == notSaid {
			continue
		}
		for r := range listWords {
			for _, tpl := range []string{"关掉电视%s客厅空调%s", "打开主卧窗帘%s吸顶灯了%s", "把书房台灯、电视%s厨房灯都关了%s"} {
				said := strings.Replace(strings.Replace(tpl, "%s", string(r), 1), "%s", w, 1)
				got := phrasesOf(t, said)
				for _, c := range strings.Split(got, " | ") {
					if !strings.Contains(c, "Quest("+w+")") {
						t.Errorf("%q: got %s, want %s in every clause", said, got, w)
					}
				}
				n++
			}
		}
	}
	if n < 30 {
		t.Errorf("%d wordings, want at least 30", n)
	}
}
