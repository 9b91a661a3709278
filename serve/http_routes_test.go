package serve

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/audit"
	"edge/store"
	"edge/turn"
)

func TestHTTPDevices(t *testing.T) {
	f := newFixture(t, nil, nil)
	f.do("POST", "/v1/ask", askBody(t, "turn on the kitchen light", "s"), loopback)
	w := f.do("GET", "/v1/devices", "", loopback)
	var got struct {
		Devices []device `json:"devices"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil || w.Code != 200 {
		t.Fatalf("%d %s: %v", w.Code, w.Body, err)
	}
	if len(got.Devices) != 42 {
		t.Errorf("%d devices, want the demo home's 42", len(got.Devices))
	}
	for _, d := range got.Devices {
		if d.ID != "light.kitchen" {
			continue
		}
		if d.Name != "Kitchen light" || d.Room != "kitchen" || d.Type != "light" || len(d.Capabilities) == 0 || d.State["on"] != true {
			t.Errorf("kitchen light: %+v", d)
		}
		return
	}
	t.Error("no light.kitchen")
}

func TestHTTPAudit(t *testing.T) {
	f := newFixture(t, nil, nil)
	for _, s := range []string{"turn on the kitchen light", "turn off the kitchen light", "unlock the front door", "no"} {
		f.do("POST", "/v1/ask", askBody(t, s, "a"), loopback)
	}
	type page struct {
		Entries []audit.Entry `json:"entries"`
		Next    uint64        `json:"next"`
		More    bool          `json:"more"`
	}
	get := func(q string) page {
		w := f.do("GET", "/v1/audit"+q, "", loopback)
		var p page
		if err := json.Unmarshal(w.Body.Bytes(), &p); err != nil || w.Code != 200 {
			t.Fatalf("GET /v1/audit%s: %d %s", q, w.Code, w.Body)
		}
		return p
	}
	all := get("")
	// on and off, each started then with its result; unlock pending.
	if len(all.Entries) != 5 || all.More {
		t.Fatalf("%d entries (more %v), want on, off, unlock pending", len(all.Entries), all.More)
	}
	for _, e := range all.Entries {
		if e.Channel != "http" || e.Session != "http:a" {
			t.Errorf("entry %d: channel %q session %q", e.Seq, e.Channel, e.Session)
		}
	}
	if e := all.Entries[1]; e.Outcome != audit.Results || len(e.Results) != 1 || e.Results[0].Seq != 1 || e.Results[0].Outcome != turn.Done {
		t.Errorf("second entry: %+v", e)
	}
	if e := all.Entries[4]; e.Call.Command != "unlock" || e.Outcome != turn.Confirm {
		t.Errorf("last entry: %+v", e)
	}
	first := get("?limit=2")
	if len(first.Entries) != 2 || !first.More || first.Next != 2 {
		t.Fatalf("first page: %d entries, next %d, more %v", len(first.Entries), first.Next, first.More)
	}
	rest := get(fmt.Sprintf("?after=%d&limit=3", first.Next))
	if len(rest.Entries) != 3 || rest.Entries[0].Seq != 3 || rest.More {
		t.Errorf("second page: %+v", rest)
	}
	if p := get("?channel=wyoming"); len(p.Entries) != 0 {
		t.Errorf("channel filter: %d entries", len(p.Entries))
	}
	if p := get("?session=http:a&limit=1000"); len(p.Entries) != 5 {
		t.Errorf("session filter: %d entries", len(p.Entries))
	}
}

func TestHTTPHealth(t *testing.T) {
	f := newFixture(t, nil, nil)
	w := f.do("GET", "/healthz", "", loopback)
	b, _ := io.ReadAll(w.Body)
	if w.Code != 200 || strings.TrimSpace(string(b)) != `{"status":"ok","version":"test"}` {
		t.Errorf("%d %s", w.Code, b)
	}
}

// TestHTTPBackup: a copy of the database needs the admin token from
// every client, loopback too, and is a database holding what was done.
func TestHTTPBackup(t *testing.T) {
	f := newFixture(t, nil, nil)
	f.do("POST", "/v1/ask", askBody(t, "turn on the kitchen light", "a"), loopback)
	if w := f.do("GET", "/v1/backup", "", loopback, "Authorization", ""); w.Code != 401 {
		t.Errorf("without the token: %d %s", w.Code, w.Body)
	}
	nt := newFixture(t, nil, func(o *Options) { o.NoToken = true })
	if w := nt.do("GET", "/v1/backup", "", loopback, "Authorization", ""); w.Code != 401 {
		t.Errorf("without the token, served without a token: %d %s", w.Code, w.Body)
	}
	for _, tok := range []string{testToken, testMetricsToken} {
		if w := f.do("GET", "/v1/backup", "", loopback, "Authorization", "Bearer "+tok); w.Code != 403 {
			t.Errorf("with a token of a lower scope: %d %s", w.Code, w.Body)
		}
	}
	w := f.do("GET", "/v1/backup", "", loopback, "Authorization", "Bearer "+testAdminToken)
	if w.Code != 200 || w.Header().Get("Content-Type") != "application/octet-stream" {
		t.Fatalf("with the token: %d %s", w.Code, w.Header())
	}
	path := filepath.Join(t.TempDir(), "copy.db")
	if err := os.WriteFile(path, w.Body.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if st, err := db.State("light.kitchen"); err != nil || st["on"] != true {
		t.Errorf("the copy's kitchen light: %v %v", st, err)
	}
	if n, err := audit.NewLog(db.View).Verify(); n != 2 || err != nil {
		t.Errorf("the copy's log: %d %v", n, err)
	}
}

// otherAddr is a loopback listener that says it listens beyond loopback.
type otherAddr struct{ net.Listener }

func (otherAddr) Addr() net.Addr { return &net.TCPAddr{IP: net.IPv4(192, 0, 2, 1), Port: 8650} }
