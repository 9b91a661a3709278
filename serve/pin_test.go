package serve

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"edge/audit"
	"edge/home"
)

// pinHome is a home whose PIN is 7351.
const pinHome = `
name: PIN flat
security: {pin: "7351"}
rooms:
  - {id: hall, name: Hall, aliases: [门厅]}
devices:
  - {id: lock.front, name: Front door lock, aliases: [front door, 前门], room: hall, type: lock, capabilities: [lock], state: {locked: true}}
  - {id: light.hall, name: Hall light, aliases: [门厅灯], room: hall, type: light, capabilities: [onoff], state: {on: false}}
`

// pinForms are the ways the PIN is written or said.
var pinForms = []string{"7351", "七三五一", "seven three five one", "7 3 5 1"}

// pinTurns say the PIN alone, after a question and with nothing asked,
// inside a command, in Chinese and in words, then wrong PINs.
var pinTurns = []string{
	"unlock the front door", "7351", "lock the front door",
	"unlock the front door 7351", "yes 7351", "7351", "turn on the hall light 7351",
	"unlock the front door", "seven three five one", "lock the front door",
	"把前门解锁", "七三五一", "把前门锁上", "前门解锁七三五一", "七三五一",
	"unlock the front door", "7 3 5 1",
	"unlock the front door", "1234", "unlock the front door", "0000", "7351",
}

// TestNoPINDigits: after turns that say the PIN over HTTP and Wyoming,
// no reply, log line, audit entry (as served and as stored) or byte of
// the database holds it.
func TestNoPINDigits(t *testing.T) {
	h, err := home.Parse("pin.yaml", []byte(pinHome))
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, h, nil)
	addr, wyAddr, stop := f.run(t, true, true)
	base := "http://" + addr
	c := client()
	var seen []string
	for i, text := range pinTurns {
		resp, err := c.Post(base+"/v1/ask", "application/json", strings.NewReader(askBody(t, text, "h")))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		seen = append(seen, fmt.Sprintf("the HTTP reply to turn %d: %s", i+1, b))
	}
	w := dialWyoming(t, wyAddr)
	for i, text := range pinTurns {
		w.send("transcript", transcript(text, "w"), false)
		ev := w.read()
		b, _ := json.Marshal(ev)
		seen = append(seen, fmt.Sprintf("the Wyoming reply to turn %d: %s", i+1, b))
	}
	resp, err := c.Get(base + "/v1/audit?limit=1000")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(b), "lock.front") {
		t.Fatalf("GET /v1/audit lists no call: %s", b)
	}
	seen = append(seen, "GET /v1/audit: "+string(b))
	n := 0
	err = audit.NewLog(f.db.View).Each(func(e audit.Entry) error {
		n++
		b, err := json.Marshal(e)
		seen = append(seen, "audit entry: "+string(b))
		return err
	})
	if err != nil || n < len(pinTurns) {
		t.Fatalf("%d audit entries, %v", n, err)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	seen = append(seen, "log: "+f.logs.String())
	if err := f.db.Close(); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(f.db.Path())
	if err != nil {
		t.Fatal(err)
	}
	seen = append(seen, "database file: "+string(raw))
	for _, s := range seen {
		for _, pin := range pinForms {
			if strings.Contains(s, pin) {
				t.Errorf("the PIN (%q) in %.300s", pin, s)
			}
		}
	}
}
