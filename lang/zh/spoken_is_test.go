package zh

import (
	"strings"
	"testing"
)

// verbsOfState are the pack's verbs whose action leaves a state said 是…的.
func verbsOfState() []string {
	var out []string
	for w, v := range verbs {
		if _, ok := isDoneStates[v]; ok {
			out = append(out, w)
		}
	}
	return out
}

// TestDoneSaidWithShi: every verb whose action leaves a state, said
// between 是 and 的 ("台灯是开的吧", "前门是锁上的吗"), or with 的 and only
// particles after it ("车库门开的呀"), says the state, asked or guessed:
// never the verb, which would act.
func TestDoneSaidWithShi(t *testing.T) {
	n := 0
	for _, v := range verbsOfState() {
		for _, tpl := range []string{"书房台灯是%s的吧", "车库门是%s的吗", "前门是%s的", "客厅窗帘是%s的吧", "卧室的灯是%s的么", "车库门%s的呀", "厨房灯%s的呢"} {
			said := strings.Replace(tpl, "%s", v, 1)
			got := phrasesOf(t, said)
			if strings.Contains(got, "Verb(") || !strings.Contains(got, "("+isDoneStates[verbs[v]]+")") {
				t.Errorf("%q: got %s, want the state %s", said, got, isDoneStates[verbs[v]])
			}
			n++
		}
	}
	if n < 150 {
		t.Errorf("%d wordings, want at least 150", n)
	}
}

// TestEitherState: a state or a verb offered with another ("开着还是关着",
// "是开的还是关的", "开还是关", "锁着还是没锁") asks what the first state asks
// with 还是 (which of the two, no yes or no), never a command; 么 after 了, 着 or
// 的 asks what 吗 asks.
func TestEitherState(t *testing.T) {
	pairs := [][2]string{{"开着", "关着"}, {"关着", "开着"}, {"亮着", "关着"}, {"锁着", "没锁"}, {"开", "关"}, {"关", "开"}, {"锁", "开"}}
	n := 0
	for _, p := range pairs {
		for _, tpl := range []string{"电视是%s的还是%s的", "车库门%s还是%s", "前门是%s的还是%s的呀"} {
			said := strings.Replace(strings.Replace(tpl, "%s", p[0], 1), "%s", p[1], 1)
			first := p[0]
			if s, ok := isDoneStates[verbs[first]]; ok {
				first = s
			}
			asked := strings.Replace(strings.Replace(tpl, "%s", first, 1), "%s", p[1], 1)
			asked = asked[:strings.Index(asked, orSaid)] + questionMark
			want := strings.Replace(phrasesOf(t, asked), "Quest("+questionMark+")", "Quest("+stateAsked+")", 1)
			if got := phrasesOf(t, said); got != want || strings.Contains(got, "Verb(") {
				t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, asked)
			}
			n++
		}
	}
	for _, tpl := range []string{"厨房灯关了%s", "车库门开着%s", "客厅空调是开着的%s", "前门锁了%s"} {
		said, asked := strings.Replace(tpl, "%s", "么", 1), strings.Replace(tpl, "%s", questionMark, 1)
		if got, want := phrasesOf(t, said), phrasesOf(t, asked); got != want {
			t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, asked)
		}
		n++
	}
	if n < 20 {
		t.Errorf("%d wordings, want at least 20", n)
	}
}
