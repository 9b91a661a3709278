package audit

import (
	"encoding/json"
	"slices"
)

// Does is what a plan does, as text: its steps in order (the devices each
// reads, the command, arguments and devices of each of its runs) and its
// allow constraints, without why a step reads or where a call came from;
// "" for no plan. Two wordings that plan alike do the same ("the light in
// the bedroom" and "the lights in the bedroom", where every light of the
// bedroom is meant either way): edge's recogniser takes two hearings of
// one utterance that differ in words when they do the same.
func (p *Plan) Does() string {
	if p == nil || len(p.Steps) == 0 && len(p.Allow) == 0 {
		return ""
	}
	type run struct {
		Command string
		Args    map[string]any
		Devices []string
	}
	type step struct {
		Kind  string
		Reads []string
		Runs  []run
	}
	var out struct {
		Steps []step
		Allow []Constraint
	}
	for _, s := range p.Steps {
		st := step{Kind: s.Kind, Reads: slices.Sorted(slices.Values(s.Reads))}
		for _, r := range s.Runs {
			st.Runs = append(st.Runs, run{r.Command, r.Args, slices.Sorted(slices.Values(r.Devices))})
		}
		out.Steps = append(out.Steps, st)
	}
	out.Allow = p.Allow
	b, err := json.Marshal(out)
	if err != nil {
		return ""
	}
	return string(b)
}
