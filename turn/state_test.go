package turn_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"edge/audit"
	"edge/turn"
)

// TestStateConditions runs conditions on a device's state on the demo
// home (the TV is off, the front door locked, the garage door closed, the
// bedroom ceiling light on, the vacuum docked): the state is read live;
// when it holds the command runs through the usual gates, when it does
// not nothing runs and the turn says why.
func TestStateConditions(t *testing.T) {
	tests := []struct {
		name  string
		steps []step
	}{
		{"holds", []step{
			{"if the TV is off turn it on", "", "done: media.living_tv on done"},
			{"if my vacuum cleaner is not running start it", "", "done: vacuum.robot start done"},
			{"when the bedroom ceiling light is on turn on the hall light", "", "done: light.hall on done"},
		}},
		{"holds, in Chinese", []step{
			{"要是电视关着就打开吧", "", "done: media.living_tv on done"},
			{"如果卧室吊灯开着就打开玄关灯", "", "done: light.hall on done"},
		}},
		{"does not hold", []step{
			{"if the TV is on turn it off", "", "condition_false: "},
			{"if the front door is unlocked lock it", "", "condition_false: "},
			{"if the garage door is open close it", "", "condition_false: "},
			{"when the bedroom ceiling light is off turn on the hall light", "", "condition_false: "},
		}},
		{"does not hold, in Chinese", []step{
			{"门没锁的话就锁上", "", "condition_false: "},
			{"要是电视开着就关了吧", "", "condition_false: "},
			{"如果车库门开着就关上", "", "condition_false: "},
		}},
		{"a risky command still asks for its yes, when its condition holds", []step{
			{"if the front door is locked unlock it", "", "confirm: lock.front_door unlock pending"},
			{"yes", "", "done: lock.front_door unlock done"},
			{"unlock the front door if the garage door is open", "", "condition_false: "},
			{"yes", "", "not_understood: "},
		}},
		{"the device of the condition is asked about", []step{
			{"when the lamp is off turn on the hall light", "", "clarify: "},
			{"the bedside one", "", "done: light.hall on done"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, _, _ := demo(t)
			run(t, e, "s", tt.steps)
		})
	}
}

// TestStateConditionSays checks what a condition on a state reads (a
// read of the plan, for the condition, in the audit log) and says when it
// does not hold, in both languages.
func TestStateConditionSays(t *testing.T) {
	tests := []struct {
		text, say, device, attr string
		value                   any
	}{
		{"if the front door is unlocked lock it", "Not done: Front door lock is locked.", "lock.front_door", "locked", true},
		{"if the TV is on turn it off", "Not done: TV is off.", "media.living_tv", "on", false},
		{"if the garage door is open close it", "Not done: Garage door is closed.", "cover.garage_door", "position", 0.0},
		{"门没锁的话就锁上", "没有执行：前门锁着。", "lock.front_door", "locked", true},
		{"如果电视开着就关掉", "没有执行：电视关着。", "media.living_tv", "on", false},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			e, db, _ := demo(t)
			plan := e.Sketch(context.Background(), turn.Request{Text: tt.text})
			if plan == nil || len(plan.Steps) != 2 || plan.Steps[0].Kind != audit.StepRead || plan.Steps[0].Why != "condition" ||
				!slices.Contains(plan.Steps[0].Reads, tt.device) || plan.Steps[1].Kind != audit.StepAct {
				t.Fatalf("plan %+v: want the condition's read, then the action", plan)
			}
			r := e.Ask(context.Background(), turn.Request{Text: tt.text, Session: "s"})
			if r.Outcome != turn.ConditionFalse || len(r.Actions) != 0 {
				t.Fatalf("%s %+v", r.Outcome, r.Actions)
			}
			if r.Say != tt.say {
				t.Errorf("say %q, want %q", r.Say, tt.say)
			}
			if len(r.Reads) != 1 || r.Reads[0].Device != tt.device || r.Reads[0].Attribute != tt.attr || r.Reads[0].Value != tt.value {
				t.Errorf("reads %+v", r.Reads)
			}
			var logged []string
			if err := audit.NewLog(db.View).Decisions(func(en audit.Entry) error {
				logged = append(logged, en.Call.String()+" "+en.Outcome)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			if !slices.ContainsFunc(logged, func(l string) bool { return strings.HasPrefix(l, tt.device+".read attribute="+tt.attr) }) {
				t.Errorf("audit log %q: no read of %s", logged, tt.device)
			}
		})
	}
}
