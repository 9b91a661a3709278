package closure_test

import (
	"slices"
	"strings"
	"testing"

	"edge/lang"
	"edge/turn"
)

// typosOf are the typos made of a word by construction: two neighbouring
// letters inside it swapped, a letter after the first left out (of a word
// of five letters or more), a letter struck on a key beside it.
func typosOf(w string) []string {
	var out []string
	for i := 1; i+2 < len(w); i++ {
		if w[i] != w[i+1] {
			out = append(out, w[:i]+string(w[i+1])+string(w[i])+w[i+2:])
		}
	}
	if len(w) >= 5 {
		for i := 1; i < len(w)-1; i++ {
			out = append(out, w[:i]+w[i+1:])
		}
	}
	rows := []string{"qwertyuiop", "asdfghjkl", "zxcvbnm"}
	for i := 1; i < len(w); i++ {
		for _, row := range rows {
			if k := strings.IndexByte(row, w[i]); k > 0 {
				out = append(out, w[:i]+string(row[k-1])+w[i+1:])
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// understood counts the wordings whose outcome is the one wanted; any
// other outcome must act on nothing.
func understood(t *testing.T, e *turn.Engine, what string, want map[string]outcome, min float64) {
	t.Helper()
	right := 0
	for text, ok := range want {
		r := e.Ask(t.Context(), turn.Request{Text: text, DryRun: true, Session: "typo " + text})
		switch {
		case ok(r):
			right++
		case acts(r):
			t.Errorf("%s: %q acts otherwise → %s", what, text, summary(r))
		}
	}
	if len(want) < 20 || float64(right) < min*float64(len(want)) {
		t.Errorf("%s: %d of %d typos understood, want %.0f%% of at least 20", what, right, len(want), 100*min)
	}
}

// TestTypos: every typo made by construction of the pack's verbs of
// switching and of the words of temperature is read as the word, or
// leaves the command not understood, never acting otherwise; a typo of
// "on" or "off" asks which; "on" or "off" run together with "the" after a
// verb ("turn onthe light") is read as the two words. Chinese typos are characters of the same
// reading (the pack's sound repair), made from its verbs the same way.
func TestTypos(t *testing.T) {
	e := kindsEngine(t)
	en := map[string]outcome{}
	for _, v := range []string{"turn", "switch"} {
		for _, ty := range typosOf(v) {
			en[ty+" on the office light"] = doing("light.office on")
			en[ty+" off the printer"] = doing("switch.printer off")
		}
	}
	for w, a := range lang.Detect("temperature").Vocab().Attrs {
		if a != "temperature" || len(w) < 6 {
			continue
		}
		for _, ty := range typosOf(w) {
			en["what is the "+ty+" in the office"] = reading("sensor.office")
		}
	}
	understood(t, e, "typos (en)", en, 0.9)
	dir := map[string]outcome{}
	for _, d := range []string{"on", "off"} {
		for _, ty := range []string{d + d[len(d)-1:], d[:1] + "m", d[:1] + "p", d + "f"} {
			if ty != "off" {
				dir["turn "+ty+" the office light"] = asking
				dir["switch the printer "+ty] = asking
			}
		}
	}
	check(t, e, "a typo of on or off", 8, dir)
	joined := map[string]outcome{}
	for _, v := range []string{"turn", "switch", "please turn", "can you switch"} {
		joined[v+" onthe office light"] = doing("light.office on")
		joined[v+" offthe printer"] = doing("switch.printer off")
		joined[v+" offthe office light"] = doing("light.office off")
	}
	check(t, e, "a direction and an article run together", 12, joined)
	zh := map[string]outcome{}
	same := homophones()
	for cluster, d := range map[string]string{"open-on": "on", "close-off": "off"} {
		for _, v := range verbsOf("开灯", cluster) {
			rs := []rune(v)
			if len(rs) < 2 {
				continue
			}
			for i, r := range rs {
				if h, ok := same[r]; ok {
					ty := slices.Clone(rs)
					ty[i] = h
					zh[string(ty)+"打印机"] = doing("switch.printer " + d)
				}
			}
		}
	}
	understood(t, e, "typos (zh)", zh, 0.7)
}

// homophones maps each character of the Chinese pack's verbs to another
// of the same common reading.
func homophones() map[rune]rune {
	p := lang.Detect("开灯")
	rd, ok := p.(interface{ Readings(rune) []string })
	if !ok {
		return nil
	}
	first := map[string]rune{}
	for r := rune(0x4E00); r <= 0x9FFF; r++ {
		if rs := rd.Readings(r); len(rs) > 0 {
			if _, seen := first[rs[0]]; !seen {
				first[rs[0]] = r
			}
		}
	}
	out := map[rune]rune{}
	for w := range p.Vocab().Verbs {
		for _, r := range w {
			if rs := rd.Readings(r); len(rs) > 0 && first[rs[0]] != r {
				out[r] = first[rs[0]]
			}
		}
	}
	return out
}
