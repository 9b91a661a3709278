package home

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// capabilityTable is docs/home-file.md's table of the capabilities, made from
// the capability table: commands, their arguments, the state attributes.
func capabilityTable() string {
	var b strings.Builder
	b.WriteString("| capability | commands | arguments | state attributes |\n|---|---|---|---|\n")
	for _, c := range table {
		var cmds, args []string
		seen := map[string]bool{}
		for _, cmd := range c.Commands {
			cmds = append(cmds, cmd.Name)
			for _, a := range cmd.Args {
				if !seen[a.Name] {
					seen[a.Name] = true
					args = append(args, describeArg(c, cmd.Name, a))
				}
			}
		}
		commands := strings.Join(cmds, ", ")
		if c.Sensor {
			commands = "(read only)"
		}
		var state []string
		for _, a := range c.State {
			state = append(state, describeAttr(a))
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", c.Name, commands, strings.Join(args, "; "), strings.Join(state, ", "))
	}
	return b.String()
}

func describeArg(c *Capability, cmd string, a ArgSpec) string {
	s := "`" + a.Name + "`"
	unit := ""
	if a.Of != "" {
		for _, st := range c.State {
			if st.Name == a.Of {
				unit = st.Unit
			}
		}
	}
	if unit != "" && unit != "%" {
		unit = " " + unit
	}
	switch {
	case a.Step:
		s += fmt.Sprintf(" ±%g%s", a.Max, unit)
	case a.Kind == Integer || a.Kind == Number:
		s += fmt.Sprintf(" %g–%g%s", a.Min, a.Max, unit)
	case a.DeviceEnum:
		s += " (one of the device's `modes`)"
	case len(a.Enum) > 0:
		s += " " + strings.Join(a.Enum, "/")
	case a.Name == "color":
		s += " (#rrggbb or a colour name)"
	default:
		s += " (a room id)"
	}
	if len(c.Commands) > 1 {
		s += " (" + cmd + ")"
	}
	return s
}

func describeAttr(a Attr) string {
	kind := map[Kind]string{Bool: "true/false", Numeric: "number", Text: "text"}[a.Kind]
	if a.Unit != "" {
		kind += ", " + a.Unit
	}
	return "`" + a.Name + "` (" + kind + ")"
}

// TestDocsCapabilities: docs/home-file.md's table of capabilities is the
// capability table's.
func TestDocsCapabilities(t *testing.T) {
	readme, err := os.ReadFile("../docs/home-file.md")
	if err != nil {
		t.Fatal(err)
	}
	want := capabilityTable()
	if !strings.Contains(string(readme), "\n"+want+"\n") {
		t.Errorf("docs/home-file.md's table of capabilities is not the table of home/caps.go; put this one in its place:\n\n%s", want)
	}
}
