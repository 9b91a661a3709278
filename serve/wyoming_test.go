package serve

import (
	"bufio"
	"bytes"
	"edge/turn"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/netip"
	"strings"
	"testing"
	"time"

	"edge/audit"
)

// wyEvent is an event as a Wyoming client reads it.
type wyEvent struct {
	Type string
	Data map[string]any
}

// readWyEvent reads one event the way the Python wyoming library does:
// the header line, then data_length bytes of data merged over the
// header's data, then payload_length bytes.
func readWyEvent(br *bufio.Reader) (wyEvent, error) {
	line, err := br.ReadBytes('\n')
	if err != nil {
		return wyEvent{}, err
	}
	var h struct {
		Type          string         `json:"type"`
		Version       string         `json:"version"`
		Data          map[string]any `json:"data"`
		DataLength    int            `json:"data_length"`
		PayloadLength int            `json:"payload_length"`
	}
	if err := json.Unmarshal(line, &h); err != nil {
		return wyEvent{}, fmt.Errorf("header %q: %v", line, err)
	}
	if h.Type == "" || h.Version == "" || h.PayloadLength != 0 {
		return wyEvent{}, fmt.Errorf("header %q", line)
	}
	ev := wyEvent{Type: h.Type, Data: h.Data}
	if ev.Data == nil {
		ev.Data = map[string]any{}
	}
	if h.DataLength > 0 {
		b := make([]byte, h.DataLength)
		if _, err := io.ReadFull(br, b); err != nil {
			return wyEvent{}, err
		}
		var more map[string]any
		if err := json.Unmarshal(b, &more); err != nil {
			return wyEvent{}, fmt.Errorf("data %q: %v", b, err)
		}
		for k, v := range more {
			ev.Data[k] = v
		}
	}
	return ev, nil
}

// wyClient is a Wyoming client over loopback TCP.
type wyClient struct {
	t  *testing.T
	c  net.Conn
	br *bufio.Reader
}

func dialWyoming(t *testing.T, addr string) *wyClient {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	// A guard against a server that never answers, not a timed assertion.
	c.SetDeadline(time.Now().Add(30 * time.Second))
	return &wyClient{t: t, c: c, br: bufio.NewReader(c)}
}

func (w *wyClient) raw(s string) {
	w.t.Helper()
	if _, err := io.WriteString(w.c, s); err != nil {
		w.t.Fatal(err)
	}
}

// send writes an event, its data inline in the header or in a data block.
func (w *wyClient) send(typ string, data any, inline bool) {
	w.t.Helper()
	w.raw(wyEncode(w.t, typ, data, inline))
}

func wyEncode(t testing.TB, typ string, data any, inline bool) string {
	t.Helper()
	if data == nil || inline {
		h, err := json.Marshal(map[string]any{"type": typ, "data": data})
		if err != nil {
			t.Fatal(err)
		}
		return string(h) + "\n"
	}
	b, err := json.Marshal(data)
	if err != nil {
		t.Fatal(err)
	}
	h, _ := json.Marshal(map[string]any{"type": typ, "version": "1.5.4", "data_length": len(b)})
	return string(h) + "\n" + string(b)
}

func (w *wyClient) read() wyEvent {
	w.t.Helper()
	ev, err := readWyEvent(w.br)
	if err != nil {
		w.t.Fatalf("reading an event: %v", err)
	}
	return ev
}

// closed reports whether the server closed the connection.
func (w *wyClient) closed() bool {
	_, err := w.br.ReadByte()
	return errors.Is(err, io.EOF)
}

func transcript(text, id string) map[string]any {
	d := map[string]any{"text": text, "language": "en"}
	if id != "" {
		d["context"] = map[string]any{"conversation_id": id}
	}
	return d
}

func TestWyomingDescribe(t *testing.T) {
	f := newFixture(t, nil, nil)
	_, addr, _ := f.run(t, false, true)
	c := dialWyoming(t, addr)
	c.send("describe", nil, true)
	ev := c.read()
	if ev.Type != "info" {
		t.Fatalf("describe → %s", ev.Type)
	}
	handle := ev.Data["handle"].([]any)
	if len(handle) != 1 {
		t.Fatalf("handle: %v", handle)
	}
	p := handle[0].(map[string]any)
	models := p["models"].([]any)
	m := models[0].(map[string]any)
	attr := p["attribution"].(map[string]any)
	if p["name"] != "edge" || p["installed"] != true || p["supports_home_control"] != true || p["version"] != "test" ||
		fmt.Sprint(p["languages"]) != "[en zh]" || fmt.Sprint(m["languages"]) != "[en zh]" || m["installed"] != true ||
		attr["name"] != "edge" || p["description"] == "" {
		t.Errorf("handle program: %v", p)
	}
	for _, k := range []string{"asr", "tts", "intent", "wake"} {
		if l, ok := ev.Data[k].([]any); !ok || len(l) != 0 {
			t.Errorf("%s: %v", k, ev.Data[k])
		}
	}
	c.send("ping", map[string]any{"text": "hi"}, false)
	if ev := c.read(); ev.Type != "pong" || ev.Data["text"] != "hi" {
		t.Errorf("ping → %v", ev)
	}
}

// TestWyomingConversations runs each turn over a new connection, as Home
// Assistant does, the conversation_id carrying the session; data goes
// inline and in a data block by turns.
func TestWyomingConversations(t *testing.T) {
	for _, c := range conversations {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t, nil, nil)
			_, addr, _ := f.run(t, false, true)
			for i, s := range c.steps {
				cl := dialWyoming(t, addr)
				cl.send("transcript", transcript(s.text, "01HS6SP2XD1E5HEHVDZE8R2WMR"), i%2 == 0)
				ev := cl.read()
				want := "handled"
				if strings.HasPrefix(s.want, "not_understood") {
					want = "not-handled"
				}
				ctx, _ := ev.Data["context"].(map[string]any)
				if ev.Type != want || ev.Data["text"] == "" || ctx["conversation_id"] != "01HS6SP2XD1E5HEHVDZE8R2WMR" {
					t.Fatalf("%q → %v, want %s", s.text, ev, want)
				}
			}
			if c.check != nil {
				c.check(t, f)
			}
		})
	}
}

func TestWyomingReplies(t *testing.T) {
	f := newFixture(t, nil, nil)
	_, addr, _ := f.run(t, false, true)
	c := dialWyoming(t, addr)
	for _, s := range []struct{ text, typ, say string }{
		{"turn on the lamp", "handled", "Which one: Bedside lamp, Study lamp, or Reading lamp?"},
		{"the one in the study", "handled", "Turned on Study lamp."},
		{"把客厅的灯打开", "handled", "已打开客厅主灯。"},
		{"前门锁了吗", "handled", "是的，前门锁着。"},
		{"sing me a song", "not-handled", "Sorry, I didn't understand that."},
		{"", "not-handled", "Sorry, I didn't understand that."},
	} {
		// No conversation_id: the turns of one connection share its session.
		c.send("transcript", map[string]any{"text": s.text}, false)
		if ev := c.read(); ev.Type != s.typ || ev.Data["text"] != s.say {
			t.Errorf("%q → %s %q, want %s %q", s.text, ev.Type, ev.Data["text"], s.typ, s.say)
		}
	}
	var n int
	audit.NewLog(f.db.View).Each(func(e audit.Entry) error {
		n++
		if e.Channel != "wyoming" || !strings.HasPrefix(e.Session, "wyoming:") {
			t.Errorf("audit entry %d: channel %q, session %q", e.Seq, e.Channel, e.Session)
		}
		return nil
	})
	if n == 0 {
		t.Error("nothing in the audit log")
	}
}

// TestChannelsIsolated: the same id on HTTP and on Wyoming is two
// sessions, so a yes on one never confirms what the other asked.
func TestChannelsIsolated(t *testing.T) {
	f := newFixture(t, nil, nil)
	_, addr, _ := f.run(t, false, true)
	w := f.do("POST", "/v1/ask", askBody(t, "unlock the front door", "same"), loopback)
	if got := summary(decodeResult(t, w.Body)); got != "confirm: lock.front_door unlock pending" {
		t.Fatal(got)
	}
	c := dialWyoming(t, addr)
	c.send("transcript", transcript("yes", "same"), false)
	if ev := c.read(); ev.Type != "not-handled" {
		t.Errorf("a Wyoming yes confirmed an HTTP question: %v", ev)
	}
	if locked := state(t, f.db, "lock.front_door", "locked"); locked != true {
		t.Error("unlocked")
	}
}

func TestWyomingBadInput(t *testing.T) {
	long := strings.Repeat("a", 10000)
	cases := []struct {
		name, send string
		code       string // of the error event; "" for none
		text       string // in the error's text
		closes     bool
	}{
		{"malformed header", "{\"type\": \"transcript\"\n", "bad-event", "bad event header", true},
		{"header not an object", "[1, 2]\n", "bad-event", "bad event header", true},
		{"invalid UTF-8 in the header", "{\"type\": \"transcript\", \"data\": {\"text\": \"\xff\xfe\"}}\n", "bad-event", "not valid UTF-8", false},
		{"invalid UTF-8 in the data", "{\"type\": \"transcript\", \"data_length\": 14}\n{\"text\": \"\xff\xfe\"}", "bad-event", "not valid UTF-8", false},
		{"10,000 characters", wyEncode(t, "transcript", map[string]any{"text": long}, false), "bad-transcript", "text too long: 10000 characters", false},
		{"unknown event", "{\"type\": \"audio-chunk\", \"payload_length\": 4}\nabcd", "unknown-event", `unknown event type "audio-chunk"`, false},
		{"no type", "{\"data\": {}}\n", "bad-event", `no "type"`, false},
		{"data not an object", "{\"type\": \"transcript\", \"data\": 5}\n", "bad-event", "must be a JSON object", false},
		{"data block not an object", "{\"type\": \"transcript\", \"data_length\": 2}\n[]", "bad-event", "data block must be a JSON object", false},
		{"data block not JSON", "{\"type\": \"transcript\", \"data_length\": 3}\n{{{", "bad-event", "data block must be a JSON object", false},
		{"no text", wyEncode(t, "transcript", map[string]any{"language": "en"}, false), "bad-transcript", `"text" is required`, false},
		{"text not a string", wyEncode(t, "transcript", map[string]any{"text": 5}, true), "bad-transcript", "bad transcript", false},
		{"context not an object", wyEncode(t, "transcript", map[string]any{"text": "hi", "context": "x"}, true), "bad-transcript", "bad transcript", false},
		{"bad conversation_id", wyEncode(t, "transcript", transcript("hi", "a b"), true), "bad-transcript", "conversation_id", false},
		{"data too long", "{\"type\": \"transcript\", \"data_length\": 99999999}\n", "bad-event", "data_length 99999999 out of range", true},
		{"negative payload", "{\"type\": \"describe\", \"payload_length\": -1}\n", "bad-event", "payload_length -1 out of range", true},
		{"payload too long", "{\"type\": \"describe\", \"payload_length\": 2000000}\n", "bad-event", "payload_length", true},
		{"header too long", strings.Repeat(" ", maxHeaderLine+1) + "\n", "bad-event", "header longer than", true},
		{"blank lines and a payload are skipped", "\n\r\n{\"type\": \"ping\", \"payload_length\": 3}\nxyz", "", "", false},
	}
	f := newFixture(t, nil, nil)
	_, addr, _ := f.run(t, false, true)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cl := dialWyoming(t, addr)
			cl.raw(c.send)
			ev := cl.read()
			switch {
			case c.code == "" && ev.Type == "error":
				t.Fatalf("error event: %v", ev.Data)
			case c.code != "" && (ev.Type != "error" || ev.Data["code"] != c.code || !strings.Contains(ev.Data["text"].(string), c.text)):
				t.Fatalf("got %v, want an error %s saying %q", ev, c.code, c.text)
			}
			if c.closes {
				if !cl.closed() {
					t.Error("the connection stayed open after a broken stream")
				}
				return
			}
			cl.send("describe", nil, true)
			if ev := cl.read(); ev.Type != "info" {
				t.Errorf("the next event got %v", ev)
			}
		})
	}
	n, err := audit.NewLog(f.db.View).Verify()
	if err != nil || n != 0 {
		t.Errorf("refused events reached the audit log: %d entries, %v", n, err)
	}
}

// memConn is a connection whose input is given and whose output is kept,
// for the tests that need no network.
type memConn struct {
	in  io.Reader
	out bytes.Buffer
}

func (m *memConn) Read(p []byte) (int, error)       { return m.in.Read(p) }
func (m *memConn) Write(p []byte) (int, error)      { return m.out.Write(p) }
func (m *memConn) SetReadDeadline(time.Time) error  { return nil }
func (m *memConn) SetWriteDeadline(time.Time) error { return nil }

// converse feeds input to one connection from remote and returns the
// events written back.
func converse(t testing.TB, s *Server, remote, input string) []wyEvent {
	t.Helper()
	m := &memConn{in: strings.NewReader(input)}
	s.serveWyomingConn(&wyConn{c: m, close: func() error { return nil }}, remote)
	var out []wyEvent
	br := bufio.NewReader(&m.out)
	for {
		ev, err := readWyEvent(br)
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatalf("the server wrote a bad event: %v", err)
		}
		out = append(out, ev)
	}
}

func TestWyomingPeers(t *testing.T) {
	f := newFixture(t, nil, func(o *Options) {
		o.WyomingAllow = []netip.Prefix{netip.MustParsePrefix("192.168.1.0/24"), netip.MustParsePrefix("fd00::7/128")}
	})
	describe := wyEncode(t, "describe", nil, true)
	for _, c := range []struct {
		remote string
		ok     bool
	}{
		{"127.0.0.1:9", true}, {"[::1]:9", true}, {"192.168.1.20:9", true}, {"[::ffff:192.168.1.20]:9", true},
		{"[fd00::7]:9", true}, {"192.168.2.20:9", false}, {"[fd00::8]:9", false}, {"10.0.0.1:9", false},
	} {
		evs := converse(t, f.srv, c.remote, describe+describe)
		switch {
		case c.ok && (len(evs) != 2 || evs[0].Type != "info"):
			t.Errorf("%s: %v", c.remote, evs)
		case !c.ok && (len(evs) != 1 || evs[0].Type != "error" || evs[0].Data["code"] != "not-allowed"):
			t.Errorf("%s was served: %v", c.remote, evs)
		}
	}
}

func TestWyomingRateLimit(t *testing.T) {
	f := newFixture(t, nil, func(o *Options) { o.Rate, o.Burst = 1, 3 })
	ping := wyEncode(t, "ping", nil, true)
	evs := converse(t, f.srv, loopback, strings.Repeat(ping, 5))
	var types []string
	for _, ev := range evs {
		types = append(types, ev.Type+":"+fmt.Sprint(ev.Data["code"]))
	}
	if got := strings.Join(types, " "); got != "pong:<nil> pong:<nil> pong:<nil> error:rate-limited error:rate-limited" {
		t.Errorf("5 pings with a burst of 3: %s", got)
	}
	f.clock.advance(time.Second)
	if evs := converse(t, f.srv, loopback, ping); len(evs) != 1 || evs[0].Type != "pong" {
		t.Errorf("after a second: %v", evs)
	}
}

// dialFrom connects to addr from a given loopback address.
func dialFrom(t *testing.T, from, addr string) *wyClient {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	c, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	// A guard against a server that never answers, not a timed assertion.
	c.SetDeadline(time.Now().Add(30 * time.Second))
	return &wyClient{t: t, c: c, br: bufio.NewReader(c)}
}

// TestSessionsOwned: a question asked by one satellite of one peer is
// answered only by it: not by another peer, another satellite or another
// protocol sending the same conversation id.
func TestSessionsOwned(t *testing.T) {
	f := newFixture(t, nil, nil)
	httpAddr, addr, _ := f.run(t, true, true)
	say := func(from, satellite, text string) wyEvent {
		t.Helper()
		c := dialFrom(t, from, addr)
		d := transcript(text, "c1")
		d["context"].(map[string]any)["satellite_id"] = satellite
		c.send("transcript", d, false)
		return c.read()
	}
	if ev := say("127.0.0.1", "kitchen", "open the garage door"); ev.Type != "handled" {
		t.Fatalf("the question: %v", ev)
	}
	open := func() bool { return state(t, f.db, "cover.garage_door", "position") == 100.0 }
	say("127.0.0.2", "kitchen", "yes")
	say("127.0.0.1", "hall", "yes")
	if r := postAsk(t, client(), "http://"+httpAddr, "yes", "c1"); open() || r.Outcome == turn.Done {
		t.Fatalf("another client confirmed: %s", summary(r))
	}
	if open() {
		t.Fatal("another peer or satellite confirmed the question")
	}
	if ev := say("127.0.0.1", "kitchen", "yes"); ev.Type != "handled" || !open() {
		t.Fatalf("its own yes: %v, open %v", ev, open())
	}
}
