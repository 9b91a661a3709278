package zh

import (
	"strings"
	"testing"
)

// TestSpeakerSaidWithIs: the speaker said to have done a thing with 是
// ("是我开的灯", "是我们关的空调", "开灯的是我", "关电视的是我们") is not
// understood: 我 was heard as 卧, and 是我开的灯 switched the bedroom's light
// on, 开灯的是我 asked whether to. 是 before a name is as it was.
func TestSpeakerSaidWithIs(t *testing.T) {
	done := []string{"开的灯", "关的空调", "开的电视", "打开的窗帘", "关的车库门", "关掉的客厅灯"}
	n := 0
	for _, who := range []string{"我", "我们", "我刚才"} {
		for _, d := range done {
			verb, thing, _ := strings.Cut(d, "的")
			for _, text := range []string{"是" + who + d, "小爱同学 是" + who + d + "啊", verb + thing + "的是" + who, verb + thing + "的是" + who + "啦"} {
				if who == "我刚才" && !strings.HasPrefix(text, "是") {
					continue
				}
				if cs, err := (pack{}).Parse(text); err == nil {
					t.Errorf("Parse(%q) = %v, want an error", text, cs)
				}
				n++
			}
		}
	}
	for _, text := range []string{"是客厅灯", "打开的是客厅灯吗", "关掉客厅灯"} {
		if _, err := (pack{}).Parse(text); err != nil {
			t.Errorf("Parse(%q): %v", text, err)
		}
	}
	if n < 50 {
		t.Errorf("%d wordings, want at least 50", n)
	}
}
