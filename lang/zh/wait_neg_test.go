package zh

import (
	"strings"
	"testing"
)

// TestHoldBeforeNegated: a word of waiting that opens an utterance before a
// negated command, with a pause between or none ("等一下，不要关灯", "等等，先
// 别关", "慢着 别锁前门", "嗯，等会儿，别开空调") is the negated command said
// alone, a stop, and says no time: 等一下 and 等会儿 were read as a time not
// told (edge asked for a time) and 等等 as a name. A word of waiting before a
// command not negated ("等一下，关灯") is a time not told as before.
func TestHoldBeforeNegated(t *testing.T) {
	negated := []string{"不要关灯", "别关电视", "先别关", "先不要开空调", "别锁前门", "不要把窗帘拉上", "别开门", "不用关客厅灯", "千万别开门", "还是别关了"}
	n := 0
	for _, hold := range []string{"等一下", "等下", "等等", "等一等", "等会", "等会儿", "等一会", "等一会儿", "稍等", "稍等一下", "慢着", "且慢"} {
		for _, cmd := range negated {
			for _, gap := range []string{"，", " ", ""} {
				for _, before := range []string{"", "嗯，"} {
					said := before + hold + gap + cmd
					if got, want := saidClauses(phrasesOf(t, said)), phrasesOf(t, cmd); got != want {
						t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, cmd)
					}
					if _, w, ok := (pack{}).When(said); ok {
						t.Errorf("When(%q) = %+v, want no time", said, w)
					}
					n++
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d wordings, want at least 500", n)
	}
	for _, said := range []string{"等一下，关灯", "等会儿把电视关了", "等一下开空调"} {
		if _, w, ok := (pack{}).When(said); !ok || !w.Vague {
			t.Errorf("When(%q) = %+v, %v, want a time not told", said, w, ok)
		}
	}
}

// saidClauses drops the clauses of no words a pause leaves from phrases.
func saidClauses(phrases string) string {
	var out []string
	for _, c := range strings.Split(phrases, " | ") {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, c)
		}
	}
	return strings.Join(out, " | ")
}
