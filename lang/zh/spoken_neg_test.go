package zh

import (
	"strings"
	"testing"

	"edge/grammar"
)

// negWords are the pack's words of negation.
func negWords() []string { return strings.Fields(categories[grammar.Neg]) }

// TestNegationOpensASecondCommand: every negation of the pack said right
// after a command's name, with a verb and a name after it, or with a
// change after the verb's own object, says what it says after a pause:
// a second command, never an exception of the first's name.
func TestNegationOpensASecondCommand(t *testing.T) {
	pairs := [][3]string{{"打开", "电视", "开空调"}, {"关掉", "厨房灯", "关橱柜灯"}, {"开", "客厅主灯", "打开电视"},
		{"把", "书房台灯打开", "开吊灯"}, {"拉开", "客厅窗帘", "拉开纱帘"}}
	n := 0
	for _, neg := range negWords() {
		for _, p := range pairs {
			for _, between := range []string{"", "但是", "可是"} {
				said := p[0] + p[1] + between + neg + p[2]
				paused := p[0] + p[1] + "，" + neg + p[2]
				got, want := phrasesOf(t, said), phrasesOf(t, paused)
				if got != want || strings.Contains(got, "Except") {
					t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, paused)
				}
				n++
			}
		}
		for _, obj := range []string{"打开客厅空调", "打开所有的灯", "开一下主卧灯"} {
			for _, rest := range []string{"太冷", "太亮", "太吵"} {
				said, paused := obj+neg+rest, obj+"，"+neg+rest
				if got, want := phrasesOf(t, said), phrasesOf(t, paused); got != want {
					t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, paused)
				}
				n++
			}
		}
	}
	if n < 50 {
		t.Errorf("%d wordings, want at least 50", n)
	}
}

// TestNegationStaysItsName: a negation said after a name of its own,
// after a command done, with only a verb after it, stays that name's:
// an exception of the command, in one clause.
func TestNegationStaysItsName(t *testing.T) {
	for _, neg := range negWords() {
		for _, tpl := range []string{"灯都关了厨房的%s关", "把灯都打开卧室%s开", "楼上的灯都关了 书房的%s关", "灯都打开卧室%s开"} {
			said := strings.Replace(tpl, "%s", neg, 1)
			got := phrasesOf(t, said)
			for _, c := range strings.Split(got, " | ") {
				if strings.HasPrefix(c, "13("+neg+")") || !strings.Contains(got, neg) {
					t.Errorf("%q: got %s, want its negation after its name", said, got)
				}
			}
		}
	}
}
