package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChinesePausedHesitation says 那个 or 这个 alone before a pause, with
// hesitations or none around it ("那个，把客厅灯关了", "嗯，那个，卧室空调开一下",
// "这个，打开电视", "那个那个，关一下台灯"), before a command to every device
// of the demo home that switches, by each of its Chinese names: the
// command is done as said without them. It was not understood (那个 was
// "that one", with nothing to do). Before a command that names nothing
// ("那个，关了吧", "这个，打开"), nothing is done.
func TestChinesePausedHesitation(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "pausedref")
	openers := []string{"那个，", "这个，", "嗯，那个，", "那个那个，", "就是那个，", "呃，这个，", "那个, ", "那个。", "就那个，"}
	commands := []string{"把%n关了", "打开%n", "%n开一下", "关掉%n吧"}
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range chineseNames(d) {
			for _, c := range commands {
				plain := strings.ReplaceAll(c, "%n", name)
				for _, o := range openers {
					s.same(o+plain, plain)
				}
			}
		}
	}
	if s.n < 500 {
		t.Fatalf("%d utterances, want at least 500", s.n)
	}
	s.nothing("那个，关了吧", "这个，打开", "那个，也关了", "那个，", "这个，开一下", "嗯，那个，关掉吧")
}
