package home_test

import (
	"fmt"
	"regexp"
	"slices"
	"testing"

	"edge/home"
)

// TestTable walks the capability table: every attribute has a kind, every
// argument a range, an enum or a pattern and sets an attribute of its
// capability, every command a sim operation, and the ranks that order verb
// clusters, levels and answers never tie.
func TestTable(t *testing.T) {
	names := map[string]bool{}
	for _, c := range home.Capabilities() {
		if names[c.Name] {
			t.Errorf("capability %s is in the table twice", c.Name)
		}
		names[c.Name] = true
		if len(c.State) == 0 {
			t.Errorf("%s: no state attribute", c.Name)
		}
		if c.Sensor && (len(c.Commands) > 0 || len(c.State) != 1 || c.State[0].Name != c.Name) {
			t.Errorf("sensor %s: want no commands and one attribute of its name", c.Name)
		}
		if !c.Sensor && len(c.Commands) == 0 {
			t.Errorf("%s: no commands and not a sensor", c.Name)
		}
		state := map[string]home.Attr{}
		for _, a := range c.State {
			checkAttr(t, c.Name, a)
			state[a.Name] = a
		}
		// extras are attributes a command keeps beside the state (the
		// room a vacuum cleans), which another command clears.
		extras := map[string]bool{}
		for _, cmd := range c.Commands {
			for _, x := range cmd.Sim.Clear {
				extras[x] = true
			}
		}
		for _, cmd := range c.Commands {
			where := c.Name + " " + cmd.Name
			checkSim(t, where, cmd, state, extras)
			if cmd.Required && len(cmd.Args) == 0 {
				t.Errorf("%s: requires an argument but has none", where)
			}
			for _, a := range cmd.Args {
				checkArg(t, where, cmd, a, state)
			}
		}
	}
}

func checkAttr(t *testing.T, capName string, a home.Attr) {
	t.Helper()
	where := capName + " attribute " + a.Name
	if !slices.Contains([]home.Kind{home.Bool, home.Numeric, home.Text}, a.Kind) {
		t.Errorf("%s: kind %q", where, a.Kind)
	}
	if a.Kind != home.Numeric && (a.Unit != "" || a.Quantity || a.Base != 0 || a.SwitchesOn) {
		t.Errorf("%s: a unit, quantity, base or switch on an attribute that is not a number", where)
	}
	if a.Kind == home.Numeric && a.Unit == "" {
		t.Errorf("%s: a number without a unit", where)
	}
	if a.Setting && a.Quantity {
		t.Errorf("%s: a setting is never a quantity a condition compares", where)
	}
	// attributes of one name mean one thing everywhere.
	first, _ := home.LookupAttr(a.Name)
	if first.Kind != a.Kind || first.Unit != a.Unit || first.Quantity != a.Quantity || first.Setting != a.Setting {
		t.Errorf("%s: disagrees with the attribute of its name elsewhere: %+v", where, first)
	}
}

func checkSim(t *testing.T, where string, cmd home.CommandSpec, state map[string]home.Attr, extras map[string]bool) {
	t.Helper()
	op := cmd.Sim
	acts := len(op.Clear) > 0 || len(op.Set) > 0 || op.Toggle != "" || len(op.Copy) > 0
	if op.Keep == acts {
		t.Errorf("%s: the sim operation must be Keep or do something, not both or neither: %+v", where, op)
	}
	for attr, v := range op.Set {
		a, ok := state[attr]
		switch {
		case !ok && !extras[attr]:
			t.Errorf("%s: sim sets %q, not an attribute of the capability", where, attr)
		case ok && !kindOf(v, a.Kind):
			t.Errorf("%s: sim sets %s to %v, not a %s", where, attr, v, a.Kind)
		}
	}
	if op.Toggle != "" && state[op.Toggle].Kind != home.Bool {
		t.Errorf("%s: sim toggles %q, not a boolean attribute", where, op.Toggle)
	}
	for arg, attr := range op.Copy {
		if !slices.ContainsFunc(cmd.Args, func(a home.ArgSpec) bool { return a.Name == arg && a.Kind == home.String }) {
			t.Errorf("%s: sim copies %q, not a text argument of the command", where, arg)
		}
		if _, ok := state[attr]; !ok && !extras[attr] {
			t.Errorf("%s: sim copies into %q, not an attribute of the capability", where, attr)
		}
	}
}

func kindOf(v any, k home.Kind) bool {
	switch v.(type) {
	case bool:
		return k == home.Bool
	case float64:
		return k == home.Numeric
	case string:
		return k == home.Text
	}
	return false
}

func checkArg(t *testing.T, where string, cmd home.CommandSpec, a home.ArgSpec, state map[string]home.Attr) {
	t.Helper()
	where += " argument " + a.Name
	switch a.Kind {
	case home.Integer, home.Number:
		if !(a.Min < a.Max) {
			t.Errorf("%s: no range (%v–%v)", where, a.Min, a.Max)
		}
	case home.String:
		if len(a.Enum) == 0 && a.Pattern == "" && !a.DeviceEnum {
			t.Errorf("%s: text with no enum, pattern or device enum", where)
		}
		if a.Pattern != "" {
			if _, err := regexp.Compile(a.Pattern); err != nil {
				t.Errorf("%s: %v", where, err)
			}
		}
	default:
		t.Errorf("%s: kind %q", where, a.Kind)
	}
	if a.Of != "" {
		attr, ok := state[a.Of]
		switch {
		case !ok:
			t.Errorf("%s: sets %q, not an attribute of the capability", where, a.Of)
		case (a.Kind == home.String) != (attr.Kind == home.Text):
			t.Errorf("%s: a %s argument for a %s attribute", where, a.Kind, attr.Kind)
		}
		if u := home.Unit(a.Name); u != attr.Unit {
			t.Errorf("%s: its name says the unit %q, its attribute %q", where, u, attr.Unit)
		}
	}
	if a.Level > 0 && (a.Step || a.Of == "" || a.Kind == home.String) {
		t.Errorf("%s: a level sets a number that is not a step", where)
	}
	if !a.Step {
		if a.DefaultStep != 0 {
			t.Errorf("%s: a default step on an absolute argument", where)
		}
		return
	}
	twin := slices.IndexFunc(cmd.Args, func(b home.ArgSpec) bool { return !b.Step && b.Of == a.Of })
	switch {
	case twin < 0:
		t.Errorf("%s: a step with no absolute argument of %q to bound it", where, a.Of)
	case a.Kind == home.String:
		t.Errorf("%s: a step of text", where)
	case a.Min != -a.Max || a.DefaultStep <= 0 || a.DefaultStep > a.Max:
		t.Errorf("%s: range %v–%v and default step %v", where, a.Min, a.Max, a.DefaultStep)
	case home.DefaultStep(cmd.Args[twin].Name) != a.DefaultStep:
		t.Errorf("%s: DefaultStep(%s) = %v, want %v", where, cmd.Args[twin].Name, home.DefaultStep(cmd.Args[twin].Name), a.DefaultStep)
	}
}

// TestRanks checks that the ranks of the table order without ties: the
// commands of one verb cluster, the arguments a level sets, and the
// attributes that answer one question word.
func TestRanks(t *testing.T) {
	clusters := map[string]string{}
	levels := map[int]string{}
	answers := map[string]string{}
	for _, c := range append(home.Capabilities(), home.SceneCapability) {
		for _, cmd := range c.Commands {
			for _, r := range cmd.Verbs {
				key := fmt.Sprintf("%s/%d", r.Cluster, r.Rank)
				if other, ok := clusters[key]; ok {
					t.Errorf("cluster %s: %s %s and %s have rank %d", r.Cluster, c.Name, cmd.Name, other, r.Rank)
				}
				clusters[key] = c.Name + " " + cmd.Name
			}
			for _, a := range cmd.Args {
				if a.Level == 0 {
					continue
				}
				if other, ok := levels[a.Level]; ok {
					t.Errorf("level rank %d: %s and %s", a.Level, a.Name, other)
				}
				levels[a.Level] = a.Name
			}
		}
		for _, a := range c.State {
			asks := map[string]int{a.Name: 0}
			for _, w := range a.Answers {
				asks[w.Ask] = w.Rank
			}
			for ask, rank := range asks {
				key := fmt.Sprintf("%s/%d", ask, rank)
				if other, ok := answers[key]; ok && other != a.Name {
					t.Errorf("question %q: %s and %s answer at rank %d", ask, a.Name, other, rank)
				}
				answers[key] = a.Name
			}
		}
	}
}

// TestAttrFor checks which attribute answers a question on devices with
// several that could.
func TestAttrFor(t *testing.T) {
	tests := []struct {
		caps      []string
		ask, want string
		setting   bool
	}{
		{[]string{"onoff", "position"}, "open", "position", false},
		{[]string{"onoff", "position"}, "on", "on", false},
		{[]string{"onoff", "valve"}, "open", "open", false},
		{[]string{"position", "contact"}, "closed", "position", false},
		{[]string{"onoff", "media"}, "off", "on", false},
		{[]string{"media"}, "on", "playing", false},
		{[]string{"motion", "occupancy"}, "motion", "occupancy", false},
		{[]string{"thermostat", "temperature"}, "temperature", "temperature", false},
		{[]string{"thermostat"}, "", "target_temperature", false},
		{[]string{"onoff", "humidifier"}, "humidity", "target_humidity", true},
		{[]string{"onoff", "humidifier", "humidity"}, "humidity", "humidity", false},
		{[]string{"humidifier"}, "mode", "mode", false},
		{[]string{"lock"}, "unlocked", "locked", false},
		{[]string{"alarm"}, "disarmed", "armed", false},
		{[]string{"onoff"}, "humidity", "", false},
	}
	for _, tt := range tests {
		d := &home.Device{ID: "d", Capabilities: tt.caps}
		attr, setting, ok := d.AttrFor(tt.ask)
		if attr != tt.want || setting != tt.setting || ok != (tt.want != "") {
			t.Errorf("%v asked %q: %q setting=%v ok=%v, want %q setting=%v", tt.caps, tt.ask, attr, setting, ok, tt.want, tt.setting)
		}
	}
}

// TestDeviceModes checks that a humidifier takes the modes its device
// declares, and no mode when it declares none.
func TestDeviceModes(t *testing.T) {
	h, err := home.Parse("t.yaml", []byte("devices:\n"+
		"  - {id: humidifier.a, name: A, capabilities: [onoff, humidifier], modes: [auto, sleep], state: {mode: auto, target_humidity: 45}}\n"+
		"  - {id: humidifier.b, name: B, capabilities: [humidifier]}\n"))
	if err != nil {
		t.Fatal(err)
	}
	modes := func(d *home.Device) []string {
		spec, _, _ := d.Command("set")
		for _, a := range spec.Args {
			if a.Name == "mode" {
				return a.Enum
			}
		}
		return nil
	}
	if got := modes(&h.Devices[0]); !slices.Equal(got, []string{"auto", "sleep"}) {
		t.Errorf("declared modes: mode takes %v", got)
	}
	if got := modes(&h.Devices[1]); got != nil {
		t.Errorf("no modes declared: mode takes %v", got)
	}
}

func TestUnit(t *testing.T) {
	for name, want := range map[string]string{
		"temperature": "°C", "temperature_step": "°C", "target_temperature": "°C",
		"humidity": "%", "humidity_step": "%", "target_humidity": "%", "brightness_step": "%",
		"color_temp": "K", "illuminance": "lx", "mode": "", "room": "", "nonsense": "",
	} {
		if got := home.Unit(name); got != want {
			t.Errorf("Unit(%q) = %q, want %q", name, got, want)
		}
	}
}
