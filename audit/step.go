package audit

import (
	"encoding/json"
	"reflect"
)

// A step is stored as it is held, its candidates in runs (Run), so that
// the plan of a sweep over thousands of devices (kept with a confirmation
// or a delayed command) is not thousands of copies of one call. A step as
// an earlier edge wrote it, its calls listed, is read too, into runs.

// storedStep is a step as it is stored, or as an earlier edge stored it.
type storedStep struct {
	Kind  string   `json:"kind"`
	Why   string   `json:"why,omitempty"`
	Reads []string `json:"reads,omitempty"`
	Calls []Call   `json:"calls,omitempty"`
	Runs  []Run    `json:"runs,omitempty"`
}

func (s *Step) UnmarshalJSON(b []byte) error {
	var in storedStep
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*s = Step{Kind: in.Kind, Why: in.Why, Reads: in.Reads}
	for _, c := range in.Calls {
		if k := len(s.Runs) - 1; k >= 0 && s.Runs[k].joins(c) {
			s.Runs[k].Devices = append(s.Runs[k].Devices, c.Device)
			continue
		}
		s.Runs = append(s.Runs, Run{Command: c.Command, Args: c.Args, Source: c.Source, Devices: []string{c.Device}})
	}
	s.Runs = append(s.Runs, in.Runs...)
	return nil
}

// SameArgs reports whether two calls' arguments encode alike: both nil,
// or the same names with values of the same types and values. The calls
// of a sweep share one map: that is the same at once.
func SameArgs(a, b map[string]any) bool {
	if (a == nil) != (b == nil) || len(a) != len(b) {
		return false
	}
	return len(a) == 0 || reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer() || reflect.DeepEqual(a, b)
}
