package zh

import (
	"testing"

	"edge/grammar"
	"edge/lang"
)

// TestScheme checks what the lexicon scheme makes: its words read with
// the meaning their parts give them, words.go wins over it, and no stem
// swallows the first character of a name.
func TestScheme(t *testing.T) {
	tests := []struct {
		text, want string
	}{
		{"熄了", "verb:熄了"}, {"锁住", "verb:锁住"}, {"拉拢", "verb:拉拢"}, {"停掉", "verb:停掉"},
		{"开大点儿", "rel:开大点儿"}, {"关小一点", "rel:关小一点"}, {"慢点儿", "rel:慢点儿"}, {"大声点", "rel:大声点"},
		{"调亮一点儿", "rel:调亮 filler:一点儿"}, {"亮一点儿", "rel:亮一点儿"},
		{"开大灯", "verb:开 han:大灯"}, {"关小夜灯", "verb:关 han:小夜灯"}, {"开热水器", "verb:开 han:热水器"},
		{"搞卫生", "verb:搞卫生"}, {"切下一首", "verb:切下一首"}, {"放下一首", "verb:放下一首"},
		{"所有的东西", "quant:所有的东西"}, {"全部电器", "quant:全部电器"},
		{"关好", "state:关好"}, // words.go's
	}
	for _, tt := range tests {
		if got := grammar.Show(lex.Tokens(tt.text)); got != tt.want {
			t.Errorf("Tokens(%q) = %s, want %s", tt.text, got, tt.want)
		}
	}
	meanings := map[string]any{"熄了": putOut, "锁住": "lock", "拉拢": "close", "搞卫生": "clean", "切下一首": "next",
		"开大点儿": lang.Up(""), "关小一点": lang.Down(""), "慢点儿": lang.Down("speed"), "大声点": lang.Up("volume")}
	for w, want := range meanings {
		var got any = verbs[w]
		if _, ok := want.(lang.Change); ok {
			got = rels[w]
		}
		if got != want {
			t.Errorf("%s means %v, want %v", w, got, want)
		}
	}
	base := grammar.Vocabulary(categories)
	spokenWords(base)
	feelingWords(base)
	n := 0
	for w, typ := range lex.Words {
		if old, ok := base[w]; ok {
			if old != typ {
				t.Errorf("%s: the scheme changed its category", w)
			}
			continue
		}
		n++
		switch typ {
		case grammar.Verb:
			if verbs[w] == "" {
				t.Errorf("the scheme's verb %s means nothing", w)
			}
		case grammar.Rel:
			if rels[w].Sign == 0 {
				t.Errorf("the scheme's change %s has no direction", w)
			}
		}
	}
	if n < 250 {
		t.Errorf("the scheme adds %d words, want at least 250", n)
	}
}
