package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestDeviceOwnMode: a mode of a device's own, one the language does not
// know as a mode word ("set the humidifier to sleep mode", "switch the
// bedroom humidifier to continuous mode", 加湿器调到睡眠模式: the mode the
// language's word says, "sleep", as the home file names it), sets that
// device to it, said in the words of the speaker; a mode it has not is
// said so ("humidifier has no party mode."). They were scenes not found,
// and so were a mode said with 开 or 切换到 (加湿器开睡眠模式) or with no
// verb (加湿器睡眠模式); a mode the language knows may be set without the
// word for mode ("set the humidifier to sleep", 加湿器调成睡眠).
// A room or the house set to a mode ("set the living room to movie mode")
// is still the scene of that name.
func TestDeviceOwnMode(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "devicemode")
	for _, name := range []string{"humidifier", "bedroom humidifier"} {
		for _, mode := range []string{"auto", "sleep", "continuous"} {
			for _, f := range []string{"set the %s to %s mode", "switch the %s to %s mode", "change the %s to %s mode", "please set the %s to %s mode", "set the %s to %s"} {
				text := fmt.Sprintf(f, name, mode)
				s.n++
				r := s.ask(text)
				if len(r.Actions) != 1 || r.Actions[0].Device != "humidifier.bedroom" || r.Actions[0].Args["mode"] != mode {
					t.Errorf("%q: %s %q, want the humidifier set to %s", text, summary(r), r.Say, mode)
				}
			}
		}
		for _, text := range []string{"set the " + name + " to party mode", "switch the " + name + " to turbo mode"} {
			s.n++
			if r := s.ask(text); len(r.Actions) > 0 || !strings.Contains(r.Say, "has no") {
				t.Errorf("%q: %s %q, want it said to have no such mode", text, summary(r), r.Say)
			}
		}
	}
	for said, mode := range map[string]string{"睡眠": "sleep", "持续": "continuous", "自动": "auto"} {
		for _, f := range []string{"加湿器调到%s模式", "把卧室加湿器调成%s模式", "卧室的加湿器调到%s模式吧", "加湿器开%s模式", "卧室加湿器开%s模式",
			"加湿器切换到%s模式", "加湿器%s模式", "加湿器调成%s"} {
			text := fmt.Sprintf(f, said)
			s.n++
			r := s.ask(text)
			if len(r.Actions) != 1 || r.Actions[0].Args["mode"] != mode || !strings.Contains(r.Say, said) {
				t.Errorf("%q: %s %q, want the humidifier set to %s, said %s", text, summary(r), r.Say, mode, said)
			}
		}
	}
	for _, text := range []string{"set the living room to movie mode", "set the house to movie mode", "switch to movie mode", "客厅调到观影模式",
		"打开观影模式", "切换到观影模式", "开启电影模式"} {
		s.n++
		if r := s.ask(text); len(r.Actions) != 1 || r.Actions[0].Device != "scene.movie" {
			t.Errorf("%q: %s, want the movie scene", text, summary(r))
		}
	}
	if s.n < 30 {
		t.Errorf("%d utterances, want at least 30", s.n)
	}
}
