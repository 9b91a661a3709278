package grammar

import (
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// toy is a lexicon of a made-up language with a few spaced words and an
// unspaced script (Han), enough to test the plumbing alone.
var toy = (&Lexicon{
	Words:    map[string]lexer.TokenType{"on": On, "lamp": Verb, "开": Verb, "的": Filler, "percent": Unit},
	Content:  map[string]bool{"开关": true},
	Unspaced: func(r rune) bool { return r >= 0x4E00 && r <= 0x9FFF },
	Numeral: func(rs []rune) (string, int, bool, bool) {
		if rs[0] == '五' {
			return "5", 1, false, false
		}
		return "", 0, false, false
	},
}).Prepare()

func TestTokens(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Lamp ON", "verb:lamp on:on"},
		{"ＬＡＭＰ　ｏｎ", "verb:lamp on:on"},
		{"50% and 21.5 °c, 22℃", "num:50 unit:% word:and num:21.5 unit:degrees sep:, num:22 unit:degrees"},
		{"20 percent", "num:20 unit:percent"},
		{"客厅的开关开", "han:客厅 filler:的 han:开关 verb:开"},
		{"开五", "verb:开 num:5"},
		{"，，lamp！！", "verb:lamp"},
		{"it's", "word:its"},
		{"", ""},
		// a sign before a number is kept, in every form; a hyphen between
		// digits or after a word is none
		{"lamp -18 °c", "verb:lamp num:-18 unit:degrees"},
		{"-5", "num:-5"}, {"−2.5", "num:-2.5"}, {"－50%", "num:-50 unit:%"}, {"开到-5", "verb:开 han:到 num:-5"},
		{"lamp —5", "verb:lamp num:-5"}, {"lamp ⁻5", "verb:lamp num:-5"}, {"lamp ‒5", "verb:lamp num:-5"}, {"20–22", "num:20 num:22"},
		{"7-3-5-1", "num:7 num:3 num:5 num:1"}, {"20-22", "num:20 num:22"}, {"lamp-5", "verb:lamp num:5"},
		{"- 5", "num:5"}, {"-", ""},
		// read as it shows: a character that does not show breaks no
		// word, a mark stays on its letter, and a number with a tail of
		// marks or of another script's digits is no number
		{"la\u200bmp on", "verb:lamp on:on"}, {"lamp o\u200dn", "verb:lamp on:on"}, {"\u202elamp", "verb:lamp"},
		{"lamp o\u0336n", "verb:lamp word:o\u0336n"}, {"lamp 2\u0336", "verb:lamp word:2\u0336"},
		{"lamp 1०० percent", "verb:lamp word:1०० unit:percent"}, {"lamp 5⁰", "verb:lamp word:5⁰"},
		{"lamp ٥٠", "verb:lamp word:٥٠"}, {"½ lamp", "word:½ verb:lamp"}, {"lamp 50 \u0301", "verb:lamp num:50"},
		// a full stop after a word ends a sentence; inside a number, after
		// one letter ("p.m.") or before a letter it is none
		{"lamp on. lamp", "verb:lamp on:on sep:, verb:lamp"}, {"lamp on.", "verb:lamp on:on"},
		{"7 p.m. lamp", "num:7 word:p word:m verb:lamp"}, {"lamp 2.5. lamp", "verb:lamp num:2.5 verb:lamp"}, {"on.lamp", "on:on verb:lamp"},
	}
	for _, tt := range tests {
		if got := Show(toy.Tokens(tt.in)); got != tt.want {
			t.Errorf("Tokens(%q)\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

func TestTokenColumns(t *testing.T) {
	toks := toy.Tokens("客厅的开关 lamp")
	cols := []int{1, 3, 4, 7}
	if len(toks) != len(cols) {
		t.Fatalf("%d tokens, want %d", len(toks), len(cols))
	}
	for i, tok := range toks {
		if tok.Pos.Column != cols[i] {
			t.Errorf("token %q at column %d, want %d", tok.Value, tok.Pos.Column, cols[i])
		}
	}
}

// TestNormalize: a lexicon's Normalize sees the folded runes before they
// are lexed, and the columns still count the original text.
func TestNormalize(t *testing.T) {
	l := *toy
	l.Normalize = func(rs []rune) {
		for i, r := range rs {
			if r == '開' {
				rs[i] = '开'
			}
		}
	}
	toks := l.Tokens("開 LAMP 開")
	if got, want := Show(toks), "verb:开 verb:lamp verb:开"; got != want {
		t.Errorf("Tokens = %s, want %s", got, want)
	}
	if col := toks[2].Pos.Column; col != 8 {
		t.Errorf("last token at column %d, want 8", col)
	}
}

func TestKey(t *testing.T) {
	fold := func(w string) string { return strings.TrimSuffix(w, "s") }
	drop := func(t lexer.Token) bool { return t.Value == "的" }
	tests := []struct{ in, want string }{
		{"Lamps  Kitchen", "lamp kitchen"},
		{"客厅的开关", "客厅开关"},
		{"五 lamps", "5 lamp"},
	}
	for _, tt := range tests {
		if got := toy.Key(tt.in, drop, fold); got != tt.want {
			t.Errorf("Key(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestNameKey(t *testing.T) {
	drop := func(t lexer.Token) bool { return t.Value == "的" }
	for in, want := range map[string]bool{"Lamps  Kitchen": true, "客厅的开关": true, "kitchen 5": true, "": true, "50%": false, "lamp 5": false} {
		key, plain := toy.NameKey(in, drop, nil)
		if plain != want || key != toy.Key(in, drop, nil) {
			t.Errorf("NameKey(%q) = %q, %v; want %q, %v", in, key, plain, toy.Key(in, drop, nil), want)
		}
	}
}

func TestNumber(t *testing.T) {
	units := map[string]string{"%": "%", "percent": "%"}
	for in, want := range map[string]float64{"50%": 50, "五": 5, "20 percent": 20} {
		if got, ok := toy.Number(in, units); !ok || got != want {
			t.Errorf("Number(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "lamp 50", "50 lamp", "5 5"} {
		if got, ok := toy.Number(in, units); ok {
			t.Errorf("Number(%q) = %v, want none", in, got)
		}
	}
}

type toyTree struct {
	Words []string `parser:"@( Verb | On | Word | Han )+"`
}

func TestParseErrors(t *testing.T) {
	p := Build[toyTree](toy)
	tests := []struct{ in, want string }{
		{"", "1:1: nothing to understand"},
		{"，。", "1:1: nothing to understand"},
		{"lamp on 5", `1:9: unexpected token "5"`},
		{"客厅 %", `1:4: unexpected token "%"`},
	}
	for _, tt := range tests {
		_, err := Parse(p, toy, tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) = %v, want %q", tt.in, err, tt.want)
		}
	}
	if g, err := Parse(p, toy, "lamp on"); err != nil || strings.Join(g.Words, " ") != "lamp on" {
		t.Errorf("Parse(lamp on) = %v, %v", g, err)
	}
}
