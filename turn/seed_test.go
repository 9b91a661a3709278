package turn_test

import (
	"context"
	"testing"
	"time"

	"edge/audit"
	"edge/home"
	"edge/home/hometest"
	"edge/turn"
)

// seedEngine is an engine over the seed home (seed 000's bill-paying
// example): the words name the fan, the plan also needs the living room's
// temperature, and the lock is no part of it.
func seedEngine(t *testing.T) (*turn.Engine, *home.Home, *audit.Log) {
	t.Helper()
	h := hometest.Load(t, "seed")
	e, db, _ := engineAt(t, h, time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC))
	return e, h, audit.NewLog(db.View)
}

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

const seedWords = "if the living room is above 26 degrees turn on the living room fan"

// Scenario 1: a read the words do not mention but the plan needs (the
// condition's sensor) is allowed, and comes before the action.
func TestSeedReadThePlanNeeds(t *testing.T) {
	e, _, log := seedEngine(t)
	plan := e.Sketch(context.Background(), turn.Request{Text: seedWords})
	if plan == nil {
		t.Fatal("no plan")
	}
	if len(plan.Steps) != 2 || plan.Steps[0].Kind != audit.StepRead || plan.Steps[0].Why != "condition" || plan.Steps[1].Kind != audit.StepAct {
		t.Fatalf("steps %+v: want the condition's read, then the action", plan.Steps)
	}
	if d := plan.CheckRead("sensor.living"); !d.Allow {
		t.Errorf("the condition's sensor was refused: %+v", d)
	}
	if d := plan.CheckRead("lock.front"); d.Allow || d.Reason != audit.NotInPlan {
		t.Errorf("a read outside the plan: %+v", d)
	}
	r := e.Ask(context.Background(), turn.Request{Text: seedWords, Session: "s"})
	if r.Outcome != turn.Done || len(r.Reads) != 1 || r.Reads[0].Device != "sensor.living" {
		t.Fatalf("the turn: %s %+v", r.Outcome, r.Reads)
	}
	var got []string
	log.Decisions(func(en audit.Entry) error {
		got = append(got, en.Call.String()+" "+string(en.Decision.Reason)+" "+en.Outcome)
		return nil
	})
	want := []string{"sensor.living.read attribute=temperature ok answer", "fan.living.on ok done"}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("audit log %q, want %q", got, want)
	}
}

// Scenario 2: a call on a device outside the plan is blocked, however it
// is dressed: another device, another command on the device said, or the
// command said with an argument not said.
func TestSeedCallOutsideThePlan(t *testing.T) {
	e, h, _ := seedEngine(t)
	plan := e.Sketch(context.Background(), turn.Request{Text: seedWords})
	if plan == nil {
		t.Fatal("no plan")
	}
	tests := []struct {
		call audit.Call
		want audit.Reason
	}{
		{audit.Call{Device: "fan.living", Command: "on", Args: map[string]any{}, Source: "grammar"}, audit.OK},
		{audit.Call{Device: "lock.front", Command: "unlock", Args: map[string]any{}, Source: "llm"}, audit.NotInPlan},
		{audit.Call{Device: "fan.living", Command: "off", Args: map[string]any{}, Source: "llm"}, audit.NotInPlan},
		{audit.Call{Device: "fan.living", Command: "on", Args: map[string]any{"speed": 100.0}, Source: "repair"}, audit.ArgNotAllowed},
	}
	for _, tt := range tests {
		if d := plan.Check(tt.call, targetOf(h, tt.call.Device)); d.Reason != tt.want || d.Allow != (tt.want == audit.OK) {
			t.Errorf("Check(%s) = %+v, want %s", tt.call, d, tt.want)
		}
	}
}
