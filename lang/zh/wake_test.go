package zh

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestWakeWordsSayNothing: every wake word of the pack, of the speakers
// sold in China and of Siri (嘿Siri, Hey Siri, 小爱小爱, 小布小布), said
// before a command or a question, says nothing: "嘿siri打开台灯" looked
// for a "siri台灯".
func TestWakeWordsSayNothing(t *testing.T) {
	saysNothing(t, "wake word", wakeWords, "%s 把厨房灯打开", "%s打开客厅空调", "%s 主卧湿度多少", "%s 电视关了吧")
	n := 0
	for _, w := range slices.Sorted(maps.Keys(wakeAtStart)) {
		said := []string{w, "嘿" + w, "嘿 " + w}
		if w[0] < 0x80 {
			said = append(said, "Hey "+w, "hey "+strings.ToUpper(w[:1])+w[1:], "嘿"+strings.ToUpper(w))
		}
		for _, s := range said {
			for _, cmd := range []string{"把厨房灯打开", "打开客厅空调吧", "主卧湿度多少", "电视关了吧"} {
				with := s + " " + cmd
				if got, want := phrasesOf(t, with), phrasesOf(t, cmd); got != want {
					t.Errorf("%q\n got %s\nwant %s", with, got, want)
				}
				n++
			}
		}
	}
	if n < 40 {
		t.Errorf("%d wordings, want at least 40", n)
	}
}

// TestCalledAfterAGreeting: a name the one addressed is called by, of
// two or three characters that begin as the speakers' names do (小明,
// 小云, 小管家), after every greeting, at once or after a pause, says
// nothing before a command: 嘿小明打开客厅灯 looked for a “小明客厅灯”, and
// 嘿小米，打开客厅灯 was not understood. A name that ends in a class word
// (小夜灯) after a greeting is read as before.
func TestCalledAfterAGreeting(t *testing.T) {
	n := 0
	for _, g := range calledGreetings {
		for _, name := range []string{"小明", "小云", "小白", "小米", "小管家", "小助手", "小豆"} {
			for _, pause := range []string{"", "，", " "} {
				for _, cmd := range []string{"把厨房灯打开", "打开客厅空调", "关掉电视", "帮我把窗帘拉上", "请把台灯调亮一点"} {
					with := g + name + pause + cmd
					if got, want := phrasesOf(t, with), phrasesOf(t, cmd); got != want {
						t.Errorf("%q\n got %s\nwant %s", with, got, want)
					}
					n++
				}
			}
		}
	}
	if n < 400 {
		t.Errorf("%d wordings, want at least 400", n)
	}
	for text, name := range map[string]string{"嘿小夜灯打开": "小夜灯", "嘿，小夜灯，打开": "小夜灯"} {
		if got := phrasesOf(t, text); !strings.Contains(got, name) {
			t.Errorf("%q: %s, want %s read", text, got, name)
		}
	}
}
