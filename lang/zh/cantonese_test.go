package zh

import "testing"

// cantoneseSaid are the places each word of the pack that a Cantonese form
// stands for is said in a command or a question ("%s" is the word).
var cantoneseSaid = map[string][]string{
	"了":  {"把客厅灯关%s", "客厅灯开%s吗", "电视关%s没有"},
	"它":  {"关掉%s", "把%s打开吧"},
	"点":  {"电视大声%s", "把灯调亮一%s", "空调低%s"},
	"的":  {"客厅%s灯关掉", "把卧室%s空调打开"},
	"没":  {"灯开%s开", "客厅灯关了%s"},
	"关":  {"%s客厅灯", "把门%s上", "%s掉电视"},
	"不":  {"灯开%s开", "空调冷%s冷"},
	"不要": {"%s开灯", "%s关电视"},
	"不用": {"%s开灯", "客厅灯%s关"},
	"麻烦": {"%s开一下灯", "%s把空调关了"},
	"了没": {"客厅灯关%s", "电视开%s"},
	"不是": {"打开客厅灯，%s，打开卧室灯"},
}

// TestCantoneseFormsSayThePacksWords: every Cantonese form of the pack
// (閂燈, 開咗, 關咗佢, 大聲啲, 唔好開燈), in simplified or traditional
// characters, in every place its word is said, reads as that word: a
// negation stays a negation, a thing done stays done.
func TestCantoneseFormsSayThePacksWords(t *testing.T) {
	n := 0
	check := func(form, word string) {
		tpls := cantoneseSaid[word]
		if len(tpls) == 0 {
			t.Errorf("%s: no place %s is said", form, word)
		}
		saysAs(t, "cantonese", [][2]string{{form, word}}, tpls...)
		n += len(tpls)
	}
	for k, v := range cantonesePairs {
		check(string(k[:]), string(v[:]))
	}
	for k, v := range cantoneseRunes {
		check(string(k), string(v))
	}
	saysAs(t, "traditional", [][2]string{{"閂", "关"}}, cantoneseSaid["关"]...)
	if n < 25 {
		t.Errorf("%d wordings, want at least 25", n)
	}
}
