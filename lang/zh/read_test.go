package zh

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"edge/grammar"
	"edge/lang"
)

var update = flag.Bool("update", false, "rewrite testdata/grammar.ebnf")

func TestTokens(t *testing.T) {
	tests := []struct{ in, want string }{
		{"把客厅的灯打开", "filler:把 han:客厅 filler:的 han:灯 verb:打开"},
		{"空调调到二十六度", "han:空调 verb:调到 num:26 quest:度"},
		{"百分之五十", "num:50 unit:%"},
		{"二十五点五度", "num:25.5 quest:度"},
		{"调亮一点", "rel:调亮 filler:一点"},
		{"百分之20", "num:20 unit:%"},
		{"色温2700K", "attr:色温 num:2700 unit:k"},
		{"打开一下一楼的灯", "verb:打开 filler:一下 num:1 han:楼 filler:的 han:灯"},
		{"两百", "num:200"},
		{"十五", "num:15"},
		{"二五八零", "num:2580"},
		{"四十八二十六", "num:48 num:26"},
		{"三百零五", "num:305"},
		{"二五八十", "num:25 num:80"},
		{"二五八零吧", "num:2580 filler:吧"},
		{"一千零一", "num:1001"},
		{"两千五百八十", "num:2580"},
		{"关掉开关吧。", "verb:关掉 han:开关 filler:吧"},
		{"前门锁了吗？", "han:前门 verb:锁了 quest:吗"},
		{"打开TV", "verb:打开 word:tv"},
		{"打开加热", "verb:打开 han:加热"},
		{"关掉热器", "verb:关掉 han:热器"},
		{"烤箱预热到两百度", "han:烤箱 verb:预热到 num:200 quest:度"},
		{"空调热到二十六度", "han:空调 state:热 verb:到 num:26 quest:度"},
		{"加热吗", "han:加 state:热 quest:吗"},
		{"把客廳燈關掉", "filler:把 han:客厅灯 verb:关掉"},
		{"冷氣開著嗎", "han:冷气 state:开着 quest:吗"},
		{"小爱同学，打开厨房灯", "filler:小爱同学 sep:, verb:打开 han:厨房灯"},
		{"小度 打开灯", "filler:小度 verb:打开 han:灯"},
		{"小度音箱暂停", "han:小度音箱 verb:暂停"},
		{"嗯 呃 灯关了呗", "filler:嗯 filler:呃 han:灯 verb:关了 filler:呗"},
		{"空调调成自动", "han:空调 verb:调成 mode:自动"},
		{"自动窗帘打开", "han:自动窗帘 verb:打开"},
		{"小夜灯再暗一点", "han:小夜灯 filler:再 rel:暗一点"},
		{"关灯 再打开电视", "verb:关 han:灯 sep:, conj:再 verb:打开 han:电视"},
		{"冷不冷", "state:冷 quest:不 filler:冷"},
		{"空调开着不", "han:空调 state:开着 quest:不"},
		{"几扇窗户开着", "quest:几 han:窗户 state:开着"},
		{"电视关了 灯也关了", "han:电视 verb:关了 sep:, han:灯 conj:也 verb:关了"},
		{"嗯 那个 把灯开一下", "filler:嗯 ref:那个 filler:把 han:灯 verb:开 filler:一下"},
		{"开一半", "verb:开 num:50.0 unit:%"},
		{"再把它调亮点", "filler:再 filler:把 ref:它 rel:调亮 filler:点"},
		{"开一半就行", "verb:开 num:50.0 unit:% filler:就行"},
		{"空调高一度", "han:空调 rel:高 num:1 quest:度"},
		{"空调现在是什么模式", "han:空调 quest:现在 quest:是 quest:什么 attr:模式"},
		{"调到三成", "verb:调到 num:30 unit:%"},
		{"调成两成半", "verb:调成 num:20 unit:% num:50.0 unit:%"},
		{"空调开起来", "han:空调 verb:开起来"},
		{"客厅空调再高两度", "han:客厅空调 filler:再 rel:高 num:2 quest:度"},
		{"温度往上调一点", "attr:温度 rel:往上调 filler:一点"},
		{"换成蓝的", "verb:换成 color:蓝色 filler:的"},
		{"你声音小一点", "filler:你 attr:声音 rel:小一点"},
		{"你大点声", "filler:你 rel:大点声"},
		{"小夜灯调到一成亮", "han:小夜灯 verb:调到 num:10 unit:% filler:亮"},
		{"电视小点声", "han:电视 rel:小点声"},
		{"嘿 小爱 劳驾把灯关了", "filler:嘿 filler:小爱 filler:劳驾 filler:把 han:灯 verb:关了"},
		{"暂停播放", "verb:暂停 noun:音乐"},
		{"停止播放吧", "verb:停止 noun:音乐 filler:吧"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := grammar.Show(lex.Tokens(tt.in)); got != tt.want {
			t.Errorf("Tokens(%q)\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// TestSpoken: hesitations and politeness around a command leave the
// command ("那个" before a name is no reference; "可以…吗" is a request);
// without a name or a politeness word they keep their meaning.
func TestSpoken(t *testing.T) {
	tests := []struct{ in, want string }{
		{"嗯 那个 把次卧的灯开一下", "NP(次卧) NP(灯) Verb(open-on)"},
		{"那个那个 客卫的灯关一下", "NP(客卫) NP(灯) Verb(close-off)"},
		{"那个关掉", "NP(ref) Verb(close-off)"},
		{"可以帮我把阳台灯关掉吗", "NP(阳台灯) Verb(close-off)"},
		{"能不能把空调调高一度", "NP(空调) Rel(+) Value(1 degrees)"},
		{"阳台灯关掉了吗", "NP(阳台灯) Verb(close-off) Quest(吗)"},
	}
	for _, tt := range tests {
		cs, err := pack{}.Parse(tt.in)
		if err != nil || len(cs) != 1 {
			t.Errorf("Parse(%q) = %v, %v", tt.in, cs, err)
			continue
		}
		c, _ := pack{}.Reinterpret(cs[0])
		if got := phrases(c); got != tt.want {
			t.Errorf("%s\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// phrases shows the phrases of a clause that are not fillers.
func phrases(c lang.Clause) string {
	var out []string
	for _, p := range c {
		switch p.Kind {
		case lang.Verb:
			out = append(out, "Verb("+p.Word+")")
		case lang.NP:
			if p.Ref {
				out = append(out, "NP(ref)")
			} else {
				out = append(out, "NP("+strings.Join(p.Words, " ")+")")
			}
		case lang.Rel:
			sign := "+"
			if p.Sign < 0 {
				sign = "-"
			}
			out = append(out, "Rel("+p.Word+sign+")")
		case lang.Value:
			out = append(out, fmt.Sprintf("Value(%s %s)", p.NumText(), p.Unit))
		case lang.Quest:
			out = append(out, "Quest("+p.Raw+")")
		case lang.Filler:
		default:
			out = append(out, fmt.Sprintf("%d(%s)", p.Kind, p.Raw))
		}
	}
	return strings.Join(out, " ")
}

// TestNormalize: traditional characters, Taiwan wording and the pack's
// words misheard by their sound are put back; numbers, known words and
// names are left.
func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"打開書房檯燈", "打开书房台灯"},
		{"空調開著嗎", "空调开着吗"},
		{"把书房抬灯打开", "把书房台灯打开"},
		{"悬关灯打开", "玄关灯打开"},
		{"把吸顶灯调按一点", "把吸顶灯调暗一点"},
		{"主卧窗连关一半", "主卧窗帘关一半"},
		{"餐厅吊灯量度调到六十", "餐厅吊灯亮度调到六十"},
		{"燃气阀们关一下", "燃气阀门关一下"},
		{"空调温度调低两度", "空调温度调低两度"},
		{"地暖调到二十度", "地暖调到二十度"},
		{"设为20摄氏度", "设为20摄氏度"},
		{"别静音了", "别静音了"},
		{"打开这里的窗帘", "打开这里的窗帘"},
		{"投影仪打开", "投影仪打开"},
		{"空调的温度是多少", "空调的温度是多少"},
		{"著名的灯", "著名的灯"},
	}
	for _, tt := range tests {
		rs := []rune(tt.in)
		normalize(rs)
		if got := string(rs); got != tt.want {
			t.Errorf("normalize(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestSimplified(t *testing.T) {
	for in, want := range map[rune]rune{'開': '开', '燈': '灯', '臥': '卧', '廳': '厅', '麼': '么', '檯': '台', '枱': '台',
		'灯': '灯', '么': '么', '抬': '抬', '著': '著', '㑮': '𫝈', 'a': 'a', '鿿': '鿿'} {
		if got := simplified(in); got != want {
			t.Errorf("simplified(%c) = %c, want %c", in, got, want)
		}
	}
	for _, p := range simplifiedOf {
		if simplified(p[1]) != p[1] {
			t.Errorf("%c → %c → %c: the simplified is converted again", p[0], p[1], simplified(p[1]))
		}
	}
}

func TestKeyTraditional(t *testing.T) {
	if a, b := (pack{}).Key("玄關燈"), (pack{}).Key("玄关灯"); a != b {
		t.Errorf("Key(玄關燈) = %q, Key(玄关灯) = %q; want equal", a, b)
	}
}

func TestTokenColumns(t *testing.T) {
	toks := lex.Tokens("把客厅的灯打开")
	cols := []int{1, 2, 4, 5, 6}
	for i, tok := range toks {
		if tok.Pos.Column != cols[i] {
			t.Errorf("token %q at column %d, want %d", tok.Value, tok.Pos.Column, cols[i])
		}
	}
}

func TestKey(t *testing.T) {
	same := [][]string{
		{"客厅的灯", "客厅灯"},
		{"一楼", "1楼"},
		{"卫生间灯", "厕所的灯", "洗手间灯", "衛生間燈"},
		{"餐厅", "饭厅"},
	}
	for _, group := range same {
		for _, s := range group[1:] {
			if (pack{}).Key(s) != (pack{}).Key(group[0]) {
				t.Errorf("Key(%q) = %q, Key(%q) = %q; want equal", s, pack{}.Key(s), group[0], pack{}.Key(group[0]))
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	_, err := pack{}.Parse("把灯 %")
	if want := `1:4: unexpected token "%"`; err == nil || err.Error() != want {
		t.Errorf("Parse = %v, want %q", err, want)
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
		t.Fatalf("%v (run go test ./lang/zh -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("the grammar changed; review it and run go test ./lang/zh -update\n%s", got)
	}
}

func FuzzTokens(f *testing.F) {
	for _, s := range []string{"把客厅的灯调到百分之五十", "二十五点五度", "百分之", "十十十", "打开TV"} {
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

func TestFoldPinyin(t *testing.T) {
	for _, pair := range [][2]string{
		{"zhang", "zang"}, {"chi", "ci"}, {"shi", "si"}, {"lan", "nan"}, {"hu", "fu"},
		{"xing", "xin"}, {"deng", "den"}, {"feng", "fen"}, {"long", "nong"},
	} {
		if a, b := (pack{}).Fold(pair[0]), (pack{}).Fold(pair[1]); a != b {
			t.Errorf("%s folds to %s, %s to %s", pair[0], a, pair[1], b)
		}
	}
	for _, pair := range [][2]string{{"deng", "dong"}, {"ba", "pa"}, {"ji", "qi"}} {
		if (pack{}).Fold(pair[0]) == (pack{}).Fold(pair[1]) {
			t.Errorf("%s and %s fold together", pair[0], pair[1])
		}
	}
}

func TestReadings(t *testing.T) {
	if got := (pack{}).Readings('灯'); len(got) == 0 || got[0] != "deng" {
		t.Errorf("Readings(灯) = %v, want deng first", got)
	}
	if got := (pack{}).Readings('a'); got != nil {
		t.Errorf("Readings(a) = %v, want none", got)
	}
}

func TestHas(t *testing.T) {
	for _, tt := range []struct {
		text, word string
		want       bool
	}{
		{"把所有灯关掉", "所有", true},
		{"把它們關掉", "它们", true},
		{"把灯关掉", "所有", false},
		{"把灯关掉", "", false},
	} {
		if got := (pack{}).Has(tt.text, tt.word); got != tt.want {
			t.Errorf("Has(%q, %q) = %v, want %v", tt.text, tt.word, got, tt.want)
		}
	}
}
