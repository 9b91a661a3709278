package zh

import (
	"strings"
	"testing"
)

// TestRestWithNothingBefore: the rest (剩下的, 剩余的) said with no exception
// or refusal ("剩下的都关", "剩下的灯都关了吧", "把剩余的都打开") is rest of
// nothing edge can tell and does nothing; after an exception or a refusal
// ("除了电视剩下的都关掉", "客厅灯别关，剩下的都关了") it is all but that, as
// 其他的 is. It was read as 剩 asked and a name 下 not found.
func TestRestWithNothingBefore(t *testing.T) {
	rests := []string{"剩下的", "剩余的"}
	classes := []string{"", "灯", "空调", "窗帘", "风扇"}
	verbs := []string{"都关", "都关了吧", "也关了", "都打开", "全部关掉", "都给我关了"}
	n := 0
	for _, r := range rests {
		for _, c := range classes {
			for _, v := range verbs {
				for _, before := range []string{"", "小爱同学", "把"} {
					said := before + r + c + v
					if cls, err := (pack{}).Parse(said); err == nil {
						t.Errorf("%q: %v, want not understood", said, cls)
					}
					n++
				}
			}
		}
		for _, tpl := range []string{"除了电视，%s都关了", "除了卧室空调%s都关掉", "客厅灯留着%s都关了", "客厅灯别关，%s灯都关了"} {
			said := strings.Replace(tpl, "%s", r, 1)
			if got := phrasesOf(t, said); !strings.Contains(got, "Except(") && !strings.Contains(got, "13(") {
				t.Errorf("%q: %s, want its exception", said, got)
			}
			n++
		}
	}
	if n < 150 {
		t.Errorf("%d wordings, want at least 150", n)
	}
}
