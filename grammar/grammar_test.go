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
	names := map[lexer.TokenType]string{Kw: "kw", Word: "w", Han: "han", Num: "n", Sep: "sep"}
	var parts []string
	for _, t := range toks {
		parts = append(parts, names[t.Type]+":"+t.Value)
	}
	return strings.Join(parts, " ")
}

func TestTokens(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Turn ON the Kitchen Light", "kw:turn kw:on kw:the w:kitchen w:light"},
		{"ｔｕｒｎ　ｏｆｆ　ＴＶ", "kw:turn kw:off w:tv"},
		{"set it to 50%", "kw:set kw:it kw:to n:50 kw:%"},
		{"22°C and 21.5 °c", "n:22 kw:degrees kw:and n:21.5 kw:degrees"},
		{"twenty five percent, then ninety-nine", "n:25 kw:percent sep:, kw:then n:99"},
		{"what's the kitchen's light", "kw:what kw:is kw:the w:kitchen w:light"},
		{"don't lock it", "kw:do kw:not w:lock kw:it"},
		{"把客厅的灯打开", "kw:把 han:客厅 kw:的 han:灯 kw:打开"},
		{"空调调到二十六度", "han:空调 kw:调到 n:26 kw:度"},
		{"百分之五十", "n:50 kw:%"},
		{"二十五点五度", "n:25.5 kw:度"},
		{"调亮一点", "kw:调亮 kw:一点"},
		{"百分之20", "n:20 kw:%"},
		{"twenty point five", "n:20.5"},
		{"2700K", "n:2700 kw:k"},
		{"打开一下一楼的灯", "kw:打开 kw:一下 n:1 han:楼 kw:的 han:灯"},
		{"两百", "n:200"},
		{"十五", "n:15"},
		{"关掉开关吧。", "kw:关掉 han:开关 kw:吧"},
		{"前门锁了吗？", "han:前门 kw:锁了 kw:吗"},
		{"打开TV", "kw:打开 w:tv"},
		{"，，hello！！", "w:hello"},
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
