package audit_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"edge/audit"
)

// A plan is stored with the calls of a step in runs (one per command,
// arguments and source, in order) and reads back as it was: the calls in
// their order, nil arguments nil, numbers as JSON gives them.
func TestPlanStoredInRuns(t *testing.T) {
	var p audit.Plan
	off := map[string]any{}
	for _, d := range []string{"light.a", "light.b", "light.c"} {
		p.AllowCall(audit.Call{Device: d, Command: "off", Args: off, Source: "grammar"})
	}
	p.AllowCall(audit.Call{Device: "light.d", Command: "off", Source: "grammar"})
	p.AllowCall(audit.Call{Device: "light.e", Command: "set", Args: map[string]any{"brightness": 30.0}, Source: "grammar"})
	p.AllowCall(audit.Call{Device: "light.f", Command: "set", Args: map[string]any{"brightness": 30.0}, Source: "grammar"})
	p.AllowCall(audit.Call{Device: "light.g", Command: "set", Args: map[string]any{"brightness": 40.0}, Source: "grammar"})
	p.AllowCall(audit.Call{Device: "light.h", Command: "off", Args: off, Source: "scene"})
	p.AddReads("relative", "light.e")
	p.Allow = append(p.Allow, audit.Constraint{Device: "fan.x", Command: "set", Args: map[string]audit.Bound{"speed": {Min: 0, Max: 60}}})
	b, err := json.Marshal(&p)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), `"command"`); n != 6 {
		t.Errorf("%d commands written, want 6 runs and a constraint: %s", n, b)
	}
	var back audit.Plan
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Steps, p.Steps) || !reflect.DeepEqual(back.Allow, p.Allow) {
		t.Errorf("read back\n%+v\nwant\n%+v", back, p)
	}
}

// A plan an earlier edge wrote, each candidate listed, reads as it was
// written and admits what it admitted.
func TestPlanStoredByEarlierEdge(t *testing.T) {
	old := `{"steps":[{"kind":"act","calls":[{"device":"light.a","command":"off","args":{},"source":"grammar"},` +
		`{"device":"light.b","command":"set","args":{"brightness":30},"source":"grammar"}]}],` +
		`"allow":[{"device":"light.a","command":"off","exact":true},{"device":"light.b","command":"set","args":{"brightness":{"min":30,"max":30}},"exact":true}]}`
	var p audit.Plan
	if err := json.Unmarshal([]byte(old), &p); err != nil {
		t.Fatal(err)
	}
	want := []audit.Call{{Device: "light.a", Command: "off", Args: map[string]any{}, Source: "grammar"},
		{Device: "light.b", Command: "set", Args: map[string]any{"brightness": 30.0}, Source: "grammar"}}
	if len(p.Steps) != 1 || !reflect.DeepEqual(p.Steps[0].Candidates(), want) || len(p.Allow) != 2 {
		t.Fatalf("read %+v", p)
	}
	target := audit.Target{Commands: []string{"on", "off", "set"}}
	for _, tt := range []struct {
		c    audit.Call
		want bool
	}{
		{want[0], true},
		{want[1], true},
		{audit.Call{Device: "light.b", Command: "set", Args: map[string]any{"brightness": 90.0}}, false},
		{audit.Call{Device: "light.b", Command: "off", Args: map[string]any{}}, false},
	} {
		if d := p.Check(tt.c, target); d.Allow != tt.want {
			t.Errorf("%v: %+v", tt.c, d)
		}
	}
}
