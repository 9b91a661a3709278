package turn_test

import (
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// demoOn is whether each device of the demo home that tells it is on, as
// the home file has it (a dry run changes nothing of it).
func demoOn(t testing.TB) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	for _, d := range hometest.Load(t, "demo").Devices {
		if on, ok := d.State["on"].(bool); ok {
			out[d.ID] = on
		}
	}
	return out
}

// putBackBefore is what a correction said after a command that did first
// plans (planned, in a dry run on the demo home), where what it names,
// said as a command, plans want: what first switched from the other
// state, and want does not act on, switched back before it.
func putBackBefore(t testing.TB, first turn.Result, want string) string {
	t.Helper()
	on := demoOn(t)
	var back []string
	for _, a := range first.Actions {
		to, ok := map[string]bool{"on": true, "off": false}[a.Command]
		if was, known := on[a.Device]; ok && known && was != to && !strings.Contains(want, a.Device+" ") {
			back = append(back, a.Device+map[bool]string{true: " off", false: " on"}[to]+" map[]")
		}
	}
	if len(back) == 0 {
		return want
	}
	outcome, acts, _ := strings.Cut(want, ": ")
	return outcome + ": " + strings.Join(append(back, acts), ", ")
}
