package cli

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestCommandsBesideServe runs ask, devices, audit and audit verify on a
// database once without a server and once while edge serve holds it: the
// output is the same, and the command runs in the server, on its engine
// (the state a turn changed there is the state the server has).
func TestCommandsBesideServe(t *testing.T) {
	dir := t.TempDir()
	free, db := filepath.Join(dir, "free.db"), filepath.Join(dir, "edge.db")
	for _, d := range []string{free, db} {
		if code, _, errs := run(t, "", "import", "--db", d, demoHome); code != 0 {
			t.Fatal(errs)
		}
	}
	calls := []struct {
		stdin string
		args  []string
	}{
		{"", []string{"ask", "--json", "--dry-run", "turn on the kitchen light"}},
		{"turn on the lamp\nthe one in the study\n{\"text\": \"打开书房台灯\", \"session\": \"b\"}\n", []string{"ask", "--dry-run", "-"}},
		{"", []string{"ask", "--room", "nowhere", "turn on the light"}},
		{"", []string{"devices"}},
		{"", []string{"devices", "--json"}},
		{"", []string{"audit", "--json"}},
		{"", []string{"audit"}},
		{"", []string{"audit", "verify"}},
		{"", []string{"ask", "--help"}},
	}
	type got struct {
		code     int
		out, err string
	}
	stamp := regexp.MustCompile(`"(time|prev|hash)":"[^"]*"|\d{4}-\d\d-\d\d \d\d:\d\d:\d\d`)
	do := func(path, stdin string, args []string) got {
		code, out, errs := run(t, stdin, append(args[:1:1], append([]string{"--db", path}, args[1:]...)...)...)
		return got{code, stamp.ReplaceAllString(strings.ReplaceAll(out, path, "DB"), ""), strings.ReplaceAll(errs, path, "DB")}
	}
	_, l, stop := serveDB(t, db)
	for _, c := range calls {
		alone, beside := do(free, c.stdin, c.args), do(db, c.stdin, c.args)
		if alone != beside {
			t.Errorf("edge %s while served:\n%+v\nwithout a server:\n%+v", strings.Join(c.args, " "), beside, alone)
		}
	}

	// a turn that acts changes the server's own state.
	if code, out, errs := run(t, "", "ask", "--db", db, "--json", "turn on the kitchen light"); code != 0 || !strings.Contains(out, `"outcome":"done"`) {
		t.Fatalf("ask while served: %d %s %s", code, out, errs)
	}
	_, out, _ := run(t, "", "devices", "--db", db, "--json")
	var rows []struct {
		ID    string         `json:"id"`
		State map[string]any `json:"state"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.ID == "light.kitchen" && r.State["on"] != true {
			t.Errorf("the kitchen light after a served ask: %v", r.State)
		}
	}
	// --home with a served --db is an import: it says how to make it.
	if code, _, errs := run(t, "", "ask", "--db", db, "--home", demoHome, "hi"); code != 2 || !strings.Contains(errs, "edge import --db") {
		t.Errorf("ask --home --db while served: %d %s", code, errs)
	}
	if code := stop(); code != 0 {
		t.Fatalf("edge serve: exit %d\n%s", code, l)
	}
	if strings.Contains(l.String(), "in use") {
		t.Errorf("the server's log:\n%s", l)
	}
}

// TestOnlyImportCreates: every command but import refuses a database that
// is not there, names the flag and says how to make one, and leaves no
// file behind.
func TestOnlyImportCreates(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "nope.db")
	for _, args := range [][]string{
		{"ask", "--db", db, "turn on the light"},
		{"devices", "--db", db},
		{"audit", "--db", db},
		{"audit", "--db", db, "verify"},
		{"serve", "--db", db, "--http", "127.0.0.1:0", "--wyoming", "off"},
		{"backup", "--db", db, filepath.Join(dir, "copy.db")},
	} {
		code, _, errs := run(t, "", args...)
		if code != 2 || !strings.Contains(errs, "--db "+db+": no such database") || !strings.Contains(errs, "edge import") {
			t.Errorf("edge %v: exit %d, %s", args, code, errs)
		}
		if m, _ := filepath.Glob(filepath.Join(dir, "*")); len(m) != 0 {
			t.Fatalf("edge %v left %v", args, m)
		}
	}
	if code, _, errs := run(t, "", "import", "--db", db, demoHome); code != 0 {
		t.Errorf("import into a new database: %d %s", code, errs)
	}
}

// TestBadRoomListsRooms: a --room that is not in the home lists those that
// are.
func TestBadRoomListsRooms(t *testing.T) {
	code, _, errs := run(t, "", "ask", "--home", demoHome, "--room", "living room", "turn on the light")
	if code != 2 || !strings.Contains(errs, `--room "living room": no such room`) || !strings.Contains(errs, "living (Living room)") || !strings.Contains(errs, "kitchen (Kitchen)") {
		t.Errorf("exit %d: %s", code, errs)
	}
}
