package zh

import (
	"strings"
	"testing"
)

// TestHowState: 多 or 有多 before each word of how a thing is (多亮, 有多热,
// 多潮, 多吵, 多大声, 多暖和), said of a device or a room, with 现在 or a
// particle, asks what the attribute it is said of asked with 多少 asks
// ("台灯多亮" as "台灯亮度多少"): a question of the value, never a name.
func TestHowState(t *testing.T) {
	said := map[string]string{"多大声": volumeWord, "多暖和": "温度", "有多暖和": "温度"}
	for w, attr := range howStates {
		for q := range howWords {
			said[q+w] = attr
		}
	}
	n := 0
	for how, attr := range said {
		for _, f := range []string{"台灯%s", "客厅%s", "卧室现在%s", "电视%s啊", "书房音箱%s呀", "卫生间%s呢"} {
			text, want := strings.Replace(f, "%s", how, 1), strings.Replace(f, "%s", attr+howMuch, 1)
			got := phrasesOf(t, text)
			if got != phrasesOf(t, want) || !strings.Contains(got, "Quest(") {
				t.Errorf("%q = %s, want it asked as %q", text, got, want)
			}
			n++
		}
	}
	if n < 150 {
		t.Errorf("%d wordings, want at least 150", n)
	}
}
