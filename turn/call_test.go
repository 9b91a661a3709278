package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/audit"
	"edge/turn"
)

// TestCall: a call from outside the words goes through the monitor, the
// risk gate and the audit log, and only then to the driver.
func TestCall(t *testing.T) {
	e, db, _ := safe(t)
	ctx := context.Background()
	call := func(device, command string, args map[string]any) turn.CallResult {
		return e.Call(ctx, turn.Call{Device: device, Command: command, Args: args, Channel: "mqtt", Source: "edge:shed"})
	}
	cases := []struct {
		device, command string
		args            map[string]any
		status, err     string
	}{
		{"light.hall", "on", nil, turn.StatusDone, ""},
		{"light.hall", turn.CommandRead, nil, turn.StatusDone, ""},
		{"lock.front", "unlock", nil, turn.StatusBlocked, "lock.front unlock is a critical-risk action: it needs a person's yes, said to the gateway that owns lock.front"},
		{"cover.garage", "open", nil, turn.StatusBlocked, "high-risk action"},
		{"lock.garden", "lock", nil, turn.StatusBlocked, "voice: false"},
		{"light.hall", "open", nil, turn.StatusBlocked, `light.hall has no command "open"`},
		{"media.tv", "set", map[string]any{"volume": 150}, turn.StatusBlocked, "volume"},
		{"light.nowhere", "on", nil, turn.StatusBlocked, `no device "light.nowhere" here`},
		{"scene.leave", "activate", nil, turn.StatusBlocked, `no device "scene.leave" here`},
	}
	for _, c := range cases {
		r := call(c.device, c.command, c.args)
		if r.Status != c.status || !strings.Contains(r.Error, c.err) {
			t.Errorf("%s %s %v: %+v, want %s %q", c.device, c.command, c.args, r, c.status, c.err)
		}
	}
	if r := call("light.hall", turn.CommandRead, nil); r.State["on"] != true {
		t.Errorf("the hall light after on: %+v", r)
	}
	// the home's rate limit (3 a minute) holds for calls too.
	var last turn.CallResult
	for range 3 {
		last = call("light.living", "toggle", nil)
	}
	if last = call("light.living", "toggle", nil); last.Status != turn.StatusBlocked || last.Error != string(audit.RateLimited) {
		t.Errorf("a fourth toggle in a minute: %+v", last)
	}

	var log []string
	if err := audit.NewLog(db.View).Decisions(func(en audit.Entry) error {
		log = append(log, fmt.Sprintf("%s %s %s %s %s", en.Channel, en.Session, en.Call.Source, en.Call, en.Outcome))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{
		"mqtt mqtt:edge:shed edge:shed light.hall.on done",
		"mqtt mqtt:edge:shed edge:shed light.hall.read answer",
		"mqtt mqtt:edge:shed edge:shed lock.front.unlock blocked",
		"mqtt mqtt:edge:shed edge:shed lock.garden.lock blocked",
		"mqtt mqtt:edge:shed edge:shed media.tv.set volume=150 blocked",
	} {
		if !strings.Contains(strings.Join(log, "\n"), w) {
			t.Errorf("the audit log lacks %q:\n%s", w, strings.Join(log, "\n"))
		}
	}
}
