package index

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"edge/ir"
)

func TestTerms(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Kitchen Lights 2", "w:kitchen w:light n:2"},
		{"客厅灯", "c:客 p:ke p:qia q:ke q:qia c:厅 b:客厅 p:ting q:tin r:ke tin r:qia tin c:灯 b:厅灯 p:deng p:ding q:den q:din r:tin den r:tin din"},
		{"ＴＶ", "w:tv"},
		{"big white 大白", "w:big w:white c:大 p:da p:dai p:tai q:da q:dai q:tai c:白 b:大白 p:bai p:bo q:bai q:bo r:da bai r:da bo r:dai bai r:dai bo r:tai bai r:tai bo"},
		{"  ,;  ", ""},
	}
	for _, tt := range tests {
		if got := strings.Join(terms(tt.text), " "); got != tt.want {
			t.Errorf("terms(%q) =\n %s\nwant\n %s", tt.text, got, tt.want)
		}
	}
}

func TestSkeleton(t *testing.T) {
	for _, pair := range [][2]string{{"lite", "light"}, {"kitchn", "kitchen"}, {"celing", "ceiling"}, {"fone", "phone"}} {
		if a, b := skeleton(pair[0]), skeleton(pair[1]); a != b {
			t.Errorf("skeleton %s = %s, %s = %s", pair[0], a, pair[1], b)
		}
	}
}

func TestSoundsLikeClass(t *testing.T) {
	tests := map[string]string{
		"等": "light 灯", "抬灯": "light 台灯", "电事": "tv 电视", "lite": "light light", "fann": "fan fan", "窗连": "curtain 窗帘",
		"jacuzzi": " ", "老伙计": " ", "kitchen light": " ", "": " ",
	}
	for text, want := range tests {
		if class, word := soundsLikeClass(text); class+" "+word != want {
			t.Errorf("soundsLikeClass(%q) = %q %q, want %q", text, class, word, want)
		}
	}
}

// FuzzTerms: any text gives terms of known kinds, in valid UTF-8, and
// searching it in an index neither panics nor scores out of range.
func FuzzTerms(f *testing.F) {
	for _, s := range []string{"客厅的等", "turn on the lite", "老伙计", "Ｂｉｇ　Ｗｈｉｔｅ", "一楼2楼三楼", "\x00\xff", "ok'ok''", "𠀀𠀁"} {
		f.Add(s)
	}
	x := New(demoPlus(f))
	f.Fuzz(func(t *testing.T, s string) {
		for _, term := range terms(s) {
			if !utf8.ValidString(term) || len(term) < 3 || !strings.Contains("wncbpqr", term[:1]) || term[1] != ':' {
				t.Fatalf("terms(%q): bad term %q", s, term)
			}
		}
		for _, h := range x.kw.search(units(s), nil, 0) {
			if h.coverage < 0 || h.coverage > 1.0001 || h.score < 0 {
				t.Fatalf("search(%q): %+v", s, h)
			}
		}
		r := x.Resolve(context.Background(), ir.Target{Name: s}, has("onoff"), Context{})
		if len(r.Options) > MaxOptions {
			t.Fatalf("Resolve(%q): %d options", s, len(r.Options))
		}
	})
}

// FuzzDecode: damaged index data is an error, never a panic.
func FuzzDecode(f *testing.F) {
	x := New(demoPlus(f))
	ids, docs := descriptors(x)
	kv := map[string][]byte{}
	buildBM25(ids, docs, keyMemo{}).encode([]byte("fp"), func(k, v []byte) error { kv[string(k)] = v; return nil })
	f.Add("docs", kv["docs"])
	f.Add("meta", kv["meta"])
	f.Add("tw:light", kv["tw:light"])
	f.Fuzz(func(t *testing.T, key string, value []byte) {
		d := newDecoder()
		d.add([]byte("docs"), kv["docs"])
		d.add([]byte("meta"), kv["meta"])
		if d.add([]byte(key), value) == nil {
			if b, err := d.done(); err == nil {
				b.search(units("light 2 灯"), nil, 0)
			}
		}
	})
}
