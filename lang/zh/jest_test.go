package zh

import "testing"

// TestJests says every word of jestWords after a command (with 的, 了 or
// a pause before it) and before one: the utterance is not understood,
// never the command, nor 开 of 开玩笑 read as a verb of its own.
func TestJests(t *testing.T) {
	commands := []string{"把灯关了", "开灯", "打开车库门", "关掉客厅空调吧", "把电视声音调大", "前门开一下"}
	n := 0
	for w := range jested {
		for _, cmd := range commands {
			for _, said := range []string{cmd + w + "的", cmd + " " + w + "了", cmd + "，" + w, w + " " + cmd, "嗯" + w + "啦 " + cmd} {
				n++
				if cs, err := (pack{}).Parse(said); err == nil {
					t.Errorf("%q parses: %v", said, cs)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d wordings, want at least 300", n)
	}
	for _, cmd := range commands {
		if _, err := (pack{}).Parse(cmd); err != nil {
			t.Errorf("%q alone: %v", cmd, err)
		}
	}
}
