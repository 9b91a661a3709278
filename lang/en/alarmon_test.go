package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestAlarmOn: a question of whether an alarm is on or off, for every
// class word of alarms and every way of asking, asks whether it is armed
// or disarmed, as "is the alarm armed" does; turning it on or off is never
// read as arming or disarming it.
func TestAlarmOn(t *testing.T) {
	registered()
	n := 0
	for _, w := range vocab.Classes[alarmClass] {
		for dir, state := range armedBy {
			for _, said := range []string{"is the %s %s", "is the %s %s right now", "is the house %s %s", "can you check if the %s is %s",
				"is the %s still %s"} {
				text := strings.Replace(strings.Replace(said, "%s", w, 1), "%s", dir, 1)
				want := compiled(strings.Replace(strings.Replace(said, "%s", w, 1), "%s", state, 1))
				if !strings.Contains(want, "ask="+state) {
					continue
				}
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
			for _, text := range []string{"turn " + dir + " the " + w, "switch the " + w + " " + dir} {
				if p, err := compile.Compile(text); err == nil {
					for _, c := range p.Clauses {
						if c.Kind == ir.Act && (c.Verb == "arm" || c.Verb == "disarm") {
							t.Errorf("Compile(%q) = %s: arming guessed", text, p)
						}
					}
				}
			}
		}
	}
	if n < 10 {
		t.Errorf("%d ways, want at least 10", n)
	}
}
