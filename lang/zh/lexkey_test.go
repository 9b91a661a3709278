package zh

import (
	"testing"

	"edge/grammar"
)

// TestLexKey: a name's written key simplifies traditional characters,
// folds width and case, leaves out 的 and reads numerals as Key does, and
// puts back no misheard sound, where Key does.
func TestLexKey(t *testing.T) {
	for _, c := range []struct{ name, want, key string }{
		{"車庫門", "车库门", "车库门"},
		{"车库的门", "车库门", "车库门"},
		{"二楼燃气阀门", "2楼燃气阀门", "2楼燃气阀门"},
		{"Ｇａｒａｇｅ　Ｄｏｏｒ 车库门", "garage door车库门", "garage door车库门"},
		{"厕所暖风机", "卫生间暖风机", "卫生间暖风机"},
		{"抬灯", "台灯", "台灯"},
		{"车库们", "车库门", "车库门"},
		{"", "", ""},
	} {
		if got := (pack{}).LexKey(c.name); got != c.want {
			t.Errorf("LexKey(%q) = %q, want %q", c.name, got, c.want)
		}
		if got := (pack{}).Key(c.name); got != c.key {
			t.Errorf("Key(%q) = %q, want %q", c.name, got, c.key)
		}
	}
}

// asLexed is the lexicon without its rewrites and repairs: LexKey
// is its key.
var asLexed = (&grammar.Lexicon{Words: lex.Words, Content: lex.Content, Unspaced: isHan, Numeral: numeral,
	Normalize: normalize}).Prepare()

// FuzzLexKey: LexKey cuts and folds every text as the lexer does
// before its repairs and rewrites.
func FuzzLexKey(f *testing.F) {
	for _, s := range []string{"車庫門", "客厅的灯", "百分之五十的灯", "二十六度", "一半", "开著", "°c 灯", "garage 车库1门", "的", "调到-18度", "灯\u200b 2\u0336 1०० ½ a\u0301b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := (pack{}).LexKey(s), placeWords.Replace(asLexed.Key(s, keyDropped, nil)); got != want {
			t.Errorf("LexKey(%q) = %q, the lexer's key %q", s, got, want)
		}
	})
}
