package compile

import (
	"testing"

	"edge/lang"
)

// TestRetimeOpens: Timing.RetimeOpens is false only where no text the
// words begin is a time that moves what was set (Retime), so
// retimedWithMore asks Retime of each beginning only when the text opens
// as one does. Checked on the evaluation sentences beside the repository
// and on sentences made of the openers, the words around them, times and
// commands after them, in both languages.
func TestRetimeOpens(t *testing.T) {
	texts := evalSentences(t)
	leads := []string{"", "actually ", "um ", "ok then ", "no, ", "please ", "那就", "嗯，", "不对，", "定时", "那"}
	openers := []string{"make it ", "make that ", "change it to ", "push it to ", "make the timer ", "move ", "改成", "推迟到", "换到", "改", "turn it ", "把它"}
	rests := []string{"twenty minutes", "20 mins and open the garage door", "9 pm", "the kitchen light", "二十分钟，再打开车库门", "十一点吧", "半小时", "off"}
	for _, l := range leads {
		for _, o := range openers {
			for _, r := range rests {
				texts = append(texts, l+o+r, o+r, l+r)
			}
		}
	}
	opened, n := 0, 0
	for _, text := range texts {
		pack := lang.Detect(text)
		tm, ok := pack.(lang.Timing)
		ph, isPhraser := pack.(lang.Phraser)
		if !ok || !isPhraser {
			continue
		}
		n++
		if tm.RetimeOpens(text) {
			opened++
			continue
		}
		words := ph.Tokens(text)
		for i := len(words); i > 0; i-- {
			if _, ok := tm.Retime(pack.Join(words[:i])); ok {
				t.Errorf("%q does not open as a retime, but its beginning %q is one", text, pack.Join(words[:i]))
			}
		}
	}
	if n < 500 || opened < 100 {
		t.Fatalf("%d texts, %d opening as a retime: too few to say anything", n, opened)
	}
}
