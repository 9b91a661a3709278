package en

import (
	"flag"
	"os"
	"testing"

	"edge/grammar"
)

var update = flag.Bool("update", false, "rewrite testdata/grammar.ebnf")

func TestTokens(t *testing.T) {
	registered()
	tests := []struct{ in, want string }{
		{"Turn ON the Kitchen Light", "verb:turn on:on det:the word:kitchen word:light"},
		{"ｔｕｒｎ　ｏｆｆ　ＴＶ", "verb:turn dir:off word:tv"},
		{"set it to 50%", "verb:set ref:it to:to num:50 unit:%"},
		{"22°C and 21.5 °c", "num:22 unit:degrees conj:and num:21.5 unit:degrees"},
		{"twenty five percent, then ninety-nine", "num:25 unit:percent sep:, conj:then num:99"},
		{"what's the kitchen's light", "quest:what quest:is det:the word:kitchen word:light"},
		{"don't lock it", "quest:do except:not word:lock ref:it"},
		{"twenty point five", "num:20.5"},
		{"2700K", "num:2700 unit:k"},
		{"，，hello！！", "word:hello"},
		{"ok google turn it off", "filler:ok filler:google verb:turn ref:it dir:off"},
		{"hey olly, lights off", "filler:hey filler:olly sep:, word:lights dir:off"},
		{"dim the lights olly", "verb:dim det:the word:lights filler:olly"},
		{"ok do it", "kw:yes"},
		{"google home off", "word:google word:home dir:off"},
		{"turn off the bed room light", "verb:turn dir:off det:the word:bedroom word:light"},
		{"switch off each and every lamp", "word:switch dir:off quant:every word:lamp"},
		{"to one percent", "to:to num:1 unit:percent"},
		{"a hundred", "num:100"},
		{"the kitchen one", "det:the word:kitchen word:one"},
		{"turn it all the way up", "verb:turn ref:it extreme:max"},
		{"go and make a coffee", "filler:go verb:make det:a word:coffee"},
		{"thermostat twenty one", "verb:set word:thermostat num:21"},
		{"the bedroom one", "det:the word:bedroom word:one"},
		{"the guest room two light", "det:the word:guest word:room word:2 word:light"},
		{"turn on the lamp over there too", "verb:turn on:on det:the word:lamp filler:over here:there filler:too"},
		{"and the fan in there", "filler:and det:the word:fan prep:in here:there"},
		{"is there a light on in there", "quest:is filler:there det:a word:light on:on prep:in here:there"},
		{"turn the kitchen light back on", "verb:turn det:the word:kitchen word:light filler:back on:on"},
		{"turn the back on", "verb:turn det:the word:back on:on"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := grammar.Show(lex.Tokens(tt.in)); got != tt.want {
			t.Errorf("Tokens(%q)\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

func TestKey(t *testing.T) {
	same := [][]string{
		{"Kitchen Lights", "kitchen light", "the kitchen light", "KITCHEN  LIGHT"},
		{"Light 2", "light two"},
		{"Batteries", "battery"},
		{"bathroom light", "restroom light", "the washroom lights"},
		{"living room", "lounge"},
	}
	for _, group := range same {
		for _, s := range group[1:] {
			if (pack{}).Key(s) != (pack{}).Key(group[0]) {
				t.Errorf("Key(%q) = %q, Key(%q) = %q; want equal", s, pack{}.Key(s), group[0], pack{}.Key(group[0]))
			}
		}
	}
	if (pack{}).Key("Kitchen light") == (pack{}).Key("Kitchen lamp") {
		t.Error("different names share a key")
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"turn on the light %", `1:19: unexpected token "%"`},
		{"turn on the lamp over", `1:18: unexpected token "over"`},
	}
	for _, tt := range tests {
		_, err := pack{}.Parse(tt.in)
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
		t.Fatalf("%v (run go test ./lang/en -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("the grammar changed; review it and run go test ./lang/en -update\n%s", got)
	}
}

func FuzzTokens(f *testing.F) {
	registered()
	for _, s := range []string{"turn on the kitchen light", "it's 22°C", "ｔｕｒｎ", "twenty point", "don't", "a/c", "a.c.&u pls"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, tok := range lex.Tokens(s) {
			if tok.Value == "" {
				t.Fatalf("Tokens(%q): empty token", s)
			}
		}
		_ = pack{}.Key(s)
		_, _ = pack{}.Parse(s)
		_, _ = pack{}.ParseReply(s)
	})
}
