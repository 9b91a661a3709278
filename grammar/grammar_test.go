package grammar

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

var update = flag.Bool("update", false, "rewrite testdata/grammar.ebnf")

func show(toks []lexer.Token) string {
	names := map[lexer.TokenType]string{}
	for n, t := range typeNames() {
		names[t] = strings.ToLower(n)
	}
	var parts []string
	for _, t := range toks {
		parts = append(parts, names[t.Type]+":"+t.Value)
	}
	return strings.Join(parts, " ")
}

func TestTokens(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Turn ON the Kitchen Light", "verb:turn on:on det:the word:kitchen word:light"},
		{"ｔｕｒｎ　ｏｆｆ　ＴＶ", "verb:turn dir:off word:tv"},
		{"set it to 50%", "verb:set ref:it to:to num:50 unit:%"},
		{"22°C and 21.5 °c", "num:22 unit:degrees conj:and num:21.5 unit:degrees"},
		{"twenty five percent, then ninety-nine", "num:25 unit:percent sep:, conj:then num:99"},
		{"what's the kitchen's light", "quest:what quest:is det:the word:kitchen word:light"},
		{"don't lock it", "quest:do except:not word:lock ref:it"},
		{"把客厅的灯打开", "filler:把 han:客厅 filler:的 han:灯 verb:打开"},
		{"空调调到二十六度", "han:空调 verb:调到 num:26 quest:度"},
		{"百分之五十", "num:50 unit:%"},
		{"二十五点五度", "num:25.5 quest:度"},
		{"调亮一点", "rel:调亮 filler:一点"},
		{"百分之20", "num:20 unit:%"},
		{"twenty point five", "num:20.5"},
		{"2700K", "num:2700 unit:k"},
		{"打开一下一楼的灯", "verb:打开 filler:一下 num:1 han:楼 filler:的 han:灯"},
		{"两百", "num:200"},
		{"十五", "num:15"},
		{"关掉开关吧。", "verb:关掉 han:开关 filler:吧"},
		{"前门锁了吗？", "han:前门 verb:锁了 quest:吗"},
		{"打开TV", "verb:打开 word:tv"},
		{"，，hello！！", "word:hello"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := show(Tokens(tt.in)); got != tt.want {
			t.Errorf("Tokens(%q)\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

func TestTokenColumns(t *testing.T) {
	toks := Tokens("把客厅的灯打开")
	cols := []int{1, 2, 4, 5, 6}
	for i, tok := range toks {
		if tok.Pos.Column != cols[i] {
			t.Errorf("token %q at column %d, want %d", tok.Value, tok.Pos.Column, cols[i])
		}
	}
}

func TestKey(t *testing.T) {
	same := [][]string{
		{"Kitchen Lights", "kitchen light", "the kitchen light", "KITCHEN  LIGHT"},
		{"客厅的灯", "客厅灯"},
		{"一楼", "1楼"},
		{"Light 2", "light two"},
		{"Batteries", "battery"},
	}
	for _, group := range same {
		for _, s := range group[1:] {
			if Key(s) != Key(group[0]) {
				t.Errorf("Key(%q) = %q, Key(%q) = %q; want equal", s, Key(s), group[0], Key(group[0]))
			}
		}
	}
	if Key("Kitchen light") == Key("Kitchen lamp") {
		t.Error("different names share a key")
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "1:1: nothing to understand"},
		{"，。", "1:1: nothing to understand"},
		{"turn on the light %", `1:19: unexpected token "%"`},
		{"make sure every light is off", `1:6: unexpected token "sure"`},
		{"把灯 %", `1:4: unexpected token "%"`},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) = %v, want %q", tt.in, err, tt.want)
		}
	}
}

func TestEBNF(t *testing.T) {
	got := EBNF()
	const path = "testdata/grammar.ebnf"
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./grammar -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("the grammar changed; review it and run go test ./grammar -update\n%s", got)
	}
}

func FuzzTokens(f *testing.F) {
	for _, s := range []string{"turn on the kitchen light", "把客厅的灯调到百分之五十", "二十五点五度", "ｔｕｒｎ", "it's 22°C", "百分之", "十十十"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, tok := range Tokens(s) {
			if tok.Value == "" {
				t.Fatalf("Tokens(%q): empty token", s)
			}
		}
		_ = Key(s)
		_, _ = Parse(s)
	})
}
