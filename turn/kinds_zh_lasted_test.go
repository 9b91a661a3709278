package turn_test

import (
	"testing"
)

// TestChineseLastedTold: a length said after a verb done with 了 (电视开了一
// 个小时了, 客厅空调开了三个小时了, 书房台灯关了十分钟, 把电视开了半小时) is how long
// it has lasted, told: nothing is done. The TV was switched on for an hour
// and off after it. Said after a verb not done (电视开一个小时) it is still a
// length to last (TestLastingChinese).
func TestChineseLastedTold(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "lasted")
	things := []string{"电视", "排气扇", "厨房灯", "门厅灯", "书房台灯", "客厅空调", "客厅风扇"}
	verbs := []string{"开了", "打开了", "关了", "关掉了", "开着"}
	lengths := []string{"十分钟", "半小时", "一个小时", "两个小时", "一个多小时", "三个钟头", "一整天", "一晚上"}
	for _, th := range things {
		for _, v := range verbs {
			for _, l := range lengths {
				s.nothing(th+v+l, th+v+l+"了", "把"+th+v+l, th+"已经"+v+l+"了")
			}
		}
	}
	if s.n < 1000 {
		t.Errorf("%d utterances, want at least 1000", s.n)
	}
}
