package index

import (
	"context"
	"testing"

	"edge/compile"
	"edge/home"
	"edge/lang"
)

// aliasHome has a freezer on a plug whose aliases end with a class word
// ("freezer light", 冰箱灯) beside the kitchen's lights, a lamp on a plug
// named as a lamp, and a lock also called the front door.
const aliasHome = `rooms:
  - {id: kitchen, name: Kitchen, aliases: [厨房]}
  - {id: hall, name: Hall, aliases: [玄关]}
devices:
  - {id: light.kitchen, name: Kitchen light, aliases: [厨房吊灯], room: kitchen, type: light, capabilities: [onoff]}
  - {id: switch.freezer, name: Freezer plug, aliases: [冰箱灯, freezer light], room: kitchen, type: outlet, capabilities: [onoff]}
  - {id: switch.lamp, name: Kitchen lamp, aliases: [厨房台灯], room: kitchen, type: outlet, capabilities: [onoff]}
  - {id: lock.front, name: Smart lock, aliases: [front door, 大门], room: hall, type: lock, capabilities: [lock]}
`

// TestAliasNeverMakesAClass: a device's class comes from its type and its
// name, never from the word an alias ends with; the alias still names it.
// A lock is the one exception its type makes: it may be called a door.
func TestAliasNeverMakesAClass(t *testing.T) {
	h, err := home.Parse("home.yaml", []byte(aliasHome))
	if err != nil {
		t.Fatal(err)
	}
	x := New(h)
	for _, c := range []struct{ text, want string }{
		{"关掉厨房灯", "light.kitchen,switch.lamp"},
		{"把厨房的灯都关了", "light.kitchen,switch.lamp"},
		{"turn off the kitchen lights", "light.kitchen,switch.lamp"},
		{"turn off all the lights in the kitchen", "light.kitchen,switch.lamp"},
		{"关掉冰箱灯", "switch.freezer"},
		{"turn off the freezer light", "switch.freezer"},
		{"turn off the kitchen lamp", "switch.lamp"},
		{"lock the front door", "lock.front"},
		{"锁上大门", "lock.front"},
	} {
		p, err := compile.Compile(c.text)
		if err != nil {
			t.Errorf("%s: %v", c.text, err)
			continue
		}
		cl := p.Clauses[0]
		r := x.Resolve(context.Background(), cl.Target, can(x, cl.Actions), Context{Unmarked: lang.For(p.Lang).PluralUnmarked()})
		if got := show(r); got != c.want {
			t.Errorf("%s: %s, want %s", c.text, got, c.want)
		}
	}
	for id, class := range map[string]string{"switch.freezer": "light", "switch.lamp": "light", "lock.front": "door"} {
		e, _ := x.Entity(id)
		if got, want := InClass(e, class), id != "switch.freezer"; got != want {
			t.Errorf("InClass(%s, %s) = %v, want %v", id, class, got, want)
		}
	}
}
