// Package ollamatest is a fake Ollama server for tests: an httptest
// server on loopback that answers /api/chat from a script and /api/embed
// with a function, speaking with the request and response types of
// github.com/ollama/ollama/api, and keeps the chat requests it got so that
// tests can look at what the model was told.
package ollamatest

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/ollama/ollama/api"
)

// Reply is the server's answer to one request.
type Reply struct {
	// Content is the assistant message of the answer.
	Content string
	// Status, when set, answers with this HTTP status and Content as the
	// error instead (404 is how Ollama says the model is not pulled).
	Status int
	// Hang holds the request until the client gives up or the server
	// closes: a server too slow for the client's timeout.
	Hang bool
	// Entered, when set, is closed when the request arrives; Release,
	// when set, holds the request until it is closed (or the client gives
	// up, or the server closes), then answers as scripted: a model busy
	// for as long as the test wants.
	Entered, Release chan struct{}
}

// Server is a scripted fake Ollama server. Each chat request takes the
// next reply of the script; a request beyond the script fails the test,
// unless Always set a reply for those. Embedding requests are answered by
// the function given to Embeddings; without one, as by a server that lacks
// the model.
type Server struct {
	t       testing.TB
	srv     *httptest.Server
	closing chan struct{}
	once    sync.Once

	mu     sync.Mutex
	script []Reply
	chats  []api.ChatRequest
	always *Reply
	embed  func(model string, texts []string) ([][]float32, error)
}

// New starts a server with a script of replies; it is closed when the test
// ends.
func New(t testing.TB, script ...Reply) *Server {
	t.Helper()
	s := &Server{t: t, script: script, closing: make(chan struct{})}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/chat", s.chat)
	mux.HandleFunc("POST /api/embed", s.embedding)
	s.srv = httptest.NewServer(mux)
	t.Cleanup(s.Close)
	return s
}

// URL is the server's address, to use as the client's host.
func (s *Server) URL() string { return s.srv.URL }

// Add appends replies to the script.
func (s *Server) Add(replies ...Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.script = append(s.script, replies...)
}

// Always answers every request beyond the script with r, and stops keeping
// requests: for benchmarks.
func (s *Server) Always(r Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.always = &r
}

// Embeddings answers every /api/embed request with fn: the vectors of the
// texts, or an error, sent with status 404 (as Ollama says a model is not
// pulled). fn runs on the request's goroutine; it may be slow.
func (s *Server) Embeddings(fn func(model string, texts []string) ([][]float32, error)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.embed = fn
}

// Chats are the chat requests received, in order.
func (s *Server) Chats() []api.ChatRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]api.ChatRequest(nil), s.chats...)
}

// Close stops the server: from then on its address refuses connections,
// as a server that is down does. Hung requests are let go.
func (s *Server) Close() {
	s.once.Do(func() {
		close(s.closing)
		s.srv.Close()
	})
}

// Down returns the address of a server that is not there: nothing listens
// on it.
func Down(t testing.TB) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("ollamatest: %v", err)
	}
	addr := l.Addr().String()
	l.Close()
	return "http://" + addr
}

// JSON is v as JSON text, for a reply's Content.
func JSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func (s *Server) next(record func()) (Reply, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.script) == 0 && s.always != nil {
		return *s.always, true
	}
	record()
	if len(s.script) == 0 {
		return Reply{}, false
	}
	r := s.script[0]
	s.script = s.script[1:]
	return r, true
}

func (s *Server) chat(w http.ResponseWriter, r *http.Request) {
	var req api.ChatRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		s.fail(w, http.StatusBadRequest, "ollamatest: bad chat request: "+err.Error())
		return
	}
	rep, ok := s.next(func() { s.chats = append(s.chats, req) })
	if !s.answer(w, r, rep, ok) {
		return
	}
	writeJSON(w, http.StatusOK, api.ChatResponse{
		Model:      req.Model,
		CreatedAt:  time.Unix(0, 0).UTC(),
		Message:    api.Message{Role: "assistant", Content: rep.Content},
		Done:       true,
		DoneReason: "stop",
	})
}

func (s *Server) embedding(w http.ResponseWriter, r *http.Request) {
	var req api.EmbedRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		s.fail(w, http.StatusBadRequest, "ollamatest: bad embed request: "+err.Error())
		return
	}
	var texts []string
	switch in := req.Input.(type) {
	case string:
		texts = []string{in}
	case []any:
		for _, t := range in {
			text, ok := t.(string)
			if !ok {
				s.fail(w, http.StatusBadRequest, "ollamatest: an input that is not text")
				return
			}
			texts = append(texts, text)
		}
	}
	s.mu.Lock()
	fn := s.embed
	s.mu.Unlock()
	if fn == nil {
		s.fail(w, http.StatusNotFound, fmt.Sprintf("model %q not found, try pulling it first", req.Model))
		return
	}
	vs, err := fn(req.Model, texts)
	if err != nil {
		s.fail(w, http.StatusNotFound, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, api.EmbedResponse{Model: req.Model, Embeddings: vs})
}

// answer handles the replies that are not a plain answer; it reports
// whether the caller should answer normally.
func (s *Server) answer(w http.ResponseWriter, r *http.Request, rep Reply, ok bool) bool {
	switch {
	case !ok:
		s.t.Errorf("ollamatest: a request beyond the script: %s %s", r.Method, r.URL.Path)
		s.fail(w, http.StatusInternalServerError, "ollamatest: no reply scripted")
		return false
	case rep.Hang:
		select {
		case <-r.Context().Done():
		case <-s.closing:
		}
		return false
	}
	if rep.Entered != nil {
		close(rep.Entered)
	}
	if rep.Release != nil {
		select {
		case <-rep.Release:
		case <-r.Context().Done():
			return false
		case <-s.closing:
			return false
		}
	}
	if rep.Status != 0 {
		s.fail(w, rep.Status, rep.Content)
		return false
	}
	return true
}

func (s *Server) fail(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
