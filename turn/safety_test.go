package turn_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"edge/audit"
	"edge/home"
	"edge/home/hometest"
	"edge/index"
	edgeir "edge/ir"
	"edge/ollama/ollamatest"
	"edge/store"
	"edge/store/storetest"
	"edge/turn"

	_ "edge/drivers/sim"
)

func safe(t *testing.T) (*turn.Engine, *store.DB, *clock) {
	t.Helper()
	h := hometest.Load(t, "safe")
	db := storetest.Open(t)
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	c := &clock{t: time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)}
	e, err := turn.New(db, turn.Options{Clock: c.now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Error(err)
		}
	})
	return e, db, c
}

// entries lists the audit log as "call reason outcome".
func entries(t *testing.T, db *store.DB) []string {
	t.Helper()
	var out []string
	if err := audit.NewLog(db.View).Decisions(func(en audit.Entry) error {
		out = append(out, en.Call.String()+" "+string(en.Decision.Reason)+" "+en.Outcome)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestVoicePolicy(t *testing.T) {
	e, db, _ := safe(t)
	run(t, e, "s", []step{
		{"unlock the garden door", "", "blocked: lock.garden unlock blocked"},
		{"yes", "", "not_understood: "},
		{"is the garden door locked", "", "answer: "},
		{"activate leaving home", "", "blocked: scene.leave activate blocked"},
	})
	want := []string{"lock.garden.unlock policy blocked", "lock.garden.read attribute=locked ok answer", "lock.garden.lock policy blocked"}
	if got := entries(t, db); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("audit log:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if st, _ := db.State("light.hall"); st["on"] != false {
		t.Errorf("a scene with a device edge may not command ran in part: %v", st)
	}
	r := e.Ask(context.Background(), turn.Request{Text: "unlock the garden door", Session: "s"})
	if r.Say != "Not done: Garden door lock is not to be controlled by voice." {
		t.Errorf("say %q", r.Say)
	}
}

func TestRateLimit(t *testing.T) {
	e, db, c := safe(t)
	run(t, e, "s", []step{
		{"turn on the hall light", "", "done: light.hall on done"},
		{"turn off the hall light", "", "done: light.hall off done"},
		{"turn on the hall light", "", "done: light.hall on done"},
		{"turn off the hall light", "", "blocked: light.hall off blocked"},
		{"turn on the floor lamp", "", "done: light.lamp on done"},
	})
	if st, _ := db.State("light.hall"); st["on"] != true {
		t.Errorf("the limited command ran: %v", st)
	}
	if got := entries(t, db); got[3] != "light.hall.off rate_limited blocked" {
		t.Errorf("audit entry %q", got[3])
	}
	dry := e.Ask(context.Background(), turn.Request{Text: "turn off the floor lamp", Session: "s", DryRun: true})
	if dry.Outcome != turn.Planned {
		t.Errorf("dry run: %s", summary(dry))
	}
	c.t = c.t.Add(time.Minute)
	run(t, e, "s", []step{{"turn off the hall light", "", "done: light.hall off done"}})
}

func TestPIN(t *testing.T) {
	e, db, c := safe(t)
	ctx := context.Background()
	ask := func(text, session string) turn.Result {
		return e.Ask(ctx, turn.Request{Text: text, Session: session})
	}
	r := ask("unlock the front door", "a")
	if r.Outcome != turn.Confirm || r.Question != "Unlock Front door lock? Say your PIN, or no to cancel." {
		t.Fatalf("critical with a PIN: %s %q", summary(r), r.Question)
	}
	r = ask("yes", "a")
	if r.Outcome != turn.Confirm || r.Say != "Please say your PIN to confirm, or no to cancel." {
		t.Errorf("a yes where the PIN is asked: %s %q", summary(r), r.Say)
	}
	r = ask("2580", "a")
	if summary(r) != "done: lock.front unlock done" || r.Text != "[PIN]" || r.IR.Reply == nil || r.IR.Reply.Kind != edgeir.PIN || r.IR.Reply.Text != "" {
		t.Errorf("the right PIN: %s, text %q, ir %+v", summary(r), r.Text, r.IR.Reply)
	}
	ask("lock the front door", "a")

	// three wrong PINs in a row, in any sessions, lock the home's
	// critical actions.
	for i, pin := range []string{"1111", "2222", "3333"} {
		session := fmt.Sprint("guess", i)
		ask("unlock the front door", session)
		r = ask(pin, session)
		want := "Not done: wrong PIN."
		if i == 2 {
			want = "Not done: too many wrong PINs; try again in a few minutes."
		}
		if summary(r) != "blocked: lock.front unlock blocked" || r.Say != want {
			t.Errorf("wrong PIN %d: %s %q", i+1, summary(r), r.Say)
		}
	}
	if r = ask("unlock the front door", "a"); summary(r) != "blocked: lock.front unlock blocked" {
		t.Errorf("while locked out: %s", summary(r))
	}
	run(t, e, "a", []step{
		{"open the garage door", "", "confirm: cover.garage open pending"},
		{"yes", "", "done: cover.garage open done"},
	})
	if r = ask("unlock the front door", "b"); summary(r) != "blocked: lock.front unlock blocked" {
		t.Errorf("another session is not locked out: %s", summary(r))
	}
	// the lockout holds across a restart.
	again, err := turn.New(db, turn.Options{Clock: c.now})
	if err != nil {
		t.Fatal(err)
	}
	if r := again.Ask(ctx, turn.Request{Text: "unlock the front door", Session: "c"}); summary(r) != "blocked: lock.front unlock blocked" {
		t.Errorf("after a restart: %s", summary(r))
	}
	if err := again.Close(); err != nil {
		t.Fatal(err)
	}
	c.t = c.t.Add(5 * time.Minute)
	run(t, e, "a", []step{
		{"unlock the front door", "", "confirm: lock.front unlock pending"},
		{"2580", "", "done: lock.front unlock done"},
	})

	var log []string
	audit.NewLog(db.View).Each(func(en audit.Entry) error {
		en.Prev, en.Hash = "", "" // hex digits may spell anything
		b, _ := json.Marshal(en)
		log = append(log, string(b))
		if en.Decision.Reason == audit.WrongPIN || en.Decision.Reason == audit.PINLocked {
			log = append(log, "refused:"+string(en.Decision.Reason))
		}
		return nil
	})
	all := strings.Join(log, "\n")
	for _, pin := range []string{"2580", "1111", "2222", "3333"} {
		if strings.Contains(all, pin) {
			t.Errorf("the audit log holds the PIN %s", pin)
		}
	}
	if strings.Count(all, "refused:wrong_pin") != 3 || strings.Count(all, "refused:pin_locked") != 3 {
		t.Errorf("the refusals are not all in the audit log:\n%s", all)
	}
}

// TestPINInACommand: the PIN said along with a command is masked in the
// words recorded and answered, and confirms nothing.
func TestPINInACommand(t *testing.T) {
	e, db, _ := safe(t)
	ctx := context.Background()
	r := e.Ask(ctx, turn.Request{Text: "unlock the front door", Session: "s"})
	if r.Outcome != turn.Confirm {
		t.Fatalf("unlock: %s", summary(r))
	}
	for _, text := range []string{"unlock the front door 2580", "yes 2580", "2580 unlock the front door please"} {
		r = e.Ask(ctx, turn.Request{Text: text, Session: "s"})
		b, _ := json.Marshal(r)
		if strings.Contains(string(b), "2580") || !strings.Contains(r.Text, "[PIN]") {
			t.Errorf("%q: the PIN is in the answer: %s", text, b)
		}
		if st, _ := db.State("lock.front"); st["locked"] != true {
			t.Fatalf("%q unlocked the door: %s", text, summary(r))
		}
	}
	var all strings.Builder
	audit.NewLog(db.View).Each(func(en audit.Entry) error {
		en.Prev, en.Hash = "", ""
		b, _ := json.Marshal(en)
		all.Write(b)
		return nil
	})
	if strings.Contains(all.String(), "2580") {
		t.Errorf("the audit log holds the PIN:\n%s", all.String())
	}
	// a number that is not the PIN is a number.
	if r := e.Ask(ctx, turn.Request{Text: "unlock the front door 1234", Session: "t"}); strings.Contains(r.Text, "[PIN]") {
		t.Errorf("a number that is not the PIN was masked: %q", r.Text)
	}
}

// TestPINEveryForm: the PIN (2580) said in any form a number is said in,
// pairs, hyphens, full width, Chinese numerals, mixed, is masked in the
// result and the audit log, and confirms nothing; another number is not.
func TestPINEveryForm(t *testing.T) {
	e, db, _ := safe(t)
	ctx := context.Background()
	forms := []string{"twenty five eighty", "twenty-five eighty", "２ ５ ８ ０", "２５８０", "25 eighty", "two five eight zero",
		"two five eighty", "twenty five 8 0", "二十五八十", "二五八十", "二 五 八 零", "2-5-8-0"}
	for _, form := range forms {
		text := "unlock the front door " + form
		r := e.Ask(ctx, turn.Request{Text: text, Session: "s"})
		b, _ := json.Marshal(r)
		if strings.Contains(string(b), form) || strings.Contains(string(b), "2580") || !strings.Contains(r.Text, "[PIN]") {
			t.Errorf("%q: the PIN is in the answer: %s", text, b)
		}
		if st, _ := db.State("lock.front"); st["locked"] != true {
			t.Fatalf("%q unlocked the door: %s", text, summary(r))
		}
	}
	var all strings.Builder
	audit.NewLog(db.View).Each(func(en audit.Entry) error {
		b, _ := json.Marshal(en)
		all.Write(b)
		return nil
	})
	for _, form := range forms {
		if strings.Contains(all.String(), form) {
			t.Errorf("the audit log holds the PIN as %q", form)
		}
	}
	for _, text := range []string{"unlock the front door twelve thirty four", "set the hall light to twenty five percent"} {
		if r := e.Ask(ctx, turn.Request{Text: text, Session: "t"}); strings.Contains(r.Text, "[PIN]") {
			t.Errorf("a number that is not the PIN was masked: %q", r.Text)
		}
	}
}

// TestPINIsNotAYes: a PIN said where nothing is pending, or to a home
// without a PIN, confirms nothing.
func TestPINIsNotAYes(t *testing.T) {
	e, _, _ := safe(t)
	run(t, e, "s", []step{
		{"2580", "", "not_understood: "},
		{"unlock the front door", "", "confirm: lock.front unlock pending"},
		{"turn on the hall light", "", "done: light.hall on done"},
		{"2580", "", "not_understood: "},
	})
	d, _, _ := demo(t)
	run(t, d, "s", []step{
		{"unlock the front door", "", "confirm: lock.front_door unlock pending"},
		{"1234", "", "cancelled: "},
	})
}

func TestBulkFromHome(t *testing.T) {
	e, _, _ := safe(t)
	run(t, e, "s", []step{
		{"turn on the living room lights", "", "done: light.living on done, light.lamp on done"},
		{"turn off all the lights", "", "confirm: light.hall off pending, light.lamp off pending, light.living off pending"},
	})
}

func TestSketchReads(t *testing.T) {
	e, _, _ := safe(t)
	plan := e.Sketch(context.Background(), turn.Request{Text: "turn up the tv volume"})
	if plan == nil || len(plan.Steps) != 2 {
		t.Fatalf("plan %+v", plan)
	}
	read, act := plan.Steps[0], plan.Steps[1]
	if read.Kind != audit.StepRead || read.Why != "relative" || len(read.Reads) != 1 || read.Reads[0] != "media.tv" || act.Kind != audit.StepAct || act.Candidates()[0].Device != "media.tv" {
		t.Errorf("steps %+v: want the TV read, then changed", plan.Steps)
	}
	if d := plan.CheckRead("media.tv"); !d.Allow {
		t.Errorf("the read a relative change needs: %+v", d)
	}
	if plan := e.Sketch(context.Background(), turn.Request{Text: "yes"}); plan != nil {
		t.Errorf("a reply planned %+v", plan)
	}
	q := e.Sketch(context.Background(), turn.Request{Text: "is the front door locked?"})
	if q == nil || len(q.Steps) != 1 || q.Steps[0].Why != "question" {
		t.Errorf("a question's plan: %+v", q)
	}
}

// TestSceneQuestionSaysWhatItHolds: a scene that needs a yes names the
// risky actions inside it, so that a yes is never given blind.
func TestSceneQuestionSaysWhatItHolds(t *testing.T) {
	h, err := home.Parse("scene.yaml", []byte(`
rooms: [{id: hall, name: Hall, aliases: [门厅]}]
devices:
  - {id: lock.front, name: Front door lock, aliases: [前门锁], room: hall, type: lock, capabilities: [lock], state: {locked: true}}
  - {id: light.hall, name: Hall light, room: hall, type: light, capabilities: [onoff], state: {on: true}}
scenes:
  - {id: scene.night, name: Good night, aliases: [晚安模式], actions: [{device: light.hall, command: "off"}, {device: lock.front, command: unlock}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	db := storetest.Open(t)
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	e, err := turn.New(db, turn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Error(err)
		}
	})
	for text, want := range map[string]string{
		"activate good night": "Activate Good night, which will unlock Front door lock? Answer yes or no.",
		"启动晚安模式":              "确定要启动晚安模式（其中会解锁前门锁）吗？请说“确认”或“取消”。",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text})
		if r.Outcome != turn.Confirm || r.Question != want {
			t.Errorf("%q: %s %q, want %q", text, r.Outcome, r.Question, want)
		}
	}
}

// TestRepairKeepsDirection: a repair that turns "a bit cooler" into a
// step up is blocked by the repair's guard, which reads the direction in
// the words of the change (lang.DownWords); the call is not made.
func TestRepairKeepsDirection(t *testing.T) {
	const text = "the bedroom ac, a bit cooler por favor"
	notGrammar(t, text)
	cooler := map[string]any{"name": "temperature", "text": "a bit cooler", "relative": true}
	f := withModel(t, "", ir("en", act("set", named("bedroom ac"), cooler)), ollamatest.Reply{Content: `{"temperature_step":1}`})
	r := f.ask(t, text)
	if summary(r) != "blocked: climate.bedroom set blocked" {
		t.Errorf("a repair that turns cooler into warmer: %s (%s)", summary(r), r.Say)
	}
	want := []string{
		"climate.bedroom.set temperature_step=1 repair_blocked repair",
		"climate.bedroom.set temperature_step=a bit cooler invalid_args blocked",
	}
	if got := entries(t, f.db); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("audit log:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if st, _ := f.db.State("climate.bedroom"); st["target_temperature"] != float64(22) {
		t.Errorf("the temperature changed: %v", st)
	}
}

// TestModelMayNotWidenToAll: an answer of the model that turns a named
// target into "all" when the words said no such thing is refused.
func TestModelMayNotWidenToAll(t *testing.T) {
	const text = "sort me the kitchen light on por favor"
	notGrammar(t, text)
	f := withModel(t, "", ir("en", act("on", map[string]any{"places": []string{"kitchen"}, "all": true})))
	if r := f.ask(t, text); r.Outcome != turn.NotUnderstood || len(r.Actions) != 0 {
		t.Errorf("a widened target: %s", summary(r))
	}
	const all = "sort me all the kitchen stuff on por favor"
	notGrammar(t, all)
	f = withModel(t, "", ir("en", act("on", map[string]any{"places": []string{"kitchen"}, "all": true})))
	if r := f.ask(t, all); r.Outcome == turn.NotUnderstood {
		t.Errorf("all, said: %s (%s)", summary(r), r.Say)
	}
}
