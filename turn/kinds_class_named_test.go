package turn_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"edge/home"
)

// TestClassOnlyInAName: a class word said of a home that has no device
// of that class, but one whose name holds the word ("TV plug", "Fan
// socket", 电视插座), asks whether that device is meant, in both
// languages, for commands and questions; a yes does the command on it.
// It was "I can't find “tv”". Where the home has a device of the class,
// the class word is that device, asked nothing.
func TestClassOnlyInAName(t *testing.T) {
	generatedKinds(t)
	for _, c := range []struct{ class, zh, name, zhName string }{
		{"tv", "电视", "TV plug", "电视插座"}, {"fan", "风扇", "Fan socket", "风扇插座"},
		{"television", "电视机", "Television plug", "电视机插座"}, {"speaker", "音箱", "Speaker plug", "音箱插座"},
	} {
		h, err := home.Parse("plug.yaml", fmt.Appendf(nil, `
rooms: [{id: living, name: Living room, aliases: [客厅]}]
devices:
  - {id: switch.plug, name: %s, aliases: [%s], room: living, type: outlet, capabilities: [onoff], state: {on: true}}
  - {id: light.ceiling, name: Ceiling light, aliases: [吊灯], room: living, type: outlet, capabilities: [onoff], state: {on: true}}
`, c.name, c.zhName))
		if err != nil {
			t.Fatal(err)
		}
		e, _ := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), h)
		for _, said := range []struct{ text, yes, want string }{
			{"turn off the " + c.class, "yes", "planned: switch.plug off planned"},
			{"switch the " + c.class + " off", "yes", "planned: switch.plug off planned"},
			{"please turn off the " + c.class + " in the living room", "yes", "planned: switch.plug off planned"},
			{"关" + c.zh, "是的", "planned: switch.plug off planned"},
			{"把" + c.zh + "关掉", "是的", "planned: switch.plug off planned"},
		} {
			r := saidInTurn(e, "a "+said.text, said.text)
			if r.Question == "" || len(r.Options) != 1 || r.Options[0].ID != "switch.plug" || len(r.Actions) > 0 {
				t.Errorf("%s: %q → %s %q, want asked whether %s is meant", c.name, said.text, summary(r), r.Say, c.name)
				continue
			}
			if got := summary(saidInTurn(e, "a "+said.text, said.yes)); got != said.want {
				t.Errorf("%s: %q, %q → %s, want %s", c.name, said.text, said.yes, got, said.want)
			}
		}
		for _, q := range []string{"is the " + c.class + " on", c.zh + "开着吗"} {
			if r := saidInTurn(e, "q "+q, q); len(r.Options) != 1 || r.Options[0].ID != "switch.plug" {
				t.Errorf("%s: %q → %s %q, want asked whether %s is meant", c.name, q, summary(r), r.Say, c.name)
			}
		}
	}
	s := newSaidOnDemo(t, "class named")
	for _, text := range []string{"turn off the tv", "turn on the living room fan", "关电视"} {
		if got := summary(s.ask(text)); !strings.HasPrefix(got, "planned") {
			t.Errorf("demo: %q → %s, want done", text, got)
		}
	}
}
