package lang_test

import (
	"fmt"
	"testing"

	"edge/lang"
	_ "edge/lang/all"
)

// TestMarks: each pack reads the exception, condition, comparison,
// negation, mode and unit words of a text with its own lexer, whether or
// not the grammar parses it; a longer word that holds one is not it.
func TestMarks(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"all lights except the bedroom off", "except"},
		{"all the lights but not the bedroom", "except"},
		{"除了卧室以外的灯都关掉", "except"},
		{"除卧室外的灯都关掉", "except"},
		{"空调调成除湿", "mode 除湿=dry"},
		{"别的房间的灯关掉", ""},
		{"如果客厅温度超过26度，就打开空调", "cond op > 26degrees"},
		{"室温低于20度就开暖气", "cond op < 20degrees"},
		{"gimme the kitchen light at half if possible", ""},
		{"如果有人就开灯", "cond"},
		{"yank the bedroom ac over to heat mode", "op > mode heat=heat"},
		{"if it's more than twenty six degrees turn on the ac", "cond op > 26degrees"},
		{"when the lounge is below 18 put the heating on", "cond op < mode heating=heat"},
		{"don't turn on the tv", "neg"},
		{"please do not open the garage", "neg"},
		{"the tv isn't to be turned on", "neg"},
		{"never mind", ""},
		{"不要开电视", "neg"},
		{"别开电视", "neg"},
		{"别静音", ""},
		{"set the aircon to cooling mode", "mode cooling=cool"},
		{"空调调成自动", "mode 自动=auto"},
		{"自动窗帘打开", ""},
		{"the light to 50%", "50%"},
		{"调到二十六度", "26degrees"},
		{"lights off cheers", ""},
	} {
		m := lang.MarksOf(c.text)
		got := ""
		add := func(s string) {
			if got != "" {
				s = " " + s
			}
			got += s
		}
		if m.Except {
			add("except")
		}
		if m.Cond {
			add("cond")
		}
		if m.Neg {
			add("neg")
		}
		for _, op := range m.Ops {
			add("op " + op)
		}
		for w, mode := range m.Modes {
			add("mode " + w + "=" + mode)
		}
		seen := map[lang.Amount]bool{}
		for _, a := range m.Amounts {
			if !seen[a] {
				seen[a] = true
				add(fmt.Sprintf("%g%s", a.Num, a.Unit))
			}
		}
		if got != c.want {
			t.Errorf("%q: %q, want %q", c.text, got, c.want)
		}
	}
}
