package turn_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/audit"
	"edge/compile"
	"edge/home/hometest"
	"edge/index"
	"edge/llm"
	"edge/ollama"
	"edge/ollama/ollamatest"
	"edge/store"
	"edge/store/storetest"
	"edge/turn"

	_ "edge/drivers/sim"
)

type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

type modelFixture struct {
	e    *turn.Engine
	db   *store.DB
	srv  *ollamatest.Server
	logs *syncBuf
}

// withModel is an engine over the model home whose model is a fake server with
// this script; host, when set, is used instead of the fake's address.
func withModel(t *testing.T, host string, script ...ollamatest.Reply) modelFixture {
	t.Helper()
	h := hometest.Load(t, "model")
	f := modelFixture{db: storetest.Open(t), srv: ollamatest.New(t, script...), logs: &syncBuf{}}
	if err := f.db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	if host == "" {
		host = f.srv.URL()
	}
	server, err := ollama.New(ollama.Config{Host: host, Timeout: 5 * time.Second,
		Logger: slog.New(slog.NewTextHandler(f.logs, &slog.HandlerOptions{Level: slog.LevelWarn}))})
	if err != nil {
		t.Fatal(err)
	}
	c := &clock{t: time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)}
	f.e, err = turn.New(f.db, turn.Options{Clock: c.now, Model: llm.New(server, "qwen2.5:0.5b")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := f.e.Close(); err != nil {
			t.Error(err)
		}
	})
	return f
}

// notGrammar fails the test when the grammar understands text: the
// fallback tests need words it does not.
func notGrammar(t *testing.T, text string) {
	t.Helper()
	if p, err := compile.Compile(text); err == nil {
		t.Fatalf("the grammar understands %q (%s): pick words it does not", text, p)
	}
}

func (f modelFixture) ask(t *testing.T, text string) turn.Result {
	t.Helper()
	return f.e.Ask(context.Background(), turn.Request{Text: text, Session: "s", Channel: "cli"})
}

// ir is a model answer of one act clause.
func ir(lang string, clauses ...map[string]any) ollamatest.Reply {
	cl := make([]any, len(clauses))
	for i, c := range clauses {
		cl[i] = c
	}
	return ollamatest.Reply{Content: ollamatest.JSON(map[string]any{"lang": lang, "clauses": cl})}
}

func act(verb string, target map[string]any, params ...map[string]any) map[string]any {
	c := map[string]any{"kind": "act", "verb": verb, "target": target}
	if len(params) > 0 {
		c["params"] = params
	}
	return c
}

func named(n string) map[string]any { return map[string]any{"name": n} }

// repairs is an action's repairs in short.
func repairs(a turn.Action) string {
	var out []string
	for _, r := range a.Repairs {
		args, _ := json.Marshal(r.Args)
		out = append(out, fmt.Sprintf("%d %s %s %s", r.N, r.By, r.Result, args))
	}
	return strings.Join(out, "; ")
}

func TestFallback(t *testing.T) {
	half := map[string]any{"name": "brightness", "text": "half"}
	tests := []struct {
		name    string
		text    string
		script  []ollamatest.Reply
		want    string // summary
		repairs string // of the first action
		say     string
	}{
		{"a word the model repairs", "gimme kitchen light at half if poss",
			[]ollamatest.Reply{ir("en", act("set", named("kitchen light"), half)), {Content: `{"brightness":50}`}},
			"done: light.kitchen set brightness=50 done", `1 model valid {"brightness":50}`, "Set Kitchen light to 50%."},
		{"a percentage", "gimme kitchen light at half if poss",
			[]ollamatest.Reply{ir("en", act("set", named("kitchen light"), map[string]any{"name": "brightness", "text": "50%"}))},
			"done: light.kitchen set brightness=50 done", `1 coerce valid {"brightness":50}`, ""},
		{"a Chinese numeral", "卧室空调搞个二十六",
			[]ollamatest.Reply{ir("zh", act("set", named("卧室空调"), map[string]any{"name": "temperature", "text": "二十六"}))},
			"done: climate.bedroom set temperature=26 done", `1 coerce valid {"temperature":26}`, "已把卧室空调调到26°C。"},
		{"the case of a mode", "yank the bedroom ac over to heat mode",
			[]ollamatest.Reply{ir("en", act("set", named("bedroom ac"), map[string]any{"name": "mode", "text": "Heat"}))},
			"done: climate.bedroom set done", `1 coerce valid {"mode":"heat"}`, ""},
		{"a scene named in a list of one", "movie mode, engage",
			[]ollamatest.Reply{ir("en", map[string]any{"kind": "act", "verb": "activate", "target": map[string]any{"name": []string{"movie mode"}}})},
			"done: scene.movie activate done", ``, "Activated Movie mode."},
		{"a group's floor as one place", "upstairs lights, lights out",
			[]ollamatest.Reply{ir("en", act("off", map[string]any{"places": "upstairs", "class": "light", "all": true}))},
			"done: light.zebra off done", ``, ""},
		{"out of range stays an error", "gimme kitchen light at half if poss",
			[]ollamatest.Reply{ir("en", act("set", named("kitchen light"), map[string]any{"name": "brightness", "num": 150}))},
			"blocked: light.kitchen set brightness=150 blocked", ``, ""},
		{"a repair into another device", "gimme kitchen light at half if poss",
			[]ollamatest.Reply{ir("en", act("set", named("kitchen light"), half)), {Content: `{"entity_id":"lock.front","brightness":50}`}},
			"blocked: light.kitchen set brightness=half blocked", `1 model blocked {"brightness":50,"entity_id":"lock.front"}`,
			"Not done: the repair names a device (entity_id)."},
		{"an action the user did not say", "gimme kitchen light at half if poss",
			[]ollamatest.Reply{
				ir("en", act("set", named("kitchen light"), half), act("unlock", named("front door"))),
				ir("en", act("unlock", named("front door"))),
				ir("en", act("on", named("zebra lamp"))),
			},
			"not_understood: ", ``, "Sorry, I didn't understand that."},
		{"a verb the user did not say asks, saying it", "would you be so kind as to deal with the front door",
			[]ollamatest.Reply{ir("en", act("unlock", named("front door")))},
			"confirm: lock.front unlock pending", ``, "Unlock Front door lock? That is what I understood; answer yes or no."},
		{"medium risk from the model asks", "brew me something with the coffee machine",
			[]ollamatest.Reply{ir("en", act("on", named("coffee machine")))},
			"confirm: switch.coffee on pending", ``, "Turn on Coffee machine? That is what I understood; answer yes or no."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			notGrammar(t, tt.text)
			f := withModel(t, "", tt.script...)
			r := f.ask(t, tt.text)
			if got := summary(r); got != tt.want {
				t.Errorf("got  %s\nwant %s\nsay  %s", got, tt.want, r.Say)
			}
			if tt.say != "" && r.Say != tt.say {
				t.Errorf("say %q, want %q", r.Say, tt.say)
			}
			if r.Source != "llm" && r.Outcome != turn.NotUnderstood {
				t.Errorf("source %q", r.Source)
			}
			if len(r.Actions) > 0 && repairs(r.Actions[0]) != tt.repairs {
				t.Errorf("repairs %s, want %s", repairs(r.Actions[0]), tt.repairs)
			}
			if n := len(f.srv.Chats()); n != len(tt.script) {
				t.Errorf("%d requests for a script of %d", n, len(tt.script))
			}
			if st, _ := f.db.State("lock.front"); st["locked"] != true {
				t.Errorf("the front door was unlocked: %v", st)
			}
			for _, req := range f.srv.Chats() {
				for _, m := range req.Messages {
					for _, secret := range []string{"Zebra", "zebra", "light.", "lock.front", "switch.", "climate.", "Coffee machine", "cool"} {
						if strings.Contains(m.Content, secret) {
							t.Errorf("the model was told %q: %s", secret, m.Content)
						}
					}
				}
			}
		})
	}
}

func TestFallbackConfirmGrammarDoesNot(t *testing.T) {
	f := withModel(t, "")
	if r := f.ask(t, "turn on the coffee machine"); summary(r) != "done: switch.coffee on done" || r.Source != "grammar" {
		t.Errorf("the grammar's medium-risk action: %s (%s)", summary(r), r.Source)
	}
}

func TestFallbackConfirmThenYes(t *testing.T) {
	text := "brew me something with the coffee machine"
	notGrammar(t, text)
	f := withModel(t, "", ir("en", act("on", named("coffee machine"))))
	if r := f.ask(t, text); r.Outcome != turn.Confirm {
		t.Fatalf("%s", summary(r))
	}
	if r := f.ask(t, "yes"); summary(r) != "done: switch.coffee on done" {
		t.Errorf("yes: %s", summary(r))
	}
}

func TestModelCannotSayYes(t *testing.T) {
	text := "absolutely, mate"
	notGrammar(t, text)
	yes := ollamatest.Reply{Content: `{"lang":"en","reply":{"kind":"yes"}}`}
	f := withModel(t, "", yes, yes, yes)
	if r := f.ask(t, "unlock the front door"); r.Outcome != turn.Confirm {
		t.Fatalf("unlock: %s", summary(r))
	}
	if r := f.ask(t, text); r.Outcome != turn.NotUnderstood {
		t.Errorf("the model's yes: %s", summary(r))
	}
	if r := f.ask(t, "yes"); r.Outcome == turn.Done {
		t.Errorf("a yes after the model's: %s", summary(r))
	}
	if st, _ := f.db.State("lock.front"); st["locked"] != true {
		t.Errorf("the front door was unlocked: %v", st)
	}
}

func TestGrammarNeverAsksTheModel(t *testing.T) {
	f := withModel(t, "") // an empty script: any request fails the test
	for _, s := range []string{"turn on the kitchen light", "set the kitchen light to 150%", "is the front door locked?", "unlock the front door", "no"} {
		r := f.ask(t, s)
		if r.Source == "llm" {
			t.Errorf("%q went to the model", s)
		}
	}
	if n := len(f.srv.Chats()); n != 0 {
		t.Errorf("%d requests from the grammar path", n)
	}
}

func TestFallbackServerDown(t *testing.T) {
	f := withModel(t, ollamatest.Down(t))
	for _, s := range []string{"gimme kitchen light at half if poss", "zap the kitchen light", "movie mode, engage"} {
		notGrammar(t, s)
		if r := f.ask(t, s); r.Outcome != turn.NotUnderstood || r.Source != "none" {
			t.Errorf("%q with the server down: %s (%s)", s, summary(r), r.Source)
		}
	}
	if r := f.ask(t, "turn on the kitchen light"); summary(r) != "done: light.kitchen on done" {
		t.Errorf("the grammar with the server down: %s", summary(r))
	}
	if n := strings.Count(f.logs.String(), "level=WARN"); n != 1 {
		t.Errorf("%d warnings:\n%s", n, f.logs.String())
	}
}

func TestFallbackNoModel(t *testing.T) {
	e, _, _ := demo(t)
	r := e.Ask(context.Background(), turn.Request{Text: "gimme kitchen light at half if poss", Session: "s"})
	if r.Outcome != turn.NotUnderstood || r.Source != "none" {
		t.Errorf("without a model: %s (%s)", summary(r), r.Source)
	}
}

func TestFallbackAudit(t *testing.T) {
	text := "gimme kitchen light at half if poss"
	notGrammar(t, text)
	f := withModel(t, "",
		ir("en", act("set", named("kitchen light"), map[string]any{"name": "brightness", "text": "half"})),
		ollamatest.Reply{Content: `{"brightness":"fifty-ish"}`},
		ollamatest.Reply{Content: `{"brightness":50}`})
	r := f.ask(t, text)
	if summary(r) != "done: light.kitchen set brightness=50 done" {
		t.Fatalf("%s: %s", summary(r), r.Say)
	}
	log := audit.NewLog(f.db.View)
	if _, err := log.Verify(); err != nil {
		t.Fatal(err)
	}
	var got []string
	log.Decisions(func(en audit.Entry) error {
		got = append(got, fmt.Sprintf("%d %s %s %s %s", en.Attempt, en.Call.Source, en.Call, en.Decision.Reason, en.Outcome))
		return nil
	})
	want := []string{
		"1 repair light.kitchen.set brightness=fifty-ish invalid_args repair",
		"2 repair light.kitchen.set brightness=50 ok repair",
		"0 repair light.kitchen.set brightness=50 ok done",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("audit log:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	b, _ := json.Marshal(r.Actions[0])
	if !strings.Contains(string(b), `"repairs":[{"attempt":1,"by":"model","args":{"brightness":"fifty-ish"},"result":"invalid","error":`) {
		t.Errorf("action JSON: %s", b)
	}
}

func TestFallbackSourceInAudit(t *testing.T) {
	text := "zap the kitchen light"
	notGrammar(t, text)
	f := withModel(t, "", ir("en", act("on", named("kitchen light"))))
	if r := f.ask(t, text); summary(r) != "done: light.kitchen on done" || r.Source != "llm" || r.IR == nil || len(r.IR.Clauses) != 1 {
		t.Fatalf("%s (%s)", summary(r), r.Source)
	}
	var sources []string
	audit.NewLog(f.db.View).Decisions(func(en audit.Entry) error {
		sources = append(sources, en.Call.Source)
		return nil
	})
	if strings.Join(sources, ",") != "llm" {
		t.Errorf("audit sources %v", sources)
	}
	b, _ := json.Marshal(f.ask(t, "turn it off"))
	if !strings.Contains(string(b), `"source":"grammar"`) || strings.Contains(string(b), `"repairs"`) {
		t.Errorf("the next grammar turn: %s", b)
	}
}

// TestSlowModelDelaysOnlyItsTurn: while one session's turn waits for a
// model that does not answer, another session's grammar turn is answered.
func TestSlowModelDelaysOnlyItsTurn(t *testing.T) {
	const text = "brew me something with the coffee machine"
	notGrammar(t, text)
	hang := ollamatest.Reply{Hang: true}
	f := withModel(t, "", hang, hang, hang, hang)
	slow := make(chan turn.Result, 1)
	go func() {
		slow <- f.e.Ask(context.Background(), turn.Request{Text: text, Session: "slow"})
	}()
	for deadline := time.Now().Add(30 * time.Second); len(f.srv.Chats()) == 0; runtime.Gosched() {
		if time.Now().After(deadline) {
			t.Fatal("the model was never asked") // the slow turn's words never reached it
		}
	}
	r := f.e.Ask(context.Background(), turn.Request{Text: "turn on the kitchen light", Session: "quick"})
	if summary(r) != "done: light.kitchen on done" {
		t.Errorf("the other session's turn: %s", summary(r))
	}
	select {
	case r := <-slow:
		t.Fatalf("the model's turn ended before the model answered: %s", summary(r))
	default:
	}
	f.srv.Close()
	if r := <-slow; r.Outcome == turn.Done {
		t.Errorf("the model's turn: %s", summary(r))
	}
}
