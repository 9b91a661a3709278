package home_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/home"
)

// groupsHome writes a home of devices lights and the groups of lines.
func groupsHome(lights int, lines []string) string {
	var b strings.Builder
	b.WriteString("name: Nested\nrooms:\n  - {id: hall, name: Hall}\ndevices:\n")
	for i := range lights {
		fmt.Fprintf(&b, "  - {id: light.l%d, name: Lamp %d, room: hall, capabilities: [onoff]}\n", i, i)
	}
	b.WriteString("groups:\n")
	for _, l := range lines {
		b.WriteString("  - " + l + "\n")
	}
	return b.String()
}

// chain is n groups, each holding the next and, with each, a device of
// its own; the last holds a device.
func chain(n int, each bool) []string {
	var out []string
	for i := range n {
		members := []string{"light.l0"}
		if i+1 < n {
			members = []string{fmt.Sprintf("group.g%d", i+1)}
			if each {
				members = append(members, "light.l1")
			}
		}
		out = append(out, fmt.Sprintf("{id: group.g%d, name: Set %d, members: [%s]}", i, i, strings.Join(members, ", ")))
	}
	return out
}

// TestGroupsNestedBounded: groups within groups are taken up to
// home.MaxGroupDepth deep, in a chain, with a device at each level or
// not, and refused past it with one problem naming the group where the
// bound is passed, however long the chain (a chain of 5,000 is refused
// at once, not flattened); groups that together reach more than
// home.MaxGroupReach devices are refused too.
func TestGroupsNestedBounded(t *testing.T) {
	n := 0
	for depth := 1; depth <= home.MaxGroupDepth+6; depth++ {
		for _, each := range []bool{false, true} {
			_, err := home.Parse("home.yaml", []byte(groupsHome(2, chain(depth, each))))
			switch {
			case depth <= home.MaxGroupDepth && err != nil:
				t.Errorf("groups %d deep refused: %v", depth, err)
			case depth > home.MaxGroupDepth && (err == nil || strings.Count(err.Error(), "within groups are") != 1):
				t.Errorf("groups %d deep: %v, want one problem of their depth", depth, err)
			case depth > home.MaxGroupDepth && !strings.Contains(err.Error(), fmt.Sprintf(`group "group.g%d": through member "group.g%d"`, depth-home.MaxGroupDepth-1, depth-home.MaxGroupDepth)):
				t.Errorf("groups %d deep: %v, want the problem at the group passing the bound", depth, err)
			}
			n++
		}
	}
	if _, err := home.Parse("home.yaml", []byte(groupsHome(2, chain(5000, true)))); err == nil || strings.Count(err.Error(), "within groups are") != 1 {
		t.Errorf("a chain of 5,000 groups: %v", err)
	}
	// groups that each hold a group of 1,000 lamps: 1,000 of them reach
	// 1,001,000 lamps together, 990 of them 991,000.
	for _, c := range []struct {
		groups int
		ok     bool
	}{{10, true}, {990, true}, {1000, false}} {
		var all []string
		for i := range 1000 {
			all = append(all, fmt.Sprintf("light.l%d", i))
		}
		lines := []string{"{id: group.all, name: Every lamp, members: [" + strings.Join(all, ", ") + "]}"}
		for i := range c.groups {
			lines = append(lines, fmt.Sprintf("{id: group.w%d, name: Wing %d, members: [group.all]}", i, i))
		}
		_, err := home.Parse("home.yaml", []byte(groupsHome(1000, lines)))
		if got := err == nil; got != c.ok || (err != nil && !strings.Contains(err.Error(), "the groups reach more than 1000000 devices together")) {
			t.Errorf("%d groups of 1,000 lamps: %v", c.groups, err)
		}
		n++
	}
	if n < 30 {
		t.Errorf("%d homes checked, want at least 30", n)
	}
}
