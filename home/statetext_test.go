package home

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// TestStateTextRefused builds text states (a colour, a thermostat's mode,
// a vacuum's status) with a control or bidirectional control character at
// its start, inside and at its end, in YAML and in JSON: each home is
// refused whole, with the file, the line and what to do; the same states
// without it are taken.
func TestStateTextRefused(t *testing.T) {
	type state struct{ caps, attr, value string }
	states := []state{{"onoff, color", "color", "red"}, {"thermostat", "mode", "cool"}, {"vacuum", "status", "docked"}}
	chars := []rune{0x00, 0x07, '\t', '\n', '\r', 0x1b, 0x7f, 0x85, 0x9b, 0x202e, 0x2066}
	places := []func(v string, r rune) string{
		func(v string, r rune) string { return string(r) + v },
		func(v string, r rune) string { return v[:2] + string(r) + v[2:] },
		func(v string, r rune) string { return v + string(r) },
	}
	n := 0
	for _, st := range states {
		for _, r := range chars {
			for _, place := range places {
				value := place(st.value, r)
				what := "control character"
				if r >= 0x2000 {
					what = "bidirectional control character"
				}
				want := fmt.Sprintf(`device "d": state %q contains the %s %U`, st.attr, what, r)
				yaml := fmt.Sprintf("rooms:\n  - {id: r, name: Hall}\ndevices:\n  - id: d\n    name: D\n    room: r\n    capabilities: [%s]\n    state:\n      %s: %s\n",
					st.caps, st.attr, strconv.QuoteToASCII(value))
				json := fmt.Sprintf(`{"rooms": [{"id": "r", "name": "Hall"}], "devices": [{"id": "d", "name": "D", "room": "r", "capabilities": [%q],
 "state": {%q: %s}}]}`, st.caps, st.attr, strconv.QuoteToASCII(value))
				json = strings.Replace(json, fmt.Sprintf("%q", st.caps), `"`+strings.ReplaceAll(st.caps, ", ", `", "`)+`"`, 1)
				for file, in := range map[string]string{"t.yaml:9: ": yaml, "t.json:2: ": json} {
					name := file[:6]
					h, err := Parse(name, []byte(in))
					n++
					if h != nil || err == nil || !strings.Contains(err.Error(), file+want) || !strings.HasSuffix(err.Error(), "; remove it") {
						t.Errorf("%s state %s = %q: got %v, want refused with %q", name, st.attr, value, err, file+want)
					}
				}
			}
		}
		in := fmt.Sprintf("rooms:\n  - {id: r, name: Hall}\ndevices:\n  - {id: d, name: D, room: r, capabilities: [%s], state: {%s: %s}}\n", st.caps, st.attr, st.value)
		if h, err := Parse("t.yaml", []byte(in)); err != nil || h.Devices[0].State[st.attr] != st.value {
			t.Errorf("state %s = %q refused: %v", st.attr, st.value, err)
		}
	}
	if n < 150 {
		t.Fatalf("%d homes, want at least 150", n)
	}
}
