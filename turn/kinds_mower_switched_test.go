package turn_test

import (
	"fmt"
	"testing"
)

// TestMowerSwitched: a lawn mower switched on or off ("turn on the lawn
// mower", "switch the mower off", 打开割草机, 割草机关了) starts it or sends it
// home, as "start the mower" and "dock the mower" do, and as a robot
// vacuum's on and off do; it was "Lawn mower can't do that". A sweep that
// switches or starts things on ("turn on everything in the garden", "start
// everything", 花园都打开) never starts a mower it does not name: "start
// everything in the garden" started it. 召回 (call back) docks a mower or
// a vacuum, as its reply says it does; it was a name not found.
func TestMowerSwitched(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "mower switched")
	en := map[string][]string{
		"start the lawn mower": {"turn on the %s", "switch on the %s", "turn the %s on", "switch the %s on please", "can you turn on the %s", "power on the %s"},
		"dock the lawn mower":  {"turn off the %s", "switch off the %s", "turn the %s off", "switch the %s off please", "can you turn off the %s", "power off the %s"},
	}
	for plain, forms := range en {
		for _, name := range []string{"lawn mower", "mower", "mower in the garden"} {
			for _, f := range forms {
				s.same(fmt.Sprintf(f, name), plain)
			}
		}
	}
	zh := map[string][]string{
		"启动割草机": {"打开%s", "把%s打开", "%s打开", "开一下%s", "帮我把%s开了", "%s开一下吧"},
		"召回割草机": {"关掉%s", "把%s关了", "%s关了", "关一下%s", "%s关掉吧", "把%s关闭"},
	}
	for plain, forms := range zh {
		for _, f := range forms {
			s.same(fmt.Sprintf(f, "割草机"), plain)
		}
	}
	for _, name := range []string{"割草机", "扫地机", "扫地机器人"} {
		s.same("召回"+name, name+"回充")
		s.same("把"+name+"召回", name+"回充")
	}
	for _, sweep := range []string{"turn on everything in the garden", "start everything in the garden", "switch everything on in the garden",
		"turn everything on", "start everything", "花园都打开", "把花园的东西都打开", "花园全部启动", "全部打开"} {
		s.n++
		for _, a := range s.ask(sweep).Actions {
			if a.Device == "mower.lawn" {
				t.Errorf("%q: %s, want no mower started", sweep, a.Command)
			}
		}
	}
	if s.n < 60 {
		t.Errorf("%d utterances, want at least 60", s.n)
	}
}
