package turn_test

import (
	"strings"
	"testing"
)

// TestChineseOneKey says 一键 ("with one key": everything at once) before
// a verb, alone, with a class or in a room (一键关闭, 一键全关, 一键关灯,
// 卧室一键关灯, 帮我一键打开空调吧): it is all of what is named, or of
// everything, as 全 and 所有 say: 一键关闭 is the sweep 全关了 asks its yes
// for, 一键关灯 is 关掉所有灯. It was the number 1 (找不到“1键”). Said
// alone, with no verb, refused or of something else (一键三连), it does
// nothing.
func TestChineseOneKey(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "onekey")
	asks := []string{"", "帮我", "请", "给我"}
	ends := []string{"", "吧", "一下"}
	for _, ask := range asks {
		for _, end := range ends {
			for _, v := range []string{"关闭", "全关", "关掉", "全部关闭", "全关了", "都关了", "关掉全部"} {
				s.same(ask+"一键"+v+end, "全关了")
			}
			for _, v := range []string{"打开", "全开", "开启", "全部打开"} {
				s.same(ask+"一键"+v+end, "全部打开")
			}
		}
	}
	verbs := map[string]string{"关": "关掉", "关掉": "关掉", "关闭": "关掉", "打开": "打开", "开": "打开", "开启": "打开"}
	for _, c := range []string{"灯", "空调", "窗帘", "风扇"} {
		for v, plain := range verbs {
			for _, ask := range asks {
				s.same(ask+"一键"+v+c, plain+"所有"+c)
				s.same(ask+"一键"+v+"所有"+c, plain+"所有"+c)
			}
			for _, room := range []string{"卧室", "客厅", "厨房", "书房"} {
				if !strings.HasPrefix(summary(s.ask("把"+room+"的"+c+"都"+plain)), "planned") {
					continue // none of the class there
				}
				s.same(room+"一键"+v+c, "把"+room+"的"+c+"都"+plain)
				s.same("一键"+v+room+"的"+c, "把"+room+"的"+c+"都"+plain)
			}
		}
	}
	if s.n < 250 {
		t.Errorf("%d wordings, want at least 250", s.n)
	}
	s.nothing("一键", "一键三连", "一键三连一下", "不要一键关灯", "别一键关闭", "一键关闭吗", "一键关灯了吗")
	for _, text := range []string{"一键关闭", "一键全关", "一键关灯", "一键关闭卧室的灯", "一键三连"} {
		if r := s.ask(text); strings.Contains(r.Say, "1键") {
			t.Errorf("%q: %q, 一键 read as the number 1", text, r.Say)
		}
	}
}
