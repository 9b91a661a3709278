package zh

import (
	"testing"
)

// TestUnsureAfterACommand: every ending of what the speaker does not
// know, after a command, a request or a question of whether to do it,
// with or without a pause or a particle, leaves nothing to do: the
// command was done (打开车库门 behind its yes). The commands alone, and an
// ending of it with nothing before it, are read as before.
func TestUnsureAfterACommand(t *testing.T) {
	cmds := []string{"能不能开车库门", "要不要开空调", "把客厅灯打开", "开不开电视", "要不要把前门打开", "关掉燃气阀门"}
	n := 0
	for _, cmd := range cmds {
		if _, err := (pack{}).Parse(cmd); err != nil {
			t.Errorf("Parse(%q): %v", cmd, err)
		}
		for _, w := range unsureWords {
			for _, join := range []string{"", "，", " "} {
				for _, end := range []string{"", "啊", "。"} {
					text := cmd + join + w + end
					n++
					if cls, err := (pack{}).Parse(text); err == nil {
						t.Errorf("Parse(%q) = %v, want not understood", text, cls)
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d wordings, want at least 300", n)
	}
	for _, w := range unsureWords {
		if unsure(w) || unsure(w+"。") {
			t.Errorf("unsure(%q) with nothing before it", w)
		}
	}
}
