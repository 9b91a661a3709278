package turn

import (
	"encoding/json"

	"edge/audit"
	"edge/llm"
	"edge/risk"
)

// A pending confirmation is stored in runs: the calls one after the other
// that share a command, its arguments, a source and a risk are
// written once with the list of their devices, their names and the digests
// of their definitions, so that the question before "all the lights" is
// not thousands of copies of the same call. What an earlier edge wrote, a
// list of calls each with its name and digest, is read too.

// callRun is a run of calls that differ only in their device.
type callRun struct {
	Command string         `json:"command"`
	Args    map[string]any `json:"args"`
	Source  string         `json:"source"`
	Risk    risk.Level     `json:"risk"`
	Repairs []llm.Attempt  `json:"repairs,omitempty"`
	Devices []string       `json:"devices"`
	Labels  []string       `json:"labels"`
	Defs    []string       `json:"defs"`
}

// oldCall is a call of a pending confirmation as an earlier edge wrote it.
type oldCall struct {
	plannedCall
	Label string `json:"label,omitempty"`
	Def   string `json:"def,omitempty"`
}

// stored is a pending question as it is stored: its fields, the calls in
// runs.
type stored struct {
	*plain
	Runs []callRun `json:"runs,omitempty"`
}

// plain is pending without its own encoding.
type plain pending

func (p *pending) MarshalJSON() ([]byte, error) {
	return json.Marshal(stored{plain: (*plain)(p), Runs: runsOf(p.Calls, p.Labels, p.Defs)})
}

func (p *pending) UnmarshalJSON(b []byte) error {
	in := struct {
		stored
		Calls []oldCall `json:"calls,omitempty"`
	}{stored: stored{plain: (*plain)(p)}}
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	p.Calls, p.Labels, p.Defs = nil, nil, nil
	for _, c := range in.Calls {
		p.Calls, p.Labels, p.Defs = append(p.Calls, c.plannedCall), append(p.Labels, c.Label), append(p.Defs, c.Def)
	}
	for _, r := range in.Runs {
		for i, d := range r.Devices {
			c := plannedCall{Call: audit.Call{Device: d, Command: r.Command, Args: r.Args, Source: r.Source}, Risk: r.Risk}
			if len(r.Repairs) > 0 {
				c.Repairs = &r.Repairs
			}
			p.Calls, p.Labels, p.Defs = append(p.Calls, c), append(p.Labels, at(r.Labels, i)), append(p.Defs, at(r.Defs, i))
		}
	}
	return nil
}

// runsOf puts calls, with their labels and digests, in runs; a repaired
// call is a run of its own.
func runsOf(calls []plannedCall, labels, defs []string) []callRun {
	var runs []callRun
	for i, c := range calls {
		if n := len(runs) - 1; n >= 0 && len(c.attempts()) == 0 && len(runs[n].Repairs) == 0 && runs[n].joins(c) {
			r := &runs[n]
			r.Devices, r.Labels, r.Defs = append(r.Devices, c.Call.Device), append(r.Labels, at(labels, i)), append(r.Defs, at(defs, i))
			continue
		}
		runs = append(runs, callRun{Command: c.Call.Command, Args: c.Call.Args, Source: c.Call.Source, Risk: c.Risk, Repairs: c.attempts(),
			Devices: []string{c.Call.Device}, Labels: []string{at(labels, i)}, Defs: []string{at(defs, i)}})
	}
	return runs
}

// joins reports whether c is a call of the run but for its device.
func (r *callRun) joins(c plannedCall) bool {
	return c.Call.Command == r.Command && c.Call.Source == r.Source && c.Risk == r.Risk && audit.SameArgs(c.Call.Args, r.Args)
}

// at is s[i], or "" past its end.
func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return ""
}
