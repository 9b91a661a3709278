package compile

import (
	"testing"

	"edge/ir"
	"edge/lang"
)

// said is what a program says, without how sure the compiler is of it.
func said(p *ir.Program) string {
	out := p.Lang
	for _, c := range p.Clauses {
		out += " " + c.String()
	}
	return out
}

// TestRewordedKinds rewords one sentence of each kind the packs learnt
// from unseen speech with every rewrite of its pack, once and twice
// (lang.Rewriter), and checks that each wording compiles to the
// sentence's IR: the kind is covered, not the sentence.
func TestRewordedKinds(t *testing.T) {
	places := map[string][]string{"zh": {"客厅", "厨房", "主卧", "书房", "儿童房"}, "en": {"kitchen", "living room", "bedroom"}}
	// keeps are the rewrites that say a place or a class another way: the
	// IR may differ, what it resolves to does not (the closure test checks
	// it).
	keeps := map[string]bool{"room-after": true, "room-before": true, "singular": true, "synonym": true}
	for _, seed := range []string{
		"把电视和客厅的灯都关掉", "主卧空调温度再低一点", "除了主卧的空调，其余的空调全关了", "书房的音箱切下一首歌",
		"关掉厨房所有的东西", "书房搞卫生", "清理一下客厅", "打开客厅日光灯", "开灯，厨房的", "客厅灯亮点儿", "风扇慢点儿",
		"播放music", "把Sonos音量调大", "打开两个台灯", "卫生间的灯关了吗", "空调调到二十六度",
		"turn off the kitchen lights", "light up the kitchen", "don't turn on the tv", "turn the living room lights off please",
	} {
		want, err := Compile(seed)
		if err != nil {
			t.Errorf("Compile(%q): %v", seed, err)
			continue
		}
		pack := lang.Detect(seed)
		n := 0
		check := func(kind, text string) {
			n++
			got, err := Compile(text)
			if err != nil {
				t.Errorf("%s: %q → %q: %v", kind, seed, text, err)
				return
			}
			if said(got) != said(want) {
				t.Errorf("%s: %q → %q\n got %s\nwant %s", kind, seed, text, got, want)
			}
		}
		for _, r := range pack.Rewrites() {
			if keeps[r.Kind] {
				continue
			}
			for _, once := range r.Apply(seed, places[pack.Code()]) {
				check(r.Kind, once)
				for _, r2 := range pack.Rewrites() {
					if keeps[r2.Kind] {
						continue
					}
					for _, twice := range r2.Apply(once, places[pack.Code()]) {
						check(r.Kind+"+"+r2.Kind, twice)
					}
				}
			}
		}
		if n < 5 {
			t.Errorf("%q: %d wordings, want at least 5", seed, n)
		}
	}
}
