package attack

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/ollama/ollama/api"
)

// model is a scripted local model: an HTTP server on the loopback that
// answers Ollama's /api/chat, with Ollama's request and response types,
// from a list of answers in order, and fails every request beyond it.
type model struct {
	srv *http.Server
	url string

	mu       sync.Mutex
	script   []string
	requests int
}

func startModel(script []string) (*model, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	m := &model{script: append([]string(nil), script...), url: "http://" + ln.Addr().String()}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/chat", m.chat)
	m.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go m.srv.Serve(ln)
	return m, nil
}

// asked is how many requests the model had.
func (m *model) asked() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.requests
}

// unused is how many answers were never asked for.
func (m *model) unused() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.script)
}

func (m *model) close() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	m.srv.Shutdown(ctx)
}

func (m *model) chat(w http.ResponseWriter, r *http.Request) {
	var req api.ChatRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		reply(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	m.mu.Lock()
	m.requests++
	if len(m.script) == 0 {
		m.mu.Unlock()
		reply(w, http.StatusInternalServerError, map[string]string{"error": "no answer scripted"})
		return
	}
	content := m.script[0]
	m.script = m.script[1:]
	m.mu.Unlock()
	reply(w, http.StatusOK, api.ChatResponse{
		Model:      req.Model,
		CreatedAt:  time.Unix(0, 0).UTC(),
		Message:    api.Message{Role: "assistant", Content: content},
		Done:       true,
		DoneReason: "stop",
	})
}

func reply(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
