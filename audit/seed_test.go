package audit_test

import (
	"testing"

	"edge/audit"
	"edge/home"
	"edge/home/hometest"
)

// targetOf is what the home says about a device, as the engine tells the
// monitor.
func targetOf(h *home.Home, id string) audit.Target {
	for i := range h.Devices {
		if d := &h.Devices[i]; d.ID == id {
			return audit.Target{Commands: d.Commands(), VoiceOff: !d.VoiceAllowed()}
		}
	}
	return audit.Target{}
}

// The plan of the seed's words, made by the turn engine, and the monitor's
// checks against it are tested in package turn (seed_test.go).

// Scenario 3: an explicit allow constraint admits a call when the sketch
// has no candidates, and only within its bounds.
func TestSeedExplicitAllow(t *testing.T) {
	h := hometest.Load(t, "seed")
	var plan audit.Plan
	plan.AddStep(audit.StepAct, "set the fan's speed")
	plan.Allow = append(plan.Allow, audit.Constraint{Device: "fan.living", Command: "set", Args: map[string]audit.Bound{"speed": {Min: 0, Max: 60}}})
	tests := []struct {
		call audit.Call
		want audit.Reason
	}{
		{audit.Call{Device: "fan.living", Command: "set", Args: map[string]any{"speed": 40.0}}, audit.OK},
		{audit.Call{Device: "fan.living", Command: "set", Args: map[string]any{}}, audit.OK},
		{audit.Call{Device: "fan.living", Command: "set", Args: map[string]any{"speed": 90.0}}, audit.ArgOutOfBound},
		{audit.Call{Device: "fan.living", Command: "on", Args: map[string]any{}}, audit.NotInPlan},
		{audit.Call{Device: "lock.front", Command: "unlock", Args: map[string]any{}}, audit.NotInPlan},
	}
	for _, tt := range tests {
		if d := plan.Check(tt.call, targetOf(h, tt.call.Device)); d.Reason != tt.want || d.Allow != (tt.want == audit.OK) {
			t.Errorf("Check(%s) = %+v, want %s", tt.call, d, tt.want)
		}
	}
	var empty audit.Plan
	empty.Allow = plan.Allow
	if d := empty.Check(tests[0].call, targetOf(h, "fan.living")); d.Reason != audit.NotInSketch {
		t.Errorf("a constraint without any step of the sketch: %+v", d)
	}
}
