package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/audit"
	"edge/serve"
	"edge/store"
	"edge/store/storetest"
	"edge/turn"
)

func TestServeHelp(t *testing.T) {
	code, out, _ := run(t, "", "serve", "--help")
	if code != 0 || !strings.Contains(out, "POST /v1/ask") || !strings.Contains(out, "-wyoming-allow") {
		t.Errorf("exit %d: %s", code, out)
	}
	if _, out, _ := run(t, "", "help"); !strings.Contains(out, "serve") {
		t.Errorf("serve is not in the list of commands:\n%s", out)
	}
}

func TestServeBadFlags(t *testing.T) {
	db := filepath.Join(t.TempDir(), "edge.db")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"serve"}, "need --db"},
		{[]string{"serve", "--db", db, "--http", "off", "--wyoming", "off"}, "nothing to serve"},
		{[]string{"serve", "--db", db, "--wyoming-allow", "nowhere"}, "not an address"},
		{[]string{"serve", "--db", db, "--http", "8650"}, "want HOST:PORT"},
		{[]string{"serve", "--db", db, "--rate", "-1"}, "--rate"},
		{[]string{"serve", "--db", db, "--burst", "0"}, "--burst"},
		{[]string{"serve", "--db", db, "--wyoming-satellites-only=maybe"}, "want true or false"},
		{[]string{"serve", "--db", db, "extra"}, "unexpected argument"},
		{[]string{"serve", "--port", "1"}, "flag provided but not defined"},
	} {
		code, _, errs := run(t, "", c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d: %s", c.args, code, errs)
		}
	}
}

func TestServeNoHome(t *testing.T) {
	db := filepath.Join(t.TempDir(), "edge.db")
	s, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	code, _, errs := run(t, "", "serve", "--db", db, "--http", "127.0.0.1:0", "--wyoming", "off")
	if code != 1 || !strings.Contains(errs, "no home imported") {
		t.Errorf("exit %d: %s", code, errs)
	}
}

func TestServeRefusesAnOpenTokenFile(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "edge.db")
	if code, _, errs := run(t, "", "import", "--db", db, demoHome); code != 0 {
		t.Fatal(errs)
	}
	os.WriteFile(db+".token", []byte(strings.Repeat("k", 40)), 0o644)
	code, _, errs := run(t, "", "serve", "--db", db, "--http", "127.0.0.1:0", "--wyoming", "off")
	if code != 1 || !strings.Contains(errs, "chmod 600") || strings.Contains(errs, strings.Repeat("k", 40)) {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// lines collects what a command writes to standard error, and passes on
// the address it serves on.
type lines struct {
	mu    sync.Mutex
	all   strings.Builder
	addrs chan map[string]string
	done  chan struct{} // closed when the stream has been read to its end
}

var servingLine = regexp.MustCompile(`msg=serving .*http=(\S+) wyoming=(\S+)`)

func (l *lines) read(r io.Reader) {
	defer close(l.done)
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		l.mu.Lock()
		l.all.WriteString(sc.Text() + "\n")
		l.mu.Unlock()
		if m := servingLine.FindStringSubmatch(sc.Text()); m != nil {
			l.addrs <- map[string]string{"http": m[1], "wyoming": m[2]}
		}
	}
}

func (l *lines) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.all.String()
}

// serveDB runs edge serve on db in-process, HTTP and Wyoming on free
// loopback ports, and returns their addresses, its log, and stop, which
// stops it the way SIGTERM does and returns its exit code once its log is
// read to the end.
func serveDB(t *testing.T, db string, flags ...string) (addrs map[string]string, l *lines, stop func() int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	pr, pw := io.Pipe()
	l = &lines{addrs: make(chan map[string]string, 1), done: make(chan struct{})}
	go l.read(pr)
	exited := make(chan int, 1)
	go func() {
		code := Main(ctx, append([]string{"serve", "--db", db, "--http", "127.0.0.1:0", "--wyoming", "127.0.0.1:0"}, flags...), strings.NewReader(""), io.Discard, pw)
		pw.Close()
		exited <- code
	}()
	select {
	case addrs = <-l.addrs:
	case code := <-exited:
		t.Fatalf("exit %d before serving: %s", code, l)
	}
	return addrs, l, func() int {
		cancel()
		code := <-exited
		<-l.done
		return code
	}
}

// TestServe runs edge serve in-process on loopback: a turn over HTTP, one
// over Wyoming, then a graceful stop that closes the database.
func TestServe(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "edge.db")
	if code, _, errs := run(t, "", "import", "--db", db, demoHome); code != 0 {
		t.Fatal(errs)
	}
	addrs, l, stop := serveDB(t, db)

	token, err := os.ReadFile(db + ".token")
	if err != nil {
		t.Fatal(err)
	}
	ask := func(auth string) *http.Response {
		req, _ := http.NewRequest("POST", "http://"+addrs["http"]+"/v1/ask", strings.NewReader(`{"text": "open the garage door", "session": "s"}`))
		req.Header.Set("Content-Type", "application/json")
		if auth != "" {
			req.Header.Set("Authorization", "Bearer "+auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		return resp
	}
	if resp := ask(""); resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("a loopback client without the token: %s", resp.Status)
	}
	resp := ask(strings.TrimSpace(string(token)))
	var res turn.Result
	json.NewDecoder(resp.Body).Decode(&res)
	resp.Body.Close()
	if res.Outcome != turn.Confirm {
		t.Errorf("open the garage door: %s", res.Outcome)
	}

	c, err := net.Dial("tcp", addrs["wyoming"])
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(30 * time.Second))
	fmt.Fprintf(c, "{\"type\": \"transcript\", \"data\": {\"text\": \"打开燃气阀门\", \"context\": {\"conversation_id\": \"v\"}}}\n")
	hdr, err := bufio.NewReader(c).ReadString('\n')
	if err != nil || !strings.Contains(hdr, `"type":"handled"`) {
		t.Errorf("Wyoming transcript: %q %v", hdr, err)
	}

	if code := stop(); code != 0 {
		t.Fatalf("exit %d after SIGTERM: %s", code, l)
	}
	logs := l.String()
	tokens := map[string]bool{}
	for _, file := range []string{".token", ".metrics.token", ".admin.token"} {
		st, err := os.Stat(db + file)
		if err != nil || st.Mode().Perm() != 0o600 {
			t.Fatalf("token file %s: %v %v", file, st, err)
		}
		b, _ := os.ReadFile(db + file)
		tok := strings.TrimSpace(string(b))
		if strings.Contains(logs, tok) {
			t.Errorf("the token of %s is in the log", file)
		}
		tokens[tok] = true
	}
	if len(tokens) != 3 {
		t.Errorf("the three scopes' tokens are not three: %d", len(tokens))
	}
	if !strings.Contains(logs, "created the control token") || !strings.Contains(logs, "msg=stopped") {
		t.Errorf("log:\n%s", logs)
	}

	// The database was closed: it opens at once, is consistent, and its
	// audit log has both channels.
	storetest.Check(t, db)
	d, err := store.Open(db)
	if err != nil {
		t.Fatalf("the database is still held: %v", err)
	}
	defer d.Close()
	var channels bytes.Buffer
	audit.NewLog(d.View).Decisions(func(e audit.Entry) error {
		fmt.Fprintf(&channels, "%s %s %s; ", e.Channel, e.Session, e.Outcome)
		return nil
	})
	if got := channels.String(); got != "http http:s confirm; wyoming wyoming:v@127.0.0.1 confirm; " {
		t.Errorf("audit log: %s", got)
	}
	if _, created, err := serve.LoadToken(db + ".token"); err != nil || created {
		t.Errorf("the token file is not kept: %v", err)
	}
}
