package turn_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"edge/turn"
)

// TestPINAmongCommandWords builds commands from verbs and devices with a
// number in every place a value, a time, a name or nothing goes, said as
// the PIN (2580) in several forms of the command's language: none is
// done, none asks, and the PIN shows nowhere in the result; where the
// words without it are a command, the reply says why. The same commands
// with a number that is not the PIN are not refused for it, and the PIN
// alone still confirms.
func TestPINAmongCommandWords(t *testing.T) {
	e, db, c := safe(t)
	ctx := context.Background()
	ask := func(session, text string) turn.Result {
		c.t = c.t.Add(21 * time.Second) // past the rate limit
		return e.Ask(ctx, turn.Request{Text: text, Session: session})
	}
	commands := []string{
		"set the tv volume to %s", "set the tv volume to %s percent", "turn the tv up by %s",
		"open the garage door to %s percent", "set the tv volume to %s percent please",
		"turn on the hall light %s", "%s turn on the living room light", "unlock the front door %s",
		"open the garage door %s", "activate leaving home %s", "把电视音量调到%s", "打开门厅灯%s",
	}
	forms := map[bool][]string{false: {"2580", "2 5 8 0", "two five eight zero", "twenty five eighty"}, true: {"2580", "2 5 8 0", "二五八零"}}
	refusal := ask("probe", "turn on the hall light 2580").Say
	if !strings.Contains(refusal, "PIN") {
		t.Fatalf("the reply does not say why: %q", refusal)
	}
	for _, text := range []string{"turn the tv up by 2580", "open the garage door 2580", "unlock the front door 2580"} {
		if r := ask("why", text); r.Say != refusal {
			t.Errorf("%q: %s %q, want %q", text, summary(r), r.Say, refusal)
		}
	}
	if r := ask("why", "打开门厅灯2580"); !strings.Contains(r.Say, "PIN码") {
		t.Errorf("打开门厅灯2580: %s %q, want it refused for the PIN", summary(r), r.Say)
	}
	for i, cmd := range commands {
		zh := strings.ContainsFunc(cmd, func(r rune) bool { return r > 0x2e80 })
		for j, form := range forms[zh] {
			text := fmt.Sprintf(cmd, form)
			r := ask(fmt.Sprintf("s%d.%d", i, j), text)
			b, _ := json.Marshal(r)
			if r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 {
				t.Errorf("%q: %s %q, want nothing done", text, summary(r), r.Say)
			}
			if strings.Contains(string(b), "2580") || strings.Contains(string(b), form) {
				t.Errorf("%q: the PIN is in the result: %s", text, b)
			}
		}
		r := ask(fmt.Sprintf("n%d", i), fmt.Sprintf(cmd, "30"))
		if r.Say == refusal || strings.Contains(r.Say, "PIN码") {
			t.Errorf("%q: refused for a PIN not said: %s %q", fmt.Sprintf(cmd, "30"), summary(r), r.Say)
		}
	}
	for _, id := range []string{"lock.front", "cover.garage"} {
		st, _ := db.State(id)
		if st["locked"] == false || st["position"] != nil && st["position"] != 0.0 {
			t.Errorf("%s moved: %v", id, st)
		}
	}
	if r := ask("u", "unlock the front door"); r.Outcome != turn.Confirm {
		t.Fatalf("unlock: %s", summary(r))
	}
	if r := ask("u", "unlock the front door 2580"); r.Outcome != turn.NotUnderstood {
		t.Fatalf("unlock with the PIN: %s", summary(r))
	}
	if r := ask("u", "2580"); r.Outcome == turn.Done {
		t.Errorf("the PIN after a command refused for it confirmed the question before: %s", summary(r))
	}
	ask("v", "unlock the front door")
	if r := ask("v", "2580"); summary(r) != "done: lock.front unlock done" {
		t.Errorf("the PIN alone: %s %q", summary(r), r.Say)
	}
}
