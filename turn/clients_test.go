package turn_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/index"
	"edge/turn"
)

// TestSessionOfClient: a session belongs to its channel and client: a yes
// from another client or channel naming the same session id is a turn of
// its own, and leaves the question to the client asked.
func TestSessionOfClient(t *testing.T) {
	e, db := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), hometest.Load(t, "demo"))
	defer e.Close()
	ask := func(channel, client, text string) turn.Result {
		t.Helper()
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "http:c2", Channel: channel, Client: client})
	}
	if r := ask("http", "conversation device=sat-garage", "open the garage door"); r.Outcome != turn.Confirm {
		t.Fatalf("the question: %s", summary(r))
	}
	for _, other := range []struct{ channel, client, text string }{
		{"http", "conversation device=sat-kids", "yes"},
		{"http", "", "yes"},
		{"wyoming", "conversation device=sat-garage", "yes"},
		{"http", "conversation device=sat-kids", "确认"},
	} {
		if r := ask(other.channel, other.client, other.text); r.Outcome != turn.NotUnderstood {
			t.Errorf("%q from %s %q: %s %q", other.text, other.channel, other.client, summary(r), r.Say)
		}
	}
	if st, _ := db.State("cover.garage_door"); st["position"] != 0.0 {
		t.Fatalf("another client opened the garage door: %v", st)
	}
	if r := ask("http", "conversation device=sat-garage", "yes"); summary(r) != "done: cover.garage_door open done" {
		t.Errorf("its own yes: %s %q", summary(r), r.Say)
	}
}

// TestReloadChangedConfirmation: an import cancels the confirmations of
// the devices it changes, and says so when they are answered, in the
// language asked (a scene changed: attack case 076).
func TestReloadChangedConfirmation(t *testing.T) {
	e, db := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), hometest.Load(t, "demo"))
	defer e.Close()
	ask := func(session, text string) turn.Result {
		t.Helper()
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session})
	}
	for session, text := range map[string]string{"a": "open the garage door", "b": "打开车库门"} {
		if r := ask(session, text); r.Outcome != turn.Confirm {
			t.Fatalf("%s: %s", text, summary(r))
		}
	}
	h := hometest.Load(t, "demo")
	for i := range h.Devices {
		if h.Devices[i].ID == "cover.garage_door" {
			h.Devices[i].Risk = "critical"
		}
	}
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	if err := e.Reload(); err != nil {
		t.Fatal(err)
	}
	for session, want := range map[string]string{
		"a": "Not done: Garage door changed since you asked; please say it again.",
		"b": "没有执行：车库门的设置在您说过之后变了，请再说一遍。",
	} {
		yes := map[string]string{"a": "yes", "b": "确认"}[session]
		if r := ask(session, yes); r.Outcome != turn.Cancelled || r.Say != want {
			t.Errorf("%s: yes: %s %q, want %q", session, summary(r), r.Say, want)
		}
	}
	if st, _ := db.State("cover.garage_door"); st["position"] != 0.0 {
		t.Fatalf("the garage door opened after its risk was raised: %v", st)
	}
	if r := ask("a", "open the garage door"); r.Outcome != turn.Confirm || r.Say != "Open Garage door? Answer yes or no." {
		t.Errorf("asked again: %s %q", summary(r), r.Say)
	}
}

// TestReloadUnchangedConfirmation: an import that leaves a confirmation's
// device as it was leaves the confirmation.
func TestReloadUnchangedConfirmation(t *testing.T) {
	e, db := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), hometest.Load(t, "demo"))
	defer e.Close()
	ask := func(text string) turn.Result {
		t.Helper()
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s"})
	}
	if r := ask("open the garage door"); r.Outcome != turn.Confirm {
		t.Fatalf("the question: %s", summary(r))
	}
	h := hometest.Load(t, "demo")
	h.Devices = append(h.Devices, home.Device{ID: "light.porch", Name: "Porch light", Room: "garden", Type: "light",
		Capabilities: []string{"onoff"}, State: map[string]any{"on": false}})
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	if err := e.Reload(); err != nil {
		t.Fatal(err)
	}
	if r := ask("yes"); summary(r) != "done: cover.garage_door open done" {
		t.Errorf("yes: %s %q", summary(r), r.Say)
	}
}

// TestPartialRun: a turn where some calls ran and one was refused says
// what ran and what did not, a scene action by action; it is not "Not
// done".
func TestPartialRun(t *testing.T) {
	h, err := home.Parse("partial.yaml", []byte(`
security: {rate_limit: 1}
rooms: [{id: hall, name: Hall, aliases: [门厅]}]
devices:
  - {id: light.hall, name: Hall light, aliases: [门厅灯], room: hall, type: light, capabilities: [onoff], state: {on: false}}
  - {id: light.porch, name: Porch light, aliases: [门廊灯], room: hall, type: light, capabilities: [onoff], state: {on: false}}
  - {id: light.garden, name: Garden light, aliases: [花园灯], room: hall, type: light, capabilities: [onoff], state: {on: true}}
scenes:
  - {id: scene.evening, name: Evening, aliases: [傍晚模式], actions: [{device: light.porch, command: "on"}, {device: light.hall, command: "on"}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	e, db := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), h)
	defer e.Close()
	ask := func(text string) turn.Result {
		t.Helper()
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s"})
	}
	if r := ask("turn on the hall light"); r.Outcome != turn.Done {
		t.Fatalf("the hall light: %s", summary(r))
	}
	r := ask("activate evening")
	if r.Outcome != turn.Failed || r.Say != "Turned on Porch light. Not done: turn on Hall light." {
		t.Errorf("a scene run in part: %s %q", summary(r), r.Say)
	}
	if st, _ := db.State("light.porch"); st["on"] != true {
		t.Errorf("the porch light: %v", st)
	}
	r = ask("关掉花园灯和门厅灯")
	if r.Outcome != turn.Failed || r.Say != "已关闭花园灯。没有执行：关闭门厅灯。" {
		t.Errorf("two lights, one limited: %s %q", summary(r), r.Say)
	}
}

// TestHugeNumbers: no number said, however long, overflows a delay,
// wraps round to now or becomes infinite: each turn's result is JSON,
// nothing is set or run, and a delay past a week is refused in words.
func TestHugeNumbers(t *testing.T) {
	e, _ := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), hometest.Load(t, "demo"))
	defer e.Close()
	nines := strings.Repeat("9", 400)
	for _, text := range []string{
		"turn off the kitchen light in 18446744074 seconds", "turn off the kitchen light in 2562048 hours",
		"turn off the kitchen light in " + nines + " minutes", "set a timer for " + nines + " hours",
		"set a timer for 2562048 hours", "set the kitchen light to " + nines + " percent",
		"turn up the kitchen light by " + nines + " percent", "把厨房灯调到" + nines, "八天后关掉厨房灯",
		"一千万小时后关掉厨房灯", "set a timer for 8 days",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "s"})
		if _, err := json.Marshal(r); err != nil {
			t.Errorf("%.60q: the result is not JSON: %v", text, err)
		}
		if r.Outcome == turn.Scheduled || r.Outcome == turn.Done || r.Outcome == turn.Confirm {
			t.Errorf("%.60q: %s %q", text, summary(r), r.Say)
		}
	}
	if r := e.Ask(context.Background(), turn.Request{Text: "turn off the kitchen light in 8 days", Session: "s"}); r.Say != "Sorry, timers and delayed commands can be set up to a week ahead." {
		t.Errorf("8 days: %s %q", summary(r), r.Say)
	}
	if timers := e.Ask(context.Background(), turn.Request{Text: "what timers are set", Session: "s"}); timers.Say != "There are no timers set." {
		t.Errorf("timers: %q", timers.Say)
	}
}
