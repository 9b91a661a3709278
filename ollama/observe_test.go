package ollama_test

import (
	"context"
	"net/http"
	"slices"
	"sync"
	"testing"

	"edge/ollama"
	"edge/ollama/ollamatest"
)

// TestObserve: Config.Observe hears every request and its result, also
// one the breaker refused before it was sent.
func TestObserve(t *testing.T) {
	srv := ollamatest.New(t, ollamatest.Reply{Content: "fine"}, ollamatest.Reply{Status: http.StatusInternalServerError, Content: "boom"})
	var mu sync.Mutex
	var seen []string
	f := client(t, srv.URL(), func(c *ollama.Config) {
		c.Failures = 1
		c.Observe = func(model, result string) {
			mu.Lock()
			defer mu.Unlock()
			seen = append(seen, model+" "+result)
		}
	})
	ctx := context.Background()
	for range 3 {
		chat(f, ctx)
	}
	want := []string{chatModel + " ok", chatModel + " error", chatModel + " unavailable"}
	if !slices.Equal(seen, want) {
		t.Errorf("observed %q, want %q", seen, want)
	}
}
