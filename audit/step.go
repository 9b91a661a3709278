package audit

import (
	"encoding/json"
	"reflect"
)

// A step is stored with its candidates in runs: the calls one after the
// other that share a command, its arguments and a source are written once
// with the list of their devices, so that the plan of a sweep over
// thousands of devices (kept with a confirmation or a delayed command) is
// not thousands of copies of one call. A step as an earlier edge wrote it,
// its calls listed, is read too.

// run is calls that differ only in their device.
type run struct {
	Command string         `json:"command"`
	Args    map[string]any `json:"args"`
	Source  string         `json:"source"`
	Devices []string       `json:"devices"`
}

// storedStep is a step as it is stored.
type storedStep struct {
	Kind  string   `json:"kind"`
	Why   string   `json:"why,omitempty"`
	Reads []string `json:"reads,omitempty"`
	Calls []Call   `json:"calls,omitempty"`
	Runs  []run    `json:"runs,omitempty"`
}

func (s Step) MarshalJSON() ([]byte, error) {
	out := storedStep{Kind: s.Kind, Why: s.Why, Reads: s.Reads}
	for _, c := range s.Calls {
		if n := len(out.Runs) - 1; n >= 0 && out.Runs[n].joins(c) {
			out.Runs[n].Devices = append(out.Runs[n].Devices, c.Device)
			continue
		}
		out.Runs = append(out.Runs, run{Command: c.Command, Args: c.Args, Source: c.Source, Devices: []string{c.Device}})
	}
	return json.Marshal(out)
}

func (s *Step) UnmarshalJSON(b []byte) error {
	var in storedStep
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*s = Step{Kind: in.Kind, Why: in.Why, Reads: in.Reads, Calls: in.Calls}
	for _, r := range in.Runs {
		for _, d := range r.Devices {
			s.Calls = append(s.Calls, Call{Device: d, Command: r.Command, Args: r.Args, Source: r.Source})
		}
	}
	return nil
}

// joins reports whether c is a call of the run but for its device.
func (r *run) joins(c Call) bool {
	return c.Command == r.Command && c.Source == r.Source && SameArgs(c.Args, r.Args)
}

// SameArgs reports whether two calls' arguments encode alike: both nil,
// or the same names with values of the same types and values.
func SameArgs(a, b map[string]any) bool {
	if (a == nil) != (b == nil) || len(a) != len(b) {
		return false
	}
	return len(a) == 0 || reflect.DeepEqual(a, b)
}
