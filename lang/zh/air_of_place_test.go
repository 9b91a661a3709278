package zh

import (
	"strings"
	"testing"
)

// TestAirOfPlace: the air of a room said with a wish ("卧室空气好干燥啊",
// "主卧的空气有点闷", "客厅室内太热了") says what the room said with it
// says ("卧室好干燥啊"), for every room word of the pack; a question of
// the air, a device named with 空气 and the air of no room are as said.
func TestAirOfPlace(t *testing.T) {
	n := 0
	for _, room := range []string{"卧室", "主卧", "次卧", "客厅", "书房", "儿童房", "厨房"} {
		for _, air := range []string{"空气", "的空气", "里的空气", "室内", "室内空气"} {
			for _, wish := range []string{"好干燥啊", "太干了", "有点干", "太热了", "有点闷", "好冷啊", "太潮了"} {
				text, want := room+air+wish, room+wish
				if got, w := phrasesOf(t, text), phrasesOf(t, want); got != w {
					t.Errorf("%q\n got %s\nwant %s", text, got, w)
				}
				n++
			}
		}
	}
	if n < 200 {
		t.Errorf("%d wordings, want at least 200", n)
	}
	for _, text := range []string{"厨房空气怎么样", "厨房空气检测仪太亮了", "空气太干了", "卧室空气湿度多少"} {
		if got := phrasesOf(t, text); !strings.Contains(got, "空气") {
			t.Errorf("%q: %s, want the air said", text, got)
		}
	}
}
