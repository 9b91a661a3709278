package cli

import (
	"fmt"
	"io"
	"strings"

	"go.yaml.in/yaml/v3"

	"edge/drivers"
	"edge/drivers/mqtt"
	"edge/home"
	"edge/lang"
)

const checkAbout = `Check a home file as edge import would (its YAML or JSON, ids, rooms,
capabilities, names, the security, retention, models and mqtt blocks, each
device's driver block) without a database: nothing is written anywhere.

Exit 0 with a one-line summary when the file is good, and the risk floor
of each device above low (what it is, by its type, capabilities and names,
and what each command does to it); a device whose type, capabilities and
names disagree on what it is gets a warning as file:line on standard error.
Exit 2 with every problem as file:line: what is wrong, and what to do.

examples:
  edge check home.yaml
  edge check home.yaml && edge import --db /var/lib/edge/edge.db home.yaml`

func runCheck(e *env, args []string) error {
	fs := e.flags("check", "HOME_FILE", checkAbout)
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(rest) == 0:
		return usagef("need the HOME_FILE to check")
	case len(rest) > 1:
		return usagef("check one HOME_FILE at a time, not %d", len(rest))
	}
	path := rest[0]
	h, err := checkHome(e.ctx, path, "")
	if err != nil {
		return err
	}
	name := ""
	if h.Name != "" {
		name = " (" + h.Name + ")"
	}
	parts := []string{count(len(h.Floors), "floor"), count(len(h.Rooms), "room"), count(len(h.Devices), "device"),
		count(len(h.Groups), "group"), count(len(h.Scenes), "scene")}
	fmt.Fprintf(e.stdout, "%s%s is good: %s\n", path, name, strings.Join(parts, ", "))
	home.Classify(h, lang.HazardsOf, lang.HazardTail)
	home.WorkedSays(h, lang.HazardsWorked)
	home.SceneSays(h, lang.HazardsDone)
	home.AddressSays(h, drivers.Address, lang.HazardsOf)
	shared := home.ShareHazards(h, drivers.Address)
	if err := printFloors(e.stdout, h); err != nil {
		return err
	}
	data, err := home.ReadFile(e.ctx, path)
	if err != nil {
		return err
	}
	lines := deviceLines(data)
	for _, w := range home.Disagreements(h) {
		at := path
		if w.Device < len(lines) && lines[w.Device] > 0 {
			at = fmt.Sprintf("%s:%d", path, lines[w.Device])
		}
		fmt.Fprintf(e.stderr, "%s: warning: %s\n", at, w.Msg)
	}
	for _, s := range shared {
		first := h.Devices[s.Devices[0]].ID
		for _, i := range s.Devices[1:] {
			at := path
			if i < len(lines) && lines[i] > 0 {
				at = fmt.Sprintf("%s:%d", path, lines[i])
			}
			fmt.Fprintf(e.stderr, "%s: warning: device %q commands what device %q commands (%s): edge takes each for what any of them is, for the risk floors; give one thing one device\n",
				at, h.Devices[i].ID, first, s.Address)
		}
	}
	if mqtt.LacksGatewayKey(h) {
		at := path
		if _, l := topNode(data, "mqtt"); l > 0 {
			at = fmt.Sprintf("%s:%d", path, l)
		}
		fmt.Fprintf(e.stderr, "%s: warning: the devices of other gateways fail until the gateways share a key: %v\n", at, mqtt.ErrNoGatewayKey)
	}
	return nil
}

// printFloors lists the devices of a home above low risk: the floor of
// each command above low, and what the device is for the floors.
func printFloors(w io.Writer, h *home.Home) error {
	var t table
	n := 0
	for i := range h.Devices {
		d := &h.Devices[i]
		fs := d.Floors()
		if len(fs) == 0 {
			continue
		}
		if n++; n == 1 {
			fmt.Fprintln(w, "risk floors above low (a device's risk: may raise them, never lower them):")
		}
		var cmds []string
		for _, f := range fs {
			cmds = append(cmds, f.Capability+"."+f.Command+" "+f.Level.String())
		}
		what := d.Hazards().String()
		if what == "" {
			what = "risk: " + d.Risk
		}
		t.row("  "+d.ID, d.MaxFloor().String(), strings.Join(cmds, ", "), "("+what+")")
	}
	return t.write(w)
}

// count is "1 room", "3 rooms".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// deviceLines are the lines of the devices of a home file's data, in
// order (none when it cannot be read again as YAML: it has been parsed).
func deviceLines(data []byte) []int {
	n, _ := topNode(data, "devices")
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil
	}
	var out []int
	for _, d := range n.Content {
		out = append(out, d.Line)
	}
	return out
}

// topNode is the value of a key at the top of a home file's data, and the
// key's line (nil and 0 when it has none, or cannot be read again as
// YAML).
func topNode(data []byte, key string) (*yaml.Node, int) {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, 0
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == key {
			return root.Content[i+1], root.Content[i].Line
		}
	}
	return nil, 0
}
