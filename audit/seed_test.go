package audit_test

import (
	"context"
	"testing"
	"time"

	"edge/audit"
	"edge/home"
	"edge/store/storetest"
	"edge/turn"

	_ "edge/drivers/sim"
)

// seedHome is seed 000's bill-paying example in home form: the words name
// the fan, the plan also needs the living room's temperature, and the lock
// is no part of it.
const seedHome = `
name: Seed flat
rooms:
  - {id: living, name: Living room}
  - {id: hall, name: Hall}
devices:
  - {id: fan.living, name: Living room fan, room: living, type: fan, capabilities: [onoff, fan_speed], state: {on: false, speed: 0}}
  - {id: sensor.living, name: Living room thermometer, room: living, type: sensor, capabilities: [temperature], state: {temperature: 28}}
  - {id: lock.front, name: Front door lock, aliases: [front door], room: hall, type: lock, capabilities: [lock], state: {locked: true}}
`

func seedEngine(t *testing.T) (*turn.Engine, *home.Home, *audit.Log) {
	t.Helper()
	h, err := home.Parse("seed.yaml", []byte(seedHome))
	if err != nil {
		t.Fatal(err)
	}
	db := storetest.Open(t)
	if err := db.Import(h); err != nil {
		t.Fatal(err)
	}
	clock := func() time.Time { return time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC) }
	e, err := turn.New(db, turn.Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
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

// Scenario 3: an explicit allow constraint admits a call when the sketch
// has no candidates, and only within its bounds.
func TestSeedExplicitAllow(t *testing.T) {
	_, h, _ := seedEngine(t)
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
