package serve

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"runtime/debug"
	"strconv"
	"time"
	"unicode/utf8"

	"edge/audit"
	"edge/internal/jsonin"
	"edge/turn"
)

// Handler is the HTTP API:
//
//	POST /v1/ask                       one turn: {text, session, room, dry_run} → CONTRACT §3
//	GET  /v1/devices                   the devices, their capabilities and state
//	GET  /v1/audit                     the audit log (?after=SEQ&limit=N&session=ID&channel=C)
//	GET  /v1/backup                    a consistent copy of the database (edge backup), token always required
//	GET  /healthz                      {"status": "ok", "version": ...}
//	GET  /metrics                      the metrics, in the Prometheus text format
//	POST /api/conversation/process     Home Assistant's conversation API
//
// Every request passes the rate limit of its client (429: a token's
// holder is one client, all of loopback without a token another). Every
// route but /healthz needs a bearer token whose scope reaches it
// (tokens.go), from loopback clients too (401 without one, 403 for a
// token of a scope below the route's). A
// request a web page sent (it carries an Origin header) is refused (403)
// and no CORS header is ever sent, so that no page a browser shows can
// act. A body must be JSON (Content-Type application/json, 415 otherwise)
// of at most MaxBody bytes (413). Errors are JSON: {"error": "..."}, also
// for an unknown path (404) or method (405).
func (s *Server) Handler() http.Handler {
	routes := []struct {
		method, path string
		h            http.HandlerFunc
	}{
		{"POST", "/v1/ask", s.handleAsk},
		{"GET", "/v1/devices", s.handleDevices},
		{"GET", "/v1/audit", s.handleAudit},
		{"GET", "/v1/backup", s.handleBackup},
		{"GET", "/healthz", s.handleHealth},
		{"GET", "/metrics", s.handleMetrics},
		{"POST", "/api/conversation/process", s.handleConversation},
	}
	mux := http.NewServeMux()
	methods := map[string]string{}
	for _, r := range routes {
		mux.HandleFunc(r.method+" "+r.path, r.h)
		methods[r.path] = r.method
	}
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if m, ok := methods[r.URL.Path]; ok {
			w.Header().Set("Allow", m)
			writeError(w, http.StatusMethodNotAllowed, fmt.Sprintf("%s %s: use %s", r.Method, r.URL.Path, m))
			return
		}
		writeError(w, http.StatusNotFound, fmt.Sprintf("no %s here: the API is /v1/ask, /v1/devices, /v1/audit, /v1/backup, /healthz, /metrics and /api/conversation/process", r.URL.Path))
	})
	return s.guard(mux)
}

// guard wraps the routes with what every request goes through.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := s.now()
		rec := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.log.Error("panic serving a request", "path", r.URL.Path, "panic", p, "stack", string(debug.Stack()))
				if !rec.wrote {
					writeError(rec, http.StatusInternalServerError, "internal error")
				}
			}
			s.log.Debug("request", "method", r.Method, "path", r.URL.Path, "status", rec.status,
				"client", clientKey(r.RemoteAddr), "ms", s.now().Sub(start).Milliseconds())
		}()
		h := rec.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Cache-Control", "no-store")
		sc, _ := r.Context().Value(connKey{}).(*slotConn)
		scope := s.scopeOf(r)
		if scope == ScopeNone && !s.noToken {
			// a connection with no token holds its slot for one request.
			h.Set("Connection", "close")
		}
		if r.URL.Path == "/healthz" && r.Method == http.MethodGet {
			// never rate limited, answered on a probation connection too.
			next.ServeHTTP(rec, r)
			return
		}
		client := holder(scope, r.RemoteAddr)
		if scope != ScopeNone {
			if sc != nil {
				ok, fromProbation := sc.promote(client)
				if !ok {
					h.Set("Retry-After", "1")
					h.Set("Connection", "close")
					writeError(rec, http.StatusServiceUnavailable, fmt.Sprintf("too many connections: this token's holder has %d open, or every slot is taken; try again", MaxConnsPerClient))
					return
				}
				if fromProbation {
					sc.SetReadDeadline(time.Time{})
					sc.SetWriteDeadline(time.Now().Add(WriteTimeout))
				}
			}
		} else if sc != nil && sc.onProbation() {
			h.Set("Retry-After", "1")
			h.Set("Connection", "close")
			writeError(rec, http.StatusServiceUnavailable, "too many connections; try again")
			return
		}
		if ok, wait := s.httpLimit.allow(client); !ok {
			h.Set("Retry-After", strconv.Itoa(int((wait+time.Second-1)/time.Second)))
			writeError(rec, http.StatusTooManyRequests, "too many requests; slow down")
			return
		}
		if r.Header.Get("Origin") != "" {
			s.log.Warn("request from a web page refused", "client", clientKey(r.RemoteAddr), "path", r.URL.Path)
			writeError(rec, http.StatusForbidden, "requests from web pages (with an Origin header) are refused; call the API from a program")
			return
		}
		if !s.allows(scope, r.URL.Path) {
			if scope != ScopeNone {
				s.log.Warn("a token used beyond its scope", "client", clientKey(r.RemoteAddr), "scope", scope.String(), "path", r.URL.Path)
				writeError(rec, http.StatusForbidden, fmt.Sprintf("the %s token does not reach %s: it needs the %s token (the file beside the database, %s)", scope, r.URL.Path, needs(r.URL.Path), tokenHint))
				return
			}
			s.log.Warn("request without a valid bearer token", "client", clientKey(r.RemoteAddr), "path", r.URL.Path)
			h.Set("WWW-Authenticate", `Bearer realm="edge"`)
			writeError(rec, http.StatusUnauthorized, "a valid bearer token is required (Authorization: Bearer TOKEN; the token is in the file beside the database, "+tokenHint+")")
			return
		}
		if r.Method == http.MethodPost && !isJSON(r.Header.Get("Content-Type")) {
			writeError(rec, http.StatusUnsupportedMediaType, "the body must be JSON: send Content-Type: application/json")
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
		next.ServeHTTP(rec, r)
	})
}

// statusWriter remembers the status written, for the log.
type statusWriter struct {
	http.ResponseWriter
	status int
	wrote  bool
}

func (w *statusWriter) WriteHeader(code int) {
	if !w.wrote {
		w.status, w.wrote = code, true
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	w.wrote = true
	return w.ResponseWriter.Write(b)
}

// httpError is a request the API refuses, with its status.
type httpError struct {
	status int
	msg    string
}

func (e *httpError) Error() string { return e.msg }

func badRequest(format string, a ...any) error {
	return &httpError{http.StatusBadRequest, fmt.Sprintf(format, a...)}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		status = http.StatusInternalServerError
		buf.Reset()
		buf.WriteString(`{"error":"internal error: encoding the response"}` + "\n")
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

// fail writes the error of a refused request.
func fail(w http.ResponseWriter, err error) {
	var he *httpError
	if errors.As(err, &he) {
		writeError(w, he.status, he.msg)
		return
	}
	writeError(w, http.StatusInternalServerError, err.Error())
}

// decodeBody reads one JSON object from the request body into v. strict
// refuses fields v does not have.
func decodeBody(r *http.Request, v any, strict bool) error {
	body, err := io.ReadAll(r.Body)
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return &httpError{http.StatusRequestEntityTooLarge, fmt.Sprintf("request body too large (at most %d bytes)", MaxBody)}
	case err != nil:
		return badRequest("reading the request body: %v", err)
	case len(bytes.TrimSpace(body)) == 0:
		return badRequest("empty request body; send a JSON object")
	case !utf8.Valid(body):
		return badRequest("request body is not valid UTF-8")
	}
	switch err := jsonin.Decode(body, v, strict); {
	case errors.Is(err, jsonin.ErrTrailing):
		return badRequest("bad JSON: more after the object")
	case err != nil:
		return badRequest("bad JSON: %v", err)
	}
	return nil
}

// checkText refuses an utterance that is missing or too long.
func checkText(text *string) error {
	switch {
	case text == nil:
		return badRequest(`"text" is required`)
	case utf8.RuneCountInString(*text) > MaxText:
		return badRequest("text too long: %d characters (at most %d)", utf8.RuneCountInString(*text), MaxText)
	}
	return nil
}

// CheckSession refuses a session id that is too long or not printable
// ASCII without spaces: an id is written in the audit log and listed by
// edge audit, one entry a line, so no id may hold a tab, a line break or
// an escape sequence, whatever channel sent it.
func CheckSession(id string) error {
	if len(id) > MaxSession {
		return fmt.Errorf("session id too long: %d bytes (at most %d)", len(id), MaxSession)
	}
	for i := 0; i < len(id); i++ {
		if id[i] <= ' ' || id[i] > '~' {
			return errors.New("session id must be printable ASCII without spaces")
		}
	}
	return nil
}

// newSessionID is a fresh random session id, for a client that gave none.
func newSessionID() string {
	b := make([]byte, 16)
	rand.Read(b)
	return fmt.Sprintf("%x", b)
}

type askRequest struct {
	Text    *string `json:"text"`
	Session string  `json:"session"`
	Room    *string `json:"room"`
	DryRun  bool    `json:"dry_run"`
}

// handleAsk runs one turn. The session given (or a new one, when none is)
// is sent back in the Edge-Session header.
func (s *Server) handleAsk(w http.ResponseWriter, r *http.Request) {
	var req askRequest
	if err := decodeBody(r, &req, true); err != nil {
		fail(w, err)
		return
	}
	if err := checkText(req.Text); err != nil {
		fail(w, err)
		return
	}
	if err := CheckSession(req.Session); err != nil {
		fail(w, badRequest("%v", err))
		return
	}
	room := ""
	if req.Room != nil {
		room = *req.Room
	}
	if room != "" && s.eng.Index().RoomName(room) == "" {
		fail(w, badRequest("no room %q in the home", room))
		return
	}
	session := req.Session
	if session == "" {
		session = newSessionID()
	}
	res := s.ask("http", session, turn.Request{Text: *req.Text, Room: room, DryRun: req.DryRun, Holder: holder(s.scopeOf(r), r.RemoteAddr)})
	w.Header().Set("Edge-Session", session)
	writeJSON(w, http.StatusOK, res)
}

// device is one device of GET /v1/devices.
type device struct {
	ID           string         `json:"id"`
	Name         string         `json:"name"`
	Room         string         `json:"room"`
	Type         string         `json:"type"`
	Capabilities []string       `json:"capabilities"`
	State        map[string]any `json:"state"`
}

func (s *Server) handleDevices(w http.ResponseWriter, r *http.Request) {
	states, err := s.db.States()
	if err != nil {
		s.log.Error("reading device state", "err", err)
		writeError(w, http.StatusInternalServerError, "cannot read the device state")
		return
	}
	out := []device{}
	for _, e := range s.eng.Index().Devices() {
		d := device{ID: e.ID, Name: e.Name, Room: e.Room, Capabilities: []string{}, State: states[e.ID]}
		if e.Device != nil {
			d.Type = e.Device.Type
			d.Capabilities = append(d.Capabilities, e.Device.Capabilities...)
		}
		if d.State == nil {
			d.State = map[string]any{}
		}
		out = append(out, d)
	}
	writeJSON(w, http.StatusOK, map[string]any{"devices": out})
}

// Audit listing limits.
const (
	defaultAuditLimit = 100
	maxAuditLimit     = 1000
)

// handleAudit lists audit entries after a sequence number, oldest first:
// ?after=SEQ (default 0), ?limit=N (default 100, at most 1000), and
// optionally only those of a ?session= (as stored: "http:ID") or a
// ?channel=. The answer's "next" is the after= of the following page.
func (s *Server) handleAudit(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	after, limit := uint64(0), defaultAuditLimit
	if v := q.Get("after"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			writeError(w, http.StatusBadRequest, "after must be a sequence number")
			return
		}
		after = n
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxAuditLimit {
			writeError(w, http.StatusBadRequest, fmt.Sprintf("limit must be a number from 1 to %d", maxAuditLimit))
			return
		}
		limit = n
	}
	session, channel := q.Get("session"), q.Get("channel")
	entries, next, more, err := audit.NewLog(s.db.View).Page(after, limit, func(e audit.Entry) bool {
		return (session == "" || e.Session == session) && (channel == "" || e.Channel == channel)
	})
	if err != nil {
		s.log.Error("reading the audit log", "err", err)
		writeError(w, http.StatusInternalServerError, "cannot read the audit log: "+err.Error()+"; edge audit verify says more")
		return
	}
	if entries == nil {
		entries = []audit.Entry{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"entries": entries, "next": next, "more": more})
}

// handleBackup streams a consistent copy of the database, made of one
// read transaction while turns go on (edge backup), without the PIN's
// verifier (store.DB.Backup). Every client must send the admin token,
// loopback too, also without a token (Options.NoToken). A copy cut short
// by an error ends the connection, so that it cannot pass for a whole one.
func (s *Server) handleBackup(w http.ResponseWriter, r *http.Request) {
	if s.scopeOf(r) < ScopeAdmin {
		w.Header().Set("WWW-Authenticate", `Bearer realm="edge"`)
		writeError(w, http.StatusUnauthorized, "a backup needs the admin token (Authorization: Bearer TOKEN; the token is in the file beside the database, "+tokenHint+")")
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	if _, err := s.db.Backup(w); err != nil {
		s.log.Error("writing a backup", "err", err)
		panic(http.ErrAbortHandler)
	}
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok", "version": s.version})
}

// isJSON reports whether a Content-Type names JSON.
func isJSON(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	return err == nil && mt == "application/json"
}
