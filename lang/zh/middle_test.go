package zh

import (
	"strings"
	"testing"
)

// TestMiddleIsHalf: the middle of a range said as where to set a thing
// ("台灯调到中间", "把客厅窗帘拉到中间位置", "卧室百叶窗开到中间吧") says what
// 一半 says there, for each thing, verb and ending; 中间 as a name's part
// (把中间的灯打开) is no level.
func TestMiddleIsHalf(t *testing.T) {
	things := []string{"台灯", "客厅窗帘", "卧室百叶窗", "床头灯亮度", "电视音量", "把主卧灯"}
	verbs := []string{"调到", "开到", "拉到"}
	endings := []string{"", "位置", "吧", "的位置吧", "，谢谢", "，然后关掉电视"}
	n := 0
	for _, th := range things {
		for _, v := range verbs {
			for _, e := range endings {
				said := th + v + middle + e
				ref := th + v + "一半" + strings.TrimPrefix(strings.TrimPrefix(e, "的位置"), middlePlace)
				got, want := phrasesOf(t, said), phrasesOf(t, ref)
				if got != want || !strings.Contains(got, "50") {
					t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, ref)
				}
				n++
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
	for _, said := range []string{"把中间的灯打开", "中间那盏灯关了"} {
		if cs, err := (pack{}).Parse(said); err == nil && strings.Contains(fmtClauses(cs), "50") {
			t.Errorf("%q reads as a level: %s", said, fmtClauses(cs))
		}
	}
}
