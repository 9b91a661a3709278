package turn

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"edge/audit"
	"edge/llm"
	"edge/risk"
)

// A pending confirmation is stored in runs of calls and reads back as it
// was: every call in its order with its risk, repairs, name and
// digest.
func TestPendingStoredInRuns(t *testing.T) {
	off := map[string]any{}
	call := func(dev, cmd string, args map[string]any, l risk.Level) plannedCall {
		return plannedCall{Call: audit.Call{Device: dev, Command: cmd, Args: args, Source: "grammar"}, Risk: l}
	}
	p := &pending{Kind: "confirm", Lang: "en", Calls: []plannedCall{
		call("light.a", "off", off, risk.Low), call("light.b", "off", off, risk.Low), call("light.c", "off", off, risk.Low),
		call("lock.d", "off", off, risk.High),
		call("light.e", "set", map[string]any{"brightness": 30.0}, risk.Low),
		call("light.f", "set", map[string]any{"brightness": 30.0}, risk.Low),
		call("light.g", "off", nil, risk.Low),
	}, Labels: []string{"A", "B", "C", "D", "E", "F", "G"}, Defs: []string{"1", "2", "3", "4", "5", "6", "7"}, Bind: risk.Pending{Hash: "h", Turn: 2}}
	repaired := call("light.h", "set", map[string]any{"color": "red"}, risk.Low)
	repaired.Repairs = &[]llm.Attempt{{}}
	p.Calls = append(p.Calls, repaired, call("light.i", "set", map[string]any{"color": "red"}, risk.Low))
	p.Labels, p.Defs = append(p.Labels, "H", "I"), append(p.Defs, "8", "9")
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), `"devices"`); n != 6 {
		t.Errorf("%d runs, want 6: %s", n, b)
	}
	var back pending
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(&back, p) {
		t.Errorf("read back\n%+v\nwant\n%+v", back, *p)
	}
	rc := func(p *pending) []risk.Call {
		var out []risk.Call
		for _, c := range p.Calls {
			out = append(out, risk.Call{Device: c.Call.Device, Command: c.Call.Command, Args: c.Call.Args})
		}
		return out
	}
	if risk.Hash(rc(&back)) != risk.Hash(rc(p)) {
		t.Error("the calls read back are not the ones bound")
	}
}

// A pending confirmation an earlier edge wrote, each call with its name
// and digest, reads as it was written.
func TestPendingStoredByEarlierEdge(t *testing.T) {
	old := `{"kind":"confirm","lang":"en","calls":[` +
		`{"call":{"device":"light.a","command":"off","args":{},"source":"grammar"},"risk":0,"verb":"off","label":"A","def":"d1"},` +
		`{"call":{"device":"light.b","command":"off","args":{},"source":"grammar"},"risk":0,"verb":"off","label":"B","def":"d2"}],` +
		`"bind":{"hash":"h","turn":1,"expires":"2026-01-01T00:00:00Z"}}`
	var p pending
	if err := json.Unmarshal([]byte(old), &p); err != nil {
		t.Fatal(err)
	}
	want := []plannedCall{{Call: audit.Call{Device: "light.a", Command: "off", Args: map[string]any{}, Source: "grammar"}, Risk: risk.Low},
		{Call: audit.Call{Device: "light.b", Command: "off", Args: map[string]any{}, Source: "grammar"}, Risk: risk.Low}}
	if !reflect.DeepEqual(p.Calls, want) || !reflect.DeepEqual(p.Labels, []string{"A", "B"}) || !reflect.DeepEqual(p.Defs, []string{"d1", "d2"}) || p.Bind.Turn != 1 {
		t.Errorf("read %+v", p)
	}
}
