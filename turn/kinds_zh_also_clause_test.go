package turn_test

import (
	"strings"
	"testing"
)

// TestChineseAlsoClause says a clause that only names another thing after
// a command, with 还有 before it or 也是 after it ("开客厅灯，还有电视",
// "把客厅灯关了，电视也是", "关掉厨房灯，还有书房台灯和卧室吊灯"), does that command on
// it too, as the two said in one list do; it was not understood.
func TestChineseAlsoClause(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "also")
	type cmd struct{ say, list string }
	cmds := []cmd{{"打开%a", "打开%a和%b"}, {"开一下%a", "开一下%a和%b"}, {"关掉%a", "关掉%a和%b"}, {"把%a关了", "把%a和%b关了"},
		{"把%a关掉吧", "把%a和%b关掉吧"}}
	pairs := [][2]string{{"客厅灯", "电视"}, {"厨房灯", "书房台灯"}, {"电视", "客厅风扇"}, {"床头灯", "卫生间灯"}}
	for _, c := range cmds {
		for _, p := range pairs {
			r := strings.NewReplacer("%a", p[0], "%b", p[1])
			first, list := r.Replace(c.say), r.Replace(c.list)
			for _, also := range []string{"，还有" + p[1], "，还有" + p[1] + "吧", "，" + p[1] + "也是", "，" + p[1] + "也一样"} {
				s.same(first+also, list)
			}
		}
	}
	s.same("关掉厨房灯，还有书房台灯和卫生间灯", "关掉厨房灯、书房台灯和卫生间灯")
	s.nothing("客厅灯开着吗，还有电视", "还有电视")
	if s.n < 80 {
		t.Errorf("%d utterances, want at least 80", s.n)
	}
}
