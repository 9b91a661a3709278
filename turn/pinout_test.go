package turn_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"edge/audit"
	"edge/drivers/drivertest"
	"edge/home"
	"edge/turn"
)

// TestPINInWhatDevicesReport: the home's PIN in a state a device reports
// or in a driver's error (a keypad lock's last code, a crafted status) is
// masked in the result and the audit log, in any form a number is said
// in; other numbers are left as they are.
func TestPINInWhatDevicesReport(t *testing.T) {
	drivertest.Register().Reset()
	h, err := home.Parse("p.yaml", []byte(`rooms:
  - {id: hall, name: Hall}
devices:
  - {id: vacuum.robot, name: Robot vacuum, room: hall, type: vacuum, capabilities: [vacuum], state: {status: "code 7 3 5 1 ok, 1234 left"}}
  - {id: switch.keypad, name: Keypad light, room: hall, type: switch, capabilities: [onoff], driver: {kind: fake, fail: "rejected seven three five one"}}
security: {pin: "7351"}
`))
	if err != nil {
		t.Fatal(err)
	}
	e, db, _ := engineAt(t, h, time.Date(2026, 1, 10, 7, 0, 0, 0, time.UTC))
	ctx := context.Background()
	r := e.Ask(ctx, turn.Request{Text: "what is the robot vacuum status", Session: "s"})
	if r.Outcome != turn.Answer || !strings.Contains(r.Say, "code [PIN] ok, 1234 left") || len(r.Reads) != 1 || r.Reads[0].Value != "code [PIN] ok, 1234 left" {
		t.Errorf("the status: %s %q %+v", r.Outcome, r.Say, r.Reads)
	}
	r = e.Ask(ctx, turn.Request{Text: "turn on the keypad light", Session: "s"})
	if r.Outcome != turn.Failed || len(r.Actions) != 1 || !strings.HasSuffix(r.Actions[0].Error, ": rejected [PIN]") {
		t.Errorf("the driver's error: %s %+v", r.Outcome, r.Actions)
	}
	var all strings.Builder
	if err := audit.NewLog(db.View).Each(func(en audit.Entry) error {
		b, err := json.Marshal(en)
		all.Write(b)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{"7 3 5 1", "7351", "seven three five one"} {
		if strings.Contains(all.String(), secret) {
			t.Errorf("the audit log holds %q", secret)
		}
	}
	if !strings.Contains(all.String(), "rejected [PIN]") {
		t.Errorf("the audit log has no masked error: %s", all.String())
	}
}
