//go:build linux

package cli

import (
	"bufio"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"edge/store"
)

// nobody is the user and group the tests take the part of another user
// with.
const nobody = 65534

// asUser runs fn with the effective user and group uid and gid (the
// whole process: no other test runs meanwhile), then goes back to root.
// It skips the test when not run as root.
func asUser(t *testing.T, uid, gid int, fn func()) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("taking the part of another user needs root")
	}
	if err := syscall.Setresgid(-1, gid, -1); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Setresuid(-1, uid, -1); err != nil {
		syscall.Setresgid(-1, 0, -1)
		t.Fatal(err)
	}
	defer func() {
		if err := syscall.Setresuid(-1, 0, -1); err != nil {
			panic("cannot become root again: " + err.Error())
		}
		syscall.Setresgid(-1, 0, -1)
	}()
	fn()
}

// reachable makes the test's folders traversable by other users.
func reachable(t *testing.T, dir string) {
	t.Helper()
	for d := dir; d != os.TempDir() && d != "/" && d != "."; d = filepath.Dir(d) {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

// impostor listens on a database's control socket as another user, as
// one could in a folder others may write while edge serve is stopped,
// and answers every request as if it had done it. got is what clients
// sent it.
type impostor struct {
	mu  sync.Mutex
	got []byte
}

func listenImpostor(t *testing.T, db string) *impostor {
	t.Helper()
	dir := filepath.Dir(db)
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	var ln net.Listener
	asUser(t, nobody, nobody, func() {
		var err error
		if ln, err = net.Listen("unix", controlPath(db)); err != nil {
			t.Fatal(err)
		}
	})
	t.Cleanup(func() { ln.Close() })
	// the folder is made safe again: the socket stays.
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	imp := &impostor{}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				line, _ := bufio.NewReader(c).ReadBytes('\n')
				imp.mu.Lock()
				imp.got = append(imp.got, line...)
				imp.mu.Unlock()
				io.WriteString(c, `{"floors":1,"rooms":1,"devices":1,"groups":0,"scenes":0}`+"\n"+`{"out":"Unlocked Front door lock.\n"}`+"\n"+`{"exit":0}`+"\n")
			}()
		}
	}()
	return imp
}

func (imp *impostor) received() string {
	imp.mu.Lock()
	defer imp.mu.Unlock()
	return string(imp.got)
}

// TestControlRefusesImpostor: a socket at the control socket's path held
// by another user than the database's owner is refused before anything
// is sent: edge import does not report an import, edge ask does not send
// the PIN nor print the impostor's answer, edge backup writes nothing.
func TestControlRefusesImpostor(t *testing.T) {
	dir := t.TempDir()
	reachable(t, dir)
	db := filepath.Join(dir, "edge.db")
	if code, _, errs := run(t, "", "import", "--db", db, demoHome); code != 0 {
		t.Fatal(errs)
	}
	imp := listenImpostor(t, db)
	// the database is held, as by an edge serve that hangs.
	holder, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	code, out, errs := run(t, "", "import", "--db", db, demoHome)
	if code == 0 || strings.Contains(out, "took at once") || !strings.Contains(errs, "held by user 65534") {
		t.Errorf("import to an impostor: exit %d: %s%s", code, out, errs)
	}
	code, out, errs = run(t, "", "ask", "--db", db, "unlock the front door", "1234")
	if code == 0 || strings.Contains(out, "Unlocked") || !strings.Contains(errs, "held by user 65534") {
		t.Errorf("ask through an impostor: exit %d: %s%s", code, out, errs)
	}
	copyTo := filepath.Join(dir, "copy.db")
	if code, _, errs := run(t, "", "backup", "--db", db, copyTo); code == 0 || !strings.Contains(errs, "held by user 65534") {
		t.Errorf("backup from an impostor: exit %d: %s", code, errs)
	}
	if _, err := os.Stat(copyTo); err == nil {
		t.Error("a backup was written from an impostor")
	}
	if got := imp.received(); got != "" {
		t.Errorf("the impostor got %q", got)
	}
}

// TestControlRefusesOpenFolder: a control socket in a folder other users
// may write is not trusted, even when edge serve holds it.
func TestControlRefusesOpenFolder(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "edge.db")
	if code, _, errs := run(t, "", "import", "--db", db, demoHome); code != 0 {
		t.Fatal(errs)
	}
	if os.Geteuid() != 0 {
		t.Skip("changing a folder's group needs root")
	}
	_, l, stop := serveDB(t, db)
	defer stop()
	for _, c := range []struct {
		mode os.FileMode
		gid  int
	}{{0o777, 0}, {0o1777, 0}, {0o770, nobody}} {
		if err := os.Chmod(dir, c.mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chown(dir, -1, c.gid); err != nil {
			t.Fatal(err)
		}
		code, out, errs := run(t, "", "import", "--db", db, demoHome)
		if code == 0 || !strings.Contains(errs, "may write its folder") {
			t.Errorf("folder mode %04o, group %d: exit %d: %s%s", c.mode, c.gid, code, out, errs)
		}
	}
	if err := os.Chmod(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := run(t, "", "import", "--db", db, demoHome); code != 0 || !strings.Contains(out, "took at once") {
		t.Errorf("import in a folder of its own: exit %d: %s%s", code, out, errs)
	}
	if strings.Contains(l.String(), "refused a client") {
		t.Errorf("the server refused its own user:\n%s", l)
	}
}

// TestControlChecksClient: edge serve answers another user on its
// control socket only when that user is in --control-group.
func TestControlChecksClient(t *testing.T) {
	dir := t.TempDir()
	reachable(t, dir)
	db := filepath.Join(dir, "edge.db")
	if code, _, errs := run(t, "", "import", "--db", db, demoHome); code != 0 {
		t.Fatal(errs)
	}
	for _, c := range []struct {
		group string
		want  string
	}{
		{"", "does not answer user 65534"},
		{"65534", "read the home file"},
	} {
		t.Run("group "+c.group, func(t *testing.T) {
			var args []string
			if c.group != "" {
				args = append(args, "--control-group", c.group)
			}
			_, l, stop := serveDB(t, db, args...)
			defer stop()
			want := os.FileMode(0o600)
			if c.group != "" {
				want = 0o660
			}
			if st, err := os.Stat(controlPath(db)); err != nil || st.Mode().Perm() != want {
				t.Errorf("the socket's mode: %v %v, want %04o", st, err, want)
			}
			// past the socket file's mode, to reach the server's own check.
			if err := os.Chmod(controlPath(db), 0o666); err != nil {
				t.Fatal(err)
			}
			var reply string
			asUser(t, nobody, nobody, func() {
				conn, err := net.Dial("unix", controlPath(db))
				if err != nil {
					t.Fatal(err)
				}
				defer conn.Close()
				io.WriteString(conn, `{"op": "import", "file": "/nonexistent.yaml"}`+"\n")
				b, _ := io.ReadAll(conn)
				reply = string(b)
			})
			if !strings.Contains(reply, c.want) {
				t.Errorf("reply %q, want %q\n%s", reply, c.want, l)
			}
		})
	}
}
