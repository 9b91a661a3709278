package cli

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/turn"
)

// TestImportWhileServing: edge import into the database a running edge
// serve holds hands the home to the server, which takes it at once; a bad
// file is refused whole and the server keeps its home; without a server,
// the database in use is said.
func TestImportWhileServing(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "edge.db")
	if code, _, errs := run(t, "", "import", "--db", db, demoHome); code != 0 {
		t.Fatal(errs)
	}
	addrs, l, stop := serveDB(t, db)
	if st, err := os.Stat(db + ".sock"); err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("control socket: %v %v", st, err)
	}
	token, err := os.ReadFile(db + ".token")
	if err != nil {
		t.Fatal(err)
	}
	ask := func(text string) turn.Result {
		t.Helper()
		req, _ := http.NewRequest("POST", "http://"+addrs["http"]+"/v1/ask", strings.NewReader(`{"text": "`+text+`", "session": "s"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+strings.TrimSpace(string(token)))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var r turn.Result
		json.NewDecoder(resp.Body).Decode(&r)
		return r
	}
	if r := ask("turn on the porch light"); r.Outcome != turn.NotUnderstood {
		t.Fatalf("a device not yet in the home: %s", r.Outcome)
	}

	demo, err := os.ReadFile(demoHome)
	if err != nil {
		t.Fatal(err)
	}
	porch := strings.Replace(string(demo), "devices:\n", "devices:\n  - {id: light.porch, name: Porch light, room: garden, type: light, capabilities: [onoff], state: {on: false}}\n", 1)
	good := filepath.Join(dir, "home.yaml")
	os.WriteFile(good, []byte(porch), 0o600)
	code, out, errs := run(t, "", "import", "--db", db, good)
	if code != 0 || !strings.Contains(out, "which edge serve took at once") {
		t.Fatalf("import while serving: exit %d: %s%s", code, out, errs)
	}
	if r := ask("turn on the porch light"); r.Outcome != turn.Done || len(r.Actions) != 1 || r.Actions[0].Device != "light.porch" {
		t.Errorf("the device imported while serving: %s %+v", r.Outcome, r.Actions)
	}

	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte(strings.Replace(porch, "room: garden, type: light", "room: gardn, type: light", 1)), 0o600)
	code, _, errs = run(t, "", "import", "--db", db, bad)
	if code != 2 || !strings.Contains(errs, "bad.yaml:") || !strings.Contains(errs, `room "gardn" does not exist`) {
		t.Errorf("a bad file while serving: exit %d: %s", code, errs)
	}
	if r := ask("turn off the porch light"); r.Outcome != turn.Done {
		t.Errorf("after a refused import: %s", r.Outcome)
	}

	if code := stop(); code != 0 {
		t.Fatalf("exit %d: %s", code, l)
	}
	if _, err := os.Stat(db + ".sock"); !os.IsNotExist(err) {
		t.Errorf("the control socket is left behind: %v", err)
	}
	if !strings.Contains(l.String(), "imported a new home while serving") {
		t.Errorf("log:\n%s", l)
	}
}
