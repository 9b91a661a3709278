package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestConditionOnTheFrontDoorOpen says a condition on the front door being
// open or closed (a state only its contact sensor tells; "the front door"
// also names its lock), in English and Chinese, before or after the
// command: the Front door contact is read (closed in the demo home), and
// the command is done only where the condition holds. It was "front door
// can't do that": the lock was read. Locked and unlocked still read the
// lock, and a command on the front door is never stretched to the contact.
// "whenever" asks for a repeat (TestEveryTime).
func TestConditionOnTheFrontDoorOpen(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("c%d", n), DryRun: true})
	}
	reads := func(r turn.Result) string {
		var out []string
		for _, rd := range r.Reads {
			out = append(out, rd.Device+" "+rd.Attribute)
		}
		return strings.Join(out, ", ")
	}
	type cmd struct{ said, want string }
	commands := []cmd{{"turn on the hall light", "light.hall on planned"}, {"turn off the landing light", "light.landing off planned"},
		{"turn on the kitchen light", "light.kitchen on planned"}}
	// states: the state said, and whether it holds (the contact is closed)
	states := map[string]bool{"is open": false, "is closed": true, "is not closed": false, "is not open": true, "opens": false,
		"is opened": false}
	for _, opener := range []string{"if", "when"} {
		for _, door := range []string{"the front door", "front door"} {
			for state, holds := range states {
				for _, c := range commands {
					cond := opener + " " + door + " " + state
					for _, text := range []string{cond + " " + c.said, cond + ", " + c.said, c.said + " " + cond} {
						r := ask(text)
						want := "condition_false: "
						if holds {
							want = "planned: " + c.want
						}
						if got := summary(r); got != want || reads(r) != "sensor.front_door contact" {
							t.Errorf("%q: %s reading %q, want %s reading the front door contact", text, got, reads(r), want)
						}
					}
				}
			}
		}
	}
	for text, want := range map[string]string{
		"如果前门开着就开门厅灯":   "condition_false: ",
		"前门开着的话就开门厅灯":   "condition_false: ",
		"如果前门关着就开门厅灯":   "planned: light.hall on planned",
		"要是前门关着就把门厅灯打开": "planned: light.hall on planned",
	} {
		r := ask(text)
		if got := summary(r); got != want || reads(r) != "sensor.front_door contact" {
			t.Errorf("%q: %s reading %q, want %s reading the front door contact", text, got, reads(r), want)
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for text, want := range map[string]string{
		"if the front door is unlocked turn on the hall light": "condition_false: lock.front_door locked",
		"if the front door is locked turn on the hall light":   "planned: light.hall on planned lock.front_door locked",
		"如果前门没锁就开门厅灯":                                          "condition_false: lock.front_door locked",
	} {
		r := ask(text)
		if got := summary(r) + " " + reads(r); strings.TrimSpace(strings.Replace(got, ":  ", ": ", 1)) != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
	for _, text := range []string{"open the front door", "if the hall light is on open the front door"} {
		if r := ask(text); strings.Contains(summary(r), "sensor.front_door") || strings.HasPrefix(summary(r), "planned:") {
			t.Errorf("%q: %s, want the lock asked about or nothing done", text, summary(r))
		}
	}
}
