package zh

import (
	"strings"
	"testing"
)

// phrasesOf is what a text's one clause says, its fillers left out.
func phrasesOf(t *testing.T, text string) string {
	t.Helper()
	cs, err := pack{}.Parse(text)
	if err != nil || len(cs) != 1 {
		t.Errorf("Parse(%q) = %v, %v", text, cs, err)
		return ""
	}
	c, _ := pack{}.Reinterpret(cs[0])
	return phrases(c)
}

// saysNothing checks that each word of words, put in each template's %s,
// says what the template says without it.
func saysNothing(t *testing.T, kind, words string, templates ...string) {
	t.Helper()
	n := 0
	for _, w := range strings.Fields(words) {
		for _, tpl := range templates {
			with, without := strings.Replace(tpl, "%s", w, 1), strings.Replace(tpl, "%s", "", 1)
			want := phrasesOf(t, without)
			if got := phrasesOf(t, with); got != want || want == "" {
				t.Errorf("%s: %q\n got %s\nwant %s (%q)", kind, with, got, want, without)
			}
			n++
		}
	}
	if n < 3 {
		t.Errorf("%s: %d wordings, want at least 3", kind, n)
	}
}

// TestStillSaysNothing: a word of stills (还, 这会儿) before a state or a
// question asks the state as it is, in a condition too.
func TestStillSaysNothing(t *testing.T) {
	saysNothing(t, "still", stills, "厨房灯%s亮着吗", "客厅空调%s开着没", "如果燃气%s开着就关掉", "要是书房台灯%s亮着的话关了它")
	saysNothing(t, "now", "这会儿 这会 此刻", "客厅%s多少度", "主卧%s湿度多少")
}

// TestHesitationsSayNothing: every hesitation of the pack before a command.
func TestHesitationsSayNothing(t *testing.T) {
	saysNothing(t, "hesitation", hesitations, "%s 把厨房灯打开", "%s 主卧湿度多少")
}

// TestQuestionWordsOfHow: the words that ask how a value is ("咋样", "怎样")
// ask what 怎么样 asks, and 哪几个 what 哪些 asks.
func TestQuestionWordsOfHow(t *testing.T) {
	for _, w := range []string{"咋样", "怎样"} {
		if got, want := phrasesOf(t, "卧室湿度"+w), phrasesOf(t, "卧室湿度怎么样"); strings.ReplaceAll(got, w, "怎么样") != want {
			t.Errorf("%s: got %s, want %s", w, got, want)
		}
		if questMeaning[w] != questMeaning["怎么样"] || !strongQuest[w] {
			t.Errorf("%s does not ask what 怎么样 asks", w)
		}
	}
	for _, w := range []string{"哪几个", "哪几盏", "哪几"} {
		if questMeaning[w] != questMeaning["哪些"] || !strongQuest[w] {
			t.Errorf("%s does not ask what 哪些 asks", w)
		}
		if got := phrasesOf(t, "家里"+w+"灯开着"); !strings.Contains(got, "Quest("+w+")") || strings.Contains(got, "NP(哪") {
			t.Errorf("%s: got %s", w, got)
		}
	}
}
