package serve

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"time"

	"edge/lang"
	"edge/turn"
	wy "edge/wyoming"
)

// The Wyoming protocol, as edge speaks it: an event is one JSON header line
// {"type": ..., "data": {...}, "data_length": N, "payload_length": M},
// then N bytes of data (a JSON object, merged over the header's "data")
// and M bytes of payload (audio; edge skips it). edge answers
//
//	describe    → info (one "handle" program: the languages of the registered packs, supports_home_control)
//	transcript  → handled or not-handled, {text, context: {conversation_id}}; then
//	              timer-started or timer-cancelled for a timer it set or cancelled
//	ping        → pong
//	anything else, or a bad event → error {text, code}
//
// A transcript's context.conversation_id is its session (the
// connection's own when it has none), scoped by the peer and by the
// satellite (context.satellite_id or device_id) that speaks, so "which
// one?" and "are you sure?" are answered by the next transcript of the
// conversation from the same peer and satellite, also over a new
// connection, as Home Assistant makes one per turn; never by another.

// wyomingVersion is the protocol version edge writes in its headers.
const wyomingVersion = "1.8.0"

// Limits of one Wyoming event.
const (
	maxHeaderLine = 64 << 10
	maxData       = 64 << 10
	maxPayload    = 1 << 20
	// wyWriteTimeout bounds writing one event.
	wyWriteTimeout = 10 * time.Second
)

// Wyoming error codes.
const (
	codeBadEvent      = "bad-event"
	codeUnknownEvent  = "unknown-event"
	codeBadTranscript = "bad-transcript"
	codeRateLimited   = "rate-limited"
	codeNotAllowed    = "not-allowed"
	codeTooMany       = "too-many-connections"
)

// wyoming tracks the Wyoming connections being served.
type wyoming struct {
	mu      sync.Mutex
	conns   map[*wyConn]struct{}
	closing bool
	wg      sync.WaitGroup
}

// conn is what a Wyoming connection needs of a net.Conn.
type conn interface {
	io.ReadWriter
	SetReadDeadline(time.Time) error
	SetWriteDeadline(time.Time) error
}

// wyConn is one connection being served.
type wyConn struct {
	c     conn
	close func() error
	// peer is the client's key (clientKey): a timer it set rings here.
	peer string
	// slot is what the connection holds of the quotas (slots.go); nil
	// for one not from the listener.
	slot     *slotConn
	mu       sync.Mutex
	stopping bool
}

// arm sets the read deadline for the next event, d away, unless the
// server is stopping. Deadlines are wall-clock time: they are I/O, not
// logic.
func (c *wyConn) arm(d time.Duration) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.stopping {
		return false
	}
	c.c.SetReadDeadline(time.Now().Add(d))
	return true
}

// stop ends the connection's wait for its next event; an event being
// handled is finished and answered first.
func (c *wyConn) stop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.stopping = true
	c.c.SetReadDeadline(time.Unix(1, 0))
}

// serveWyoming accepts Wyoming connections until ln is closed.
func (s *Server) serveWyoming(ln net.Listener) error {
	for {
		nc, err := ln.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return nil
			}
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				time.Sleep(10 * time.Millisecond)
				continue
			}
			return err
		}
		c := &wyConn{c: nc, close: nc.Close, peer: clientKey(nc.RemoteAddr().String())}
		c.slot, _ = nc.(*slotConn)
		s.wy.mu.Lock()
		if s.wy.closing {
			s.wy.mu.Unlock()
			nc.Close()
			return nil
		}
		s.wy.conns[c] = struct{}{}
		s.wy.wg.Add(1)
		s.wy.mu.Unlock()
		go func() {
			defer s.wy.wg.Done()
			defer func() {
				s.wy.mu.Lock()
				delete(s.wy.conns, c)
				s.wy.mu.Unlock()
				nc.Close()
			}()
			s.serveWyomingConn(c, nc.RemoteAddr().String())
		}()
	}
}

// shutdownWyoming lets every connection finish the event it is handling,
// then closes it; when ctx is done first, it closes them all at once and
// cancels the turns under way.
func (s *Server) shutdownWyoming(ctx context.Context) {
	s.wy.mu.Lock()
	s.wy.closing = true
	conns := make([]*wyConn, 0, len(s.wy.conns))
	for c := range s.wy.conns {
		conns = append(conns, c)
	}
	s.wy.mu.Unlock()
	for _, c := range conns {
		c.stop()
	}
	done := make(chan struct{})
	go func() {
		s.wy.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		return
	case <-ctx.Done():
	}
	s.log.Warn("Wyoming turns still under way at the shutdown deadline; closing them")
	s.cancelTurns()
	for _, c := range conns {
		c.close()
	}
	<-done
}

// serveWyomingConn reads events from one connection and answers each.
func (s *Server) serveWyomingConn(c *wyConn, remote string) {
	if !s.wyomingAllowed(remote) {
		if ok, _ := s.wyLimit.allow(clientKey(remote)); ok {
			s.log.Warn("Wyoming peer not allowed", "peer", clientKey(remote))
		}
		s.writeEvent(c, "error", wyError{Text: "this peer may not use edge's Wyoming service (edge serve --wyoming-allow)", Code: codeNotAllowed})
		return
	}
	br := bufio.NewReaderSize(c.c, 4096)
	own := newSessionID()
	for wait := HandshakeTimeout; c.arm(c.bound(wait)); wait = IdleTimeout {
		ev, err := readEvent(br)
		var pe *wy.ProtocolError
		switch {
		case errors.As(err, &pe):
			if s.writeEvent(c, "error", wyError{Text: pe.Text, Code: codeBadEvent}) != nil || pe.Fatal {
				return
			}
			continue
		case err != nil:
			return
		}
		if !s.admitEvent(c, ev) {
			s.writeEvent(c, "error", wyError{Text: "too many connections; try again", Code: codeTooMany})
			return
		}
		if ok, _ := s.wyLimit.allow(c.client(remote)); !ok {
			if s.writeEvent(c, "error", wyError{Text: "too many events; slow down", Code: codeRateLimited}) != nil {
				return
			}
			continue
		}
		typ, data, timers := s.wyomingEvent(ev, own, remote)
		if s.writeEvent(c, typ, data) != nil {
			return
		}
		s.tellTimers(clientKey(remote), timers)
	}
}

// event is one Wyoming event read: its type and its data, merged.
type event struct {
	Type string
	Data []byte // a JSON object
}

// wyLimits are the limits of one event edge reads; payloads (audio) are
// skipped.
var wyLimits = wy.Limits{Header: maxHeaderLine, Data: maxData, Payload: maxPayload, SkipPayload: true}

// readEvent reads one event (package edge/wyoming's framing). Errors other
// than *wy.ProtocolError are the connection's (EOF, timeout).
func readEvent(br *bufio.Reader) (*event, error) {
	e, err := wy.Read(br, wyLimits)
	if err != nil {
		return nil, err
	}
	return &event{Type: e.Type, Data: e.Data}, nil
}

// wyError is the data of an error event.
type wyError struct {
	Text string `json:"text"`
	Code string `json:"code"`
}

// wyReply is the data of handled and not-handled.
type wyReply struct {
	Text    string    `json:"text"`
	Context wyContext `json:"context"`
}

type wyContext struct {
	ConversationID string `json:"conversation_id"`
}

type wyTranscript struct {
	Text     *string `json:"text"`
	Language *string `json:"language"`
	Context  *struct {
		ConversationID *string `json:"conversation_id"`
		DeviceID       string  `json:"device_id"`
		SatelliteID    string  `json:"satellite_id"`
	} `json:"context"`
}

// wyomingEvent answers one event: the type and data of the reply, and
// the timers a transcript set or cancelled (tellTimers).
func (s *Server) wyomingEvent(ev *event, own, remote string) (string, any, []turn.TimerNews) {
	switch ev.Type {
	case "describe":
		return "info", s.info(), nil
	case "ping":
		var p struct {
			Text *string `json:"text"`
		}
		json.Unmarshal(ev.Data, &p)
		if p.Text != nil {
			return "pong", map[string]string{"text": *p.Text}, nil
		}
		return "pong", nil, nil
	case "transcript":
		return s.transcript(ev, own, remote)
	}
	return "error", wyError{Text: fmt.Sprintf("unknown event type %q: edge handles describe, transcript and ping", ev.Type), Code: codeUnknownEvent}, nil
}

// wyomingSession is the session of a conversation: its id scoped by the
// satellite that speaks (when it says) and the peer it speaks from, so
// that no other peer or satellite can answer its questions or confirm its
// actions whatever conversation_id it sends.
func wyomingSession(id, satellite, peer string) string {
	if satellite != "" {
		return id + "@" + satellite + "@" + peer
	}
	return id + "@" + peer
}

// wyomingClient is the client of a transcript: the peer's address and
// the satellite ids it sends. Its sessions and timers are its own.
func wyomingClient(peer, satellite, device string) string {
	return "peer=" + peer + " satellite=" + satellite + " device=" + device
}

// transcript runs the turn of a transcript from a remote address. Its
// sessions count against the address (quotaKey: all of loopback is one),
// never the satellite or device it names (turn.Request.Holder).
func (s *Server) transcript(ev *event, own, remote string) (string, any, []turn.TimerNews) {
	peer := clientKey(remote)
	var t wyTranscript
	if err := json.Unmarshal(ev.Data, &t); err != nil {
		return "error", wyError{Text: fmt.Sprintf("bad transcript: %v", err), Code: codeBadTranscript}, nil
	}
	if err := checkText(t.Text); err != nil {
		return "error", wyError{Text: "bad transcript: " + err.Error(), Code: codeBadTranscript}, nil
	}
	id, satellite, device, satID := own, "", "", ""
	if t.Context != nil {
		if t.Context.ConversationID != nil && *t.Context.ConversationID != "" {
			id = *t.Context.ConversationID
		}
		satellite = cmp.Or(t.Context.SatelliteID, t.Context.DeviceID)
		device, satID = t.Context.DeviceID, t.Context.SatelliteID
	}
	if err := CheckSession(id); err != nil {
		return "error", wyError{Text: "bad transcript: conversation_id: " + err.Error(), Code: codeBadTranscript}, nil
	}
	if err := CheckSession(satellite); err != nil {
		return "error", wyError{Text: "bad transcript: satellite_id or device_id: " + err.Error(), Code: codeBadTranscript}, nil
	}
	lang := ""
	if t.Language != nil {
		lang = *t.Language
	}
	if err := CheckSession(device); err != nil {
		return "error", wyError{Text: "bad transcript: device_id: " + err.Error(), Code: codeBadTranscript}, nil
	}
	room := s.satelliteRoom(peer, device, satID)
	res := s.ask("wyoming", wyomingSession(id, satellite, peer), turn.Request{Text: *t.Text, Room: room, Lang: lang,
		Client: wyomingClient(peer, satID, device), Holder: quotaKey(remote), Unlisted: s.unlisted(room)})
	reply := wyReply{Text: res.Say, Context: wyContext{ConversationID: id}}
	switch res.Outcome {
	case turn.NotUnderstood, turn.Blocked, turn.Failed:
		return "not-handled", reply, res.Timers
	}
	return "handled", reply, res.Timers
}

// writeEvent writes one event, its data in a data block.
func (s *Server) writeEvent(c *wyConn, typ string, data any) error {
	var body []byte
	if data != nil {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(data); err != nil {
			return err
		}
		body = bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	}
	hdr, err := json.Marshal(struct {
		Type       string `json:"type"`
		Version    string `json:"version"`
		DataLength int    `json:"data_length,omitempty"`
	}{typ, wyomingVersion, len(body)})
	if err != nil {
		return err
	}
	out := append(append(hdr, '\n'), body...)
	c.c.SetWriteDeadline(time.Now().Add(wyWriteTimeout))
	_, err = c.c.Write(out)
	return err
}

// Wyoming's info: what edge offers.
type wyAttribution struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

type wyArtifact struct {
	Name        string        `json:"name"`
	Description string        `json:"description"`
	Attribution wyAttribution `json:"attribution"`
	Installed   bool          `json:"installed"`
	Version     string        `json:"version"`
}

type wyHandleModel struct {
	wyArtifact
	Languages []string `json:"languages"`
}

type wyHandleProgram struct {
	wyArtifact
	Languages                []string        `json:"languages"`
	Models                   []wyHandleModel `json:"models"`
	SupportsHandledStreaming bool            `json:"supports_handled_streaming"`
	SupportsHomeControl      bool            `json:"supports_home_control"`
}

// info describes the server to a client, with the languages it speaks:
// the registered packs.
func (s *Server) info() map[string]any {
	names := strings.Join(lang.Names(), " and ")
	art := wyArtifact{Name: "edge", Description: "edge: offline smart-home commands in " + names + ", checked and audited",
		Attribution: wyAttribution{Name: "edge"}, Installed: true, Version: s.version}
	model := wyHandleModel{wyArtifact: art, Languages: lang.Codes()}
	model.Name, model.Description = "edge-grammar", "the grammars of edge for "+names
	prog := wyHandleProgram{wyArtifact: art, Languages: lang.Codes(), Models: []wyHandleModel{model}, SupportsHomeControl: true}
	empty := []any{}
	return map[string]any{"asr": empty, "tts": empty, "handle": []wyHandleProgram{prog}, "intent": empty, "wake": empty, "mic": empty, "snd": empty}
}
