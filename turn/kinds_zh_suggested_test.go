package turn_test

import (
	"fmt"
	"testing"
)

// TestChineseSuggested: a command put as a suggestion (要不把空调开了吧, 要不然
// 开灯吧, 不如把台灯开了吧, 嗯，要不把客厅窗帘拉上吧) does what the command does;
// it was not understood. A suggestion not to (要不别开台灯了), asked (要不把台灯
// 开了吗) or after a condition (…，要不然关灯) does nothing.
func TestChineseSuggested(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "zh suggested")
	commands := []string{"把客厅空调开了", "把台灯关了", "开一下床头灯", "把客厅窗帘拉上", "把卧室空调调到26度", "关掉厨房灯", "打开电视", "把餐灯调成蓝色"}
	openers := []string{"要不%s吧", "要不然%s吧", "不如%s吧", "嗯，要不%s吧", "要不%s呗", "要不%s"}
	for i, c := range commands {
		for j, o := range openers {
			if (i+j)%2 == 0 || j < 3 {
				s.same(fmt.Sprintf(o, c), c)
			}
		}
	}
	s.nothing("要不别开台灯了", "要不把台灯开了吗", "如果客厅有人就开灯，要不然关灯", "要不然就算了", "不如不开台灯", "要不不要开空调了")
	if s.n < 40 {
		t.Errorf("%d wordings, want at least 40", s.n)
	}
}
