package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/store"
	"edge/turn"
)

const demoHome = "../testdata/homes/demo.yaml"

func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Main(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func results(t *testing.T, out string) []turn.Result {
	t.Helper()
	var rs []turn.Result
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var r turn.Result
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("not a JSON line: %q: %v", sc.Text(), err)
		}
		rs = append(rs, r)
	}
	return rs
}

func TestAskJSON(t *testing.T) {
	code, out, errs := run(t, "", "ask", "--home", demoHome, "--json", "把客厅的灯打开")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("output %q: %v", out, err)
	}
	for _, k := range []string{"text", "lang", "source", "outcome", "actions", "reads", "question", "options", "say", "ir"} {
		if _, ok := m[k]; !ok {
			t.Errorf("output lacks %q: %s", k, out)
		}
	}
	acts := m["actions"].([]any)
	a := acts[0].(map[string]any)
	if m["outcome"] != "done" || a["device"] != "light.living_main" || a["command"] != "on" || a["status"] != "done" || a["risk"] != "low" {
		t.Errorf("output: %s", out)
	}
}

func TestAskLines(t *testing.T) {
	in := strings.Join([]string{
		"unlock the front door",
		"yes",
		`{"text": "打开燃气阀门", "session": "s2"}`,
		`{"text": "turn on the lamp", "room": "study"}`,
		`{"text": "取消", "session": "s2"}`,
		"",
		`{"text": "turn on the lamp", "room": null}`,
		"the second one",
		`{"text": 5}`,
		"is the front door locked?",
	}, "\n")
	code, out, errs := run(t, in, "ask", "--home", demoHome, "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rs := results(t, out)
	want := []string{"confirm", "done", "confirm", "done", "cancelled", "clarify", "done", "failed", "answer"}
	if len(rs) != len(want) {
		t.Fatalf("%d output lines for %d turns:\n%s", len(rs), len(want), out)
	}
	for i, r := range rs {
		if r.Outcome != want[i] {
			t.Errorf("line %d %q: %s (%s), want %s", i+1, r.Text, r.Outcome, r.Say, want[i])
		}
	}
	if rs[8].Reads[0].Value != false {
		t.Errorf("the door was unlocked in this run, but: %+v", rs[8].Reads)
	}
}

// TestAskLinesBad: a 1 MiB line, a text too long and an unknown room are
// error lines; the turns after them are answered.
func TestAskLinesBad(t *testing.T) {
	in := strings.Join([]string{
		strings.Repeat("turn on the lamp ", 1<<16),
		"turn on the kitchen light",
		strings.Repeat("a", 2000),
		`{"text": "turn on the lamp", "room": "cellar"}`,
		"turn off the kitchen light",
		`{"text": "turn on the kitchen light", "text": "unlock the front door"}`,
		"set a timer for " + strings.Repeat("9", 400) + " hours",
		"set the kitchen light to " + strings.Repeat("9", 300) + " percent",
		"turn on the kitchen light",
	}, "\n")
	code, out, errs := run(t, in, "ask", "--home", demoHome, "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rs := results(t, out)
	want := []string{"failed", "done", "failed", "failed", "done", "failed", "not_understood", "not_understood", "done"}
	if len(rs) != len(want) {
		t.Fatalf("%d output lines for %d turns:\n%.2000s", len(rs), len(want), out)
	}
	for i, r := range rs {
		if r.Outcome != want[i] {
			t.Errorf("line %d: %s (%s), want %s", i+1, r.Outcome, r.Say, want[i])
		}
	}
	if len(out) > 10000 {
		t.Errorf("the long lines were echoed: %d bytes of output", len(out))
	}
	if !strings.Contains(rs[3].Say, "cellar") {
		t.Errorf("unknown room: %s", rs[3].Say)
	}
	if !strings.Contains(rs[5].Say, `the key "text" is given twice`) || len(rs[5].Actions) > 0 {
		t.Errorf("text given twice: %s", rs[5].Say)
	}
	if rs[7].Say != "That number is too big for me." {
		t.Errorf("%.40s: %s", rs[7].Text, rs[7].Say)
	}
}

// TestPrintUnwritable: a result that JSON cannot hold (a value not a
// number) is still one line, with its outcome and why.
func TestPrintUnwritable(t *testing.T) {
	var b strings.Builder
	p := &printer{w: &b, json: true}
	r := turn.Result{Text: "how warm is it", Outcome: turn.Answer, Say: "It is warm.", Reads: []turn.Read{{Device: "sensor.t", Attribute: "temperature", Value: math.Inf(1)}}}
	if err := p.print(r); err != nil {
		t.Fatal(err)
	}
	rs := results(t, b.String())
	if len(rs) != 1 || rs[0].Outcome != turn.Answer || !strings.Contains(rs[0].Say, "cannot be written as JSON") {
		t.Errorf("%s", b.String())
	}
}

func TestAskDryRun(t *testing.T) {
	_, out, _ := run(t, "", "ask", "--home", demoHome, "--dry-run", "--json", "open the garage door")
	if rs := results(t, out); len(rs) != 1 || rs[0].Outcome != "confirm" {
		t.Errorf("dry run: %s", out)
	}
	_, out, _ = run(t, "", "ask", "--home", demoHome, "--dry-run", "--json", "turn off the tv")
	if rs := results(t, out); rs[0].Outcome != "planned" || rs[0].Actions[0].Status != "planned" {
		t.Errorf("dry run: %s", out)
	}
}

func TestAskPlain(t *testing.T) {
	code, out, _ := run(t, "", "ask", "--home", demoHome, "--room", "study", "turn", "on", "the", "lamp")
	if code != 0 || out != "[done] Turned on Study lamp.\n" {
		t.Errorf("exit %d, output %q", code, out)
	}
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"ask", "turn on the light"}, "need --home FILE or --db FILE"},
		{[]string{"ask", "--home", demoHome}, "nothing to ask"},
		{[]string{"ask", "--bogus", "x"}, "flag provided but not defined: -bogus"},
		{[]string{"ask", "--home", "nope.yaml", "x"}, "nope.yaml"},
		{[]string{"ask", "--home", demoHome, "--room", "cellar", "x"}, `--room "cellar": no such room`},
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"import", demoHome}, "usage: edge import --db FILE HOME_FILE"},
		{[]string{"audit"}, "usage: edge audit"},
	}
	for _, tt := range tests {
		code, _, errs := run(t, "", tt.args...)
		if code != 2 || !strings.Contains(errs, tt.want) {
			t.Errorf("edge %v: exit %d, stderr %q; want 2 and %q", tt.args, code, errs, tt.want)
		}
	}
}

const badHome = `rooms:
  - {id: kitchen, name: Kitchen}
devices:
  - {id: light.a, name: Lamp, room: kitchn, capabilities: [onoff]}
  - {id: light.a, name: Lamp two, capabilities: [onof]}
`

func TestBadHomeImportsNothing(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte(badHome), 0o600); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "edge.db")
	code, _, errs := run(t, "", "import", "--db", db, bad)
	if code != 2 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{bad + ":4:", bad + ":5:", "kitchn", "onof", "light.a", "nothing was imported"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	if _, err := os.Stat(db); err == nil {
		s, err := store.Open(db)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if _, err := s.Home(); err == nil {
			t.Error("a home was imported from a bad file")
		}
	}
}

// TestImportCollidingNames: edge import refuses a name that reads as
// other words of the language at its line, and imports it with
// allow_collision.
func TestImportCollidingNames(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "home.yaml")
	const text = "rooms:\n  - {id: kitchen, name: Kitchen, aliases: [厨房]}\ndevices:\n" +
		"  - {id: lock.back, name: Back door lock, aliases: [kitchen light, 厨房灯], room: kitchen, type: lock, capabilities: [lock]%s}\n"
	if err := os.WriteFile(file, []byte(fmt.Sprintf(text, "")), 0o600); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "edge.db")
	code, _, errs := run(t, "", "import", "--db", db, file)
	for _, want := range []string{file + `:4: device "lock.back": alias "kitchen light" reads as the light devices of the room "Kitchen"`,
		`alias "厨房灯" reads as the light devices of the room "厨房"`, "allow_collision: true", "nothing was imported"} {
		if code != 2 || !strings.Contains(errs, want) {
			t.Errorf("exit %d, stderr lacks %q:\n%s", code, want, errs)
		}
	}
	if err := os.WriteFile(file, []byte(fmt.Sprintf(text, ", allow_collision: true")), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := run(t, "", "import", "--db", db, file); code != 0 {
		t.Errorf("import with allow_collision: exit %d %s %s", code, out, errs)
	}
}

func TestImportDevicesAudit(t *testing.T) {
	db := filepath.Join(t.TempDir(), "edge.db")
	code, out, errs := run(t, "", "import", "--db", db, demoHome)
	if code != 0 || !strings.Contains(out, "42 devices") {
		t.Fatalf("import: exit %d %s %s", code, out, errs)
	}
	if code, _, errs := run(t, "", "ask", "--db", db, "turn on the tv"); code != 0 {
		t.Fatalf("ask: %s", errs)
	}
	code, out, _ = run(t, "", "devices", "--db", db)
	if code != 0 || !strings.Contains(out, "media.living_tv") || !strings.Contains(out, "on=true") {
		t.Errorf("devices: %s", out)
	}
	code, out, _ = run(t, "", "audit", "--db", db)
	if code != 0 || !strings.Contains(out, "media.living_tv.on") {
		t.Errorf("audit: %s", out)
	}
	code, out, _ = run(t, "", "audit", "--db", db, "verify")
	if code != 0 || out != "database and audit log intact: 2 entries\n" {
		t.Errorf("audit verify: %d %q", code, out)
	}
}

func TestDemoTour(t *testing.T) {
	code, out, errs := run(t, "", "demo", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	tour, err := demoTour()
	if err != nil {
		t.Fatal(err)
	}
	rs := results(t, out)
	if len(rs) != len(tour) {
		t.Fatalf("%d results for %d tour steps", len(rs), len(tour))
	}
	en, zh := 0, 0
	for i, s := range tour {
		if rs[i].Outcome != s.Outcome {
			t.Errorf("tour %q: %s (%s), want %s", s.Text, rs[i].Outcome, rs[i].Say, s.Outcome)
		}
		if rs[i].Lang == "zh" {
			zh++
		} else {
			en++
		}
	}
	if en < 10 || zh < 10 {
		t.Errorf("the tour has %d English and %d Chinese turns; want 10 of each", en, zh)
	}
}

func TestHelp(t *testing.T) {
	// help asked for goes to stdout, so that edge serve --help | less
	// shows it; help with the wrong usage goes to stderr.
	for _, c := range commands() {
		for _, flag := range []string{"--help", "-h"} {
			code, out, errs := run(t, "", c.name, flag)
			if code != 0 || !strings.Contains(out, "usage: edge "+c.name) || errs != "" {
				t.Errorf("edge %s %s: exit %d, stdout %q, stderr %q", c.name, flag, code, out, errs)
			}
		}
	}
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}} {
		if code, out, errs := run(t, "", args...); code != 0 || !strings.Contains(out, "commands:") || errs != "" {
			t.Errorf("edge %v: %d %q %q", args, code, out, errs)
		}
	}
	if code, out, errs := run(t, ""); code != 2 || out != "" || !strings.Contains(errs, "commands:") {
		t.Errorf("edge alone: %d %q %q; want 2 and the commands on stderr", code, out, errs)
	}
	if code, out, errs := run(t, "", "ask", "--nope"); code != 2 || out != "" ||
		errs != "edge ask: flag provided but not defined: -nope\nRun 'edge ask --help' for its flags.\n" {
		t.Errorf("edge ask --nope: %d %q %q; want 2, the error once and a pointer to --help on stderr", code, out, errs)
	}
	for _, v := range []string{"-v", "--version", "version"} {
		if code, out, _ := run(t, "", v); code != 0 || !strings.HasPrefix(out, "edge ") {
			t.Errorf("edge %s: %d %q", v, code, out)
		}
	}
}
