package zh

import (
	"slices"
	"testing"

	"edge/lang"
)

// TestReported: a remark someone else made, passed on ("我妈说空调太冷了",
// "小爱同学，孩子说有点热"), parses as the remark said alone; a command
// passed on ("我爸说把电视关了") is not understood, for every reporter of
// the pack. 说 alone, or said first, is as before.
func TestReported(t *testing.T) {
	remarks := []string{"空调太冷了", "有点热", "卧室太干了", "灯太亮了", "客厅好闷啊", "太暗了"}
	commands := []string{"把电视关了", "打开空调", "客厅灯关一下", "空调调到二十六度", "客厅音量调高", "电视大声一点",
		"主卧空调二十四度", "回家模式", "空调太冷了 调高点", "台灯调亮一点", "餐灯亮度百分之百"}
	n := 0
	for _, who := range reporters {
		for _, say := range []string{"说", "说了", "讲", "让我", "叫我", "要我"} {
			for _, before := range []string{"", "小爱同学，", "嗯 "} {
				for _, r := range remarks {
					text := before + who + say + r
					if got, want := phrasesOf(t, text), phrasesOf(t, before+r); got != want {
						t.Errorf("%q\n got %s\nwant %s", text, got, want)
					}
					n++
				}
				for _, c := range commands {
					text := before + who + say + c
					if cs, err := (pack{}).Parse(text); err == nil {
						t.Errorf("Parse(%q) = %v, want an error", text, cs)
					}
					n++
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d wordings, want at least 500", n)
	}
	for _, text := range []string{"说一下客厅温度", "打开客厅灯", "他的灯关了"} {
		if _, err := (pack{}).Parse(text); err != nil {
			t.Errorf("Parse(%q): %v", text, err)
		}
	}
	for _, text := range []string{"我妈说", "他说的对", "孩子说什么"} {
		cs, _ := pack{}.Parse(text)
		for _, c := range cs {
			if slices.ContainsFunc(c, func(p lang.Phrase) bool { return p.Kind == lang.Verb }) {
				t.Errorf("Parse(%q) = %v, want no command", text, cs)
			}
		}
	}
}
