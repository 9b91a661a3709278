package index

import (
	"context"
	"strings"
	"testing"

	"edge/compile"
	"edge/home"
	"edge/lang"
)

// listedHome has a garage with a light, a door and a lock of its own, and
// a kitchen with a light and a lock.
const listedHome = `rooms:
  - {id: kitchen, name: Kitchen}
  - {id: garage, name: Garage}
devices:
  - {id: light.kitchen, name: Kitchen light, room: kitchen, type: light, capabilities: [onoff]}
  - {id: lock.kitchen, name: Back door lock, room: kitchen, type: lock, capabilities: [lock]}
  - {id: light.garage, name: Garage light, room: garage, type: light, capabilities: [onoff]}
  - {id: cover.garage, name: Garage door, room: garage, type: garage_door, capabilities: [position]}
  - {id: lock.garage, name: Side door lock, room: garage, type: lock, capabilities: [lock]}
`

// TestListedPlaceNeverALock: a place listed after a thing ("the kitchen
// light and the garage") is the place's thing of that class, the
// garage's light; after a lock or a door ("unlock the back door lock and
// the garage") it is nothing, never the place's lock: a lock is named.
func TestListedPlaceNeverALock(t *testing.T) {
	h, err := home.Parse("home.yaml", []byte(listedHome))
	if err != nil {
		t.Fatal(err)
	}
	x := New(h)
	for _, c := range []struct{ text, never, want string }{
		{"turn off the kitchen light and the garage", "", "light.garage"},
		{"turn on the kitchen light and garage", "", "light.garage"},
		{"unlock the back door lock and the garage", "lock.garage", ""},
		{"lock the back door lock and the garage", "lock.garage", ""},
		{"unlock the back door lock and the kitchen", "lock.kitchen", ""},
		{"open the garage door and the kitchen", "lock.kitchen", ""},
	} {
		p, err := compile.Compile(c.text)
		if err != nil || len(p.Clauses) != 2 {
			t.Errorf("%s: %v, %v", c.text, p, err)
			continue
		}
		cl := p.Clauses[1]
		r := x.Resolve(context.Background(), cl.Target, can(x, cl.Actions), Context{Unmarked: lang.For(p.Lang).PluralUnmarked()})
		got := show(r)
		if c.want != "" && got != c.want || c.never != "" && strings.Contains(got, c.never) {
			t.Errorf("%s: %s, want %s, never %s", c.text, got, c.want, c.never)
		}
	}
}
