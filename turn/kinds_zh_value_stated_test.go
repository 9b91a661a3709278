package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestChineseValueStated: what a device is said to be, a value after 是
// with 的 or nothing after it (餐灯是红色的, 卧室空调是26度的, 客厅空调现在是
// 制冷模式的吧, 台灯亮度是50的), is the question of that value: it answers as
// the question with 吗 answers it, and nothing is done; it set the value.
// A command with 的 after its value (把餐灯调成红色的, 调成蓝色的吧, 卧室空调
// 设成26度的) still sets it.
func TestChineseValueStated(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "valuestated")
	stated := []string{"%s是%s的", "%s是%s的吧", "%s现在是%s的", "%s是%s的啊", "%s是%s", "嗯%s是%s的呀"}
	values := []struct{ names, values []string }{
		{[]string{"餐灯", "餐厅吊灯"}, []string{"红色", "蓝色", "绿色", "白色", "紫色"}},
		{[]string{"卧室空调", "客厅空调"}, []string{"26度", "二十度", "制冷", "制热模式", "除湿"}},
		{[]string{"主卧灯", "客厅主灯"}, []string{"暖光", "冷光", "暖白"}},
		{[]string{"台灯亮度", "电视音量", "书房音箱音量", "主卧灯的亮度", "床头灯亮度"}, []string{"50", "百分之三十", "20"}},
	}
	for _, v := range values {
		for i, name := range v.names {
			for j, value := range v.values {
				f := stated[(i+j)%len(stated)]
				text := fmt.Sprintf(f, name, value)
				asked := fmt.Sprintf("%s是%s吗", name, value)
				s.n++
				r, want := s.ask(text), s.ask(asked)
				if len(r.Actions) > 0 || r.Outcome != "answer" || r.Say != want.Say {
					t.Errorf("%q: %s %q, want %q answered as %q, nothing done", text, summary(r), r.Say, want.Say, asked)
				}
			}
		}
	}
	commands := []string{"把%s调成%s的", "%s调成%s的吧", "把%s换成%s的", "%s设成%s的", "帮我把%s设置成%s的"}
	for _, c := range []struct{ name, value, want string }{
		{"餐灯", "红色", "light.dining set color=red"},
		{"餐灯", "蓝", "light.dining set color=blue"},
		{"卧室空调", "26度", "climate.bedroom_ac set temperature=26"},
		{"客厅空调", "二十二度", "climate.living_ac set temperature=22"},
	} {
		for _, f := range commands {
			text := fmt.Sprintf(f, c.name, c.value)
			s.n++
			if got := summary(s.ask(text)); !strings.HasPrefix(got, "planned: "+c.want) {
				t.Errorf("%q: %s, want %s", text, got, c.want)
			}
		}
	}
	if s.n < 60 {
		t.Errorf("%d utterances, want at least 60", s.n)
	}
}
