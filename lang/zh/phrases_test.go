package zh

import (
	"slices"
	"testing"
)

func TestSayNumberInWords(t *testing.T) {
	for n, want := range map[int]string{0: "零", 2: "二", 10: "十", 15: "十五", 22: "二十二", 100: "一百", 105: "一百零五",
		110: "一百一十", 999: "九百九十九"} {
		if got := (pack{}).SayNumber(n); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
}

func TestRecognizerTokens(t *testing.T) {
	for text, want := range map[string][]string{
		"客厅主灯":     {"客", "厅", "主", "灯"},
		"打开TV，好吗？": {"打", "开", "tv", "好", "吗"},
		"2号灯":      {"二", "号", "灯"},
		"卧室空调26度":  {"卧", "室", "空", "调", "二", "十", "六", "度"},
	} {
		if got := (pack{}).Tokens(text); !slices.Equal(got, want) {
			t.Errorf("%q: %q, want %q", text, got, want)
		}
	}
}
