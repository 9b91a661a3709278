package zh

import (
	"slices"
	"strconv"
	"testing"
)

// TestRewrites runs each rewrite on sentences it applies to, and on one
// it leaves alone.
func TestRewrites(t *testing.T) {
	places := []string{"客厅", "厨房", "主卧"}
	tests := []struct {
		kind, text string
		want       []string
	}{
		{"ba", "打开客厅的灯", []string{"把客厅的灯打开"}},
		{"ba", "开空调", []string{"把空调打开"}},
		{"ba", "空调调到26度", []string{"把空调调到26度"}},
		{"ba", "客厅灯亮点", nil},
		{"topic", "把客厅的灯打开", []string{"客厅的灯打开"}},
		{"verb-first", "把灯关了吧", []string{"关掉灯吧"}},
		{"verb-first", "把电视和客厅的灯都关掉", []string{"关掉电视和客厅的灯"}},
		{"verb-first", "帮我把灯关掉", []string{"帮我关掉灯"}},
		{"list-dou", "关掉电视和客厅的灯", []string{"把电视和客厅的灯都关掉"}},
		{"list-dou", "把电视和灯都关掉", nil},
		{"room-after", "打开厨房的灯", []string{"打开灯，厨房的"}},
		{"room-after", "打开客厅空调，调到二十六度", nil},
		{"room-de", "关掉主卧灯带", []string{"关掉主卧的灯带"}},
		{"room-de", "关掉主卧的灯带", []string{"关掉主卧灯带"}},
		{"wake", "打开厨房灯", []string{"小爱同学，打开厨房灯"}},
		{"wake", "小爱同学，打开厨房灯", nil},
		{"polite", "打开厨房灯", []string{"请打开厨房灯", "帮我打开厨房灯", "麻烦你打开厨房灯"}},
		{"polite", "嗯 客厅几度", []string{"嗯 请问客厅几度"}},
		{"yixia", "把灯关掉", []string{"把灯关一下"}},
		{"yixia", "打开客厅灯", []string{"打开一下客厅灯"}},
		{"particle", "打开客厅灯", []string{"打开客厅灯吧", "打开客厅灯啊"}},
		{"particle", "客厅灯开着吗", nil},
		{"erhua", "客厅灯亮一点", []string{"客厅灯亮一点儿"}},
		{"adverb", "把前门的锁打开", []string{"把前门的锁马上打开"}},
		{"adverb", "小夜灯再暗一点", []string{"小夜灯再稍微暗一点"}},
		{"synonym", "打开客厅灯", []string{"开启客厅灯"}},
		{"synonym", "音量调高20", nil},
		{"synonym", "电视声音调低", []string{"电视机声音调低", "电视声音调低一点"}},
		{"numeral", "空调调到26度", []string{"空调调到二十六度"}},
		{"numeral", "亮度调到百分之五十", []string{"亮度调到50%"}},
		{"numeral", "亮度调到50%", []string{"亮度调到百分之五十"}},
		{"numeral", "空调调到二十五点五度", []string{"空调调到25.5度"}},
		{"question", "客厅灯开着吗", []string{"客厅灯是不是开着", "客厅灯开着没有", "客厅灯现在开着吗"}},
		{"question", "门锁着没", []string{"门锁着吗"}},
		{"traditional", "打开客厅的灯", []string{"打開客廳的燈"}},
	}
	rewrites := map[string]func(string, []string) []string{}
	for _, r := range (pack{}).Rewrites() {
		rewrites[r.Kind] = r.Apply
	}
	for _, tt := range tests {
		apply, ok := rewrites[tt.kind]
		if !ok {
			t.Fatalf("no rewrite %q", tt.kind)
		}
		if got := apply(tt.text, places); !slices.Equal(got, tt.want) {
			t.Errorf("%s(%q) = %q, want %q", tt.kind, tt.text, got, tt.want)
		}
	}
}

func TestSpell(t *testing.T) {
	for num, want := range map[string]string{"0": "零", "7": "七", "10": "十", "15": "十五", "26": "二十六", "100": "一百",
		"105": "一百零五", "110": "一百一十", "1005": "一千零五", "25.5": "二十五点五"} {
		if got := spell(num); got != want {
			t.Errorf("spell(%s) = %s, want %s", num, got, want)
		}
		if n, ok := (pack{}).Number(want); !ok || n != mustFloat(t, num) {
			t.Errorf("Number(%s) = %v %v, want %s", want, n, ok, num)
		}
	}
}

func mustFloat(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
