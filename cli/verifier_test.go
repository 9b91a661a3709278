package cli

import (
	"bufio"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/home"
	"edge/store"
)

// pinHomeFile writes a home whose PIN is 7351 and returns its path.
func pinHomeFile(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "pin.yaml")
	src := `name: PIN flat
security: {pin: "7351"}
rooms:
  - {id: hall, name: Hall}
devices:
  - {id: lock.front, name: Front door lock, room: hall, type: lock, capabilities: [lock], state: {locked: true}}
`
	if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestNoVerifierCrossesTheSocket: what edge import sends a listener it
// trusts on the control socket names the home file and holds neither the
// PIN nor its verifier; a backup through the socket holds no verifier;
// edge devices through the socket prints none.
func TestNoVerifierCrossesTheSocket(t *testing.T) {
	dir := t.TempDir()
	file := pinHomeFile(t, dir)
	db := filepath.Join(dir, "edge.db")
	if code, _, errs := run(t, "", "import", "--db", db, file); code != 0 {
		t.Fatal(errs)
	}
	d, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	stored, err := d.Home()
	d.Close()
	if err != nil {
		t.Fatal(err)
	}
	salt := strings.Split(stored.Security.PINHash, "$")[2]

	// a listener of the database's owner (this process), which records.
	ln, err := net.Listen("unix", controlPath(db))
	if err != nil {
		t.Fatal(err)
	}
	sent := make(chan string, 1)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			sent <- ""
			return
		}
		defer c.Close()
		line, _ := bufio.NewReader(c).ReadString('\n')
		sent <- line
		c.Write([]byte(`{"floors":0,"rooms":1,"devices":1,"groups":0,"scenes":0}` + "\n"))
	}()
	if _, _, err := importServed(db, file, &home.Home{}); err != nil {
		t.Fatal(err)
	}
	ln.Close()
	req := <-sent
	if !strings.Contains(req, file) || strings.Contains(req, "7351") || strings.Contains(req, "pbkdf2") || strings.Contains(req, "pin_hash") || strings.Contains(req, salt) {
		t.Errorf("the import request: %s", req)
	}

	_, l, stop := serveDB(t, db)
	copyPath := filepath.Join(dir, "copy.db")
	if code, out, errs := run(t, "", "backup", "--db", db, copyPath); code != 0 || !strings.Contains(out, "control socket") {
		t.Fatalf("backup: exit %d %s %s", code, out, errs)
	}
	data, err := os.ReadFile(copyPath)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), salt) {
		t.Error("the backup through the socket holds the PIN's verifier")
	}
	code, out, errs := run(t, "", "devices", "--db", db, "--json")
	if code != 0 || strings.Contains(out+errs, salt) || strings.Contains(out+errs, "pbkdf2") {
		t.Errorf("edge devices through the socket: exit %d %s %s", code, out, errs)
	}
	if code := stop(); code != 0 {
		t.Fatalf("serve: %d %s", code, l)
	}
	// the copy restored: the PIN is to be set again, and the server says so.
	if err := os.Rename(copyPath, db); err != nil {
		t.Fatal(err)
	}
	_, l, stop = serveDB(t, db)
	stop()
	if !strings.Contains(l.String(), "restored from a backup") {
		t.Errorf("a restored database does not ask for its PIN:\n%s", l)
	}
}
