package zh

import (
	"strconv"
	"strings"
	"testing"
)

// TestUntilOrForIsNotNow: a command said to hold until a time of day,
// with every verb of reaching of the pack (开到, 调到...), every hour of 2
// to 12 in numerals or digits, every hour mark, with or without a part of
// the day ("电视开到十一点", "空调开到晚上十点"), or for a while, with every
// unit of time ("空调开两个小时", "开半小时风扇"), is not understood: never a
// level of the hour's number, never done now as if no time were said.
func TestUntilOrForIsNotNow(t *testing.T) {
	var reach []string
	for w := range verbs {
		if strings.HasSuffix(w, reachSaid) && len([]rune(w)) > 1 {
			reach = append(reach, w)
		}
	}
	n := 0
	notUnderstood := func(said string) {
		if cs, err := (pack{}).Parse(said); err == nil {
			t.Errorf("%q parses: %v", said, cs)
		}
		if text, _, ok := (pack{}).When(said); ok {
			t.Errorf("%q: a time to do it (%q)", said, text)
		}
		n++
	}
	for _, v := range reach {
		for h := 2; h <= 12; h++ {
			for _, num := range []string{saidNumber(h), strconv.Itoa(h)} {
				for _, m := range hourMarks {
					notUnderstood("客厅电视" + v + num + m)
					notUnderstood("把卧室空调" + v + "晚上" + num + m)
				}
			}
		}
	}
	for _, u := range timeUnits {
		for _, num := range []string{"两", "三", "半", "10", "二十"} {
			if num == "半" && !strings.Contains(u.word, "小时") && !strings.Contains(u.word, "钟头") {
				continue
			}
			notUnderstood("客厅空调开" + num + u.word)
			notUnderstood("开" + num + u.word + "客厅风扇")
		}
	}
	if n < 300 {
		t.Errorf("%d wordings, want at least 300", n)
	}
}
