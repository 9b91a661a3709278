package zh

import (
	"strings"
	"testing"
)

// TestListening says every word of listening before the words of a
// command, a room or a sound ("我想听关灯", "听开门", "要听下雨的声音"),
// after a wake word or a filler too: not understood, never the command
// nor a name 听 was glued to. 听 inside a name is still 厅 misheard, and
// 听下 停下.
func TestListening(t *testing.T) {
	n := 0
	for w := range listen {
		for _, tpl := range []string{"%s关灯", "%s开门", "%s雨的声音", "%s打开客厅", "小爱同学 %s开一下空调", "嗯 %s 打开车库门", "%s电视里的歌"} {
			said := strings.Replace(tpl, "%s", w, 1)
			n++
			if cs, err := (pack{}).Parse(said); err == nil {
				t.Errorf("%q parses: %v", said, cs)
			}
		}
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
	for _, said := range []string{"客听灯打开", "打开客听的灯", "把餐听灯关了", "电视听一下", "听下电视"} {
		if _, err := (pack{}).Parse(said); err != nil {
			t.Errorf("%q: %v", said, err)
		}
	}
}
