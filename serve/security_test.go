package serve

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestLoadToken(t *testing.T) {
	path := TokenPath(filepath.Join(t.TempDir(), "edge.db"))
	if !strings.HasSuffix(path, "edge.db.token") {
		t.Errorf("token path %s", path)
	}
	tok, created, err := LoadToken(path)
	if err != nil || !created {
		t.Fatalf("first start: created %v, %v", created, err)
	}
	if !regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString(tok) {
		t.Errorf("token %q is not 32 random bytes in hex", tok)
	}
	st, err := os.Stat(path)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("token file mode %v, %v; want 0600", st.Mode(), err)
	}
	again, created, err := LoadToken(path)
	if err != nil || created || again != tok {
		t.Errorf("second start: created %v, same token %v, %v", created, again == tok, err)
	}
	other, _, err := LoadToken(TokenPath(filepath.Join(t.TempDir(), "edge.db")))
	if err != nil || other == tok {
		t.Errorf("two databases, one token: %v", err)
	}

	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err = LoadToken(path)
	if err == nil || !strings.Contains(err.Error(), "mode 0644") || !strings.Contains(err.Error(), "chmod 600") || strings.Contains(err.Error(), tok) {
		t.Errorf("a token file others may read: %v", err)
	}

	short := filepath.Join(t.TempDir(), "short.token")
	os.WriteFile(short, []byte("abc\n"), 0o600)
	if _, _, err := LoadToken(short); err == nil || !strings.Contains(err.Error(), "shorter than 32") {
		t.Errorf("a short token: %v", err)
	}
	dir := filepath.Join(t.TempDir(), "dir.token")
	os.Mkdir(dir, 0o700)
	if _, _, err := LoadToken(dir); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("a directory: %v", err)
	}
	if _, _, err := LoadToken(filepath.Join(t.TempDir(), "missing", "edge.db.token")); err == nil {
		t.Error("a token file in a missing directory")
	}
}

func TestLimiterBoundsClients(t *testing.T) {
	c := newClock()
	l := newLimiter(1, 2, c.now)
	for i := range maxClients {
		if ok, _ := l.allow(fmt.Sprint(i)); !ok {
			t.Fatalf("client %d refused", i)
		}
	}
	if ok, _ := l.allow("one more"); ok {
		t.Error("more clients remembered than maxClients")
	}
	if ok, _ := l.allow("0"); !ok {
		t.Error("a known client refused")
	}
	c.advance(2 * time.Second)
	if ok, _ := l.allow("one more"); !ok {
		t.Error("clients whose buckets refilled were not forgotten")
	}
	if len(l.buckets) > 2 {
		t.Errorf("%d buckets kept", len(l.buckets))
	}
}

func TestClientKey(t *testing.T) {
	for in, want := range map[string]string{
		"192.0.2.1:80":           "192.0.2.1",
		"[::ffff:192.0.2.1]:80":  "192.0.2.1",
		"[2001:db8:1:2:3::4]:80": "2001:db8:1:2::/64",
		"[::1]:80":               "::/64",
		"not an address":         "not an address",
	} {
		if got := clientKey(in); got != want {
			t.Errorf("clientKey(%q) = %q, want %q", in, got, want)
		}
	}
}
