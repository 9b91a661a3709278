package zh

import "testing"

// TestDoorsAndWindows: 门窗 said of the doors and the windows (门窗都关好了
// 吗, 门窗关了没有, 门窗是不是都关了) is read as 门和窗 is, in every way it is
// asked; in a name (门窗传感器, 门窗磁) it stays a word of it.
func TestDoorsAndWindows(t *testing.T) {
	n := 0
	for _, lead := range []string{"", "请问", "帮我看看", "小爱同学，"} {
		for _, rest := range []string{"都关好了吗", "关了没有", "是不是都关了", "都锁好了吗", "全关了吗", "还开着吗", "有没有关"} {
			said, plain := lead+"门窗"+rest, lead+"门和窗"+rest
			n++
			if got, want := phrasesOf(t, said), phrasesOf(t, plain); got != want {
				t.Errorf("%q reads %s, want %s as %q", said, got, want, plain)
			}
		}
	}
	if n < 20 {
		t.Errorf("%d ways, want at least 20", n)
	}
	for _, name := range []string{"门窗传感器", "门窗磁", "阳台门窗磁"} {
		if got := doorsWindows(name); got != name {
			t.Errorf("doorsWindows(%q) = %q, a name's word", name, got)
		}
	}
}
