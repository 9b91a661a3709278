package index

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/ollama/ollama/api"

	"edge/home"
)

// DefaultHost is the model server asked when neither the home file nor
// OLLAMA_HOST names one.
const DefaultHost = "127.0.0.1:11434"

// Ollama is an Embedder over a local Ollama server's /api/embed.
type Ollama struct {
	client *api.Client
	model  string
	base   string
}

// ErrNoEmbedModel is returned by NewOllama when the home names no
// embedding model: the vector leg is off.
var ErrNoEmbedModel = errors.New("no embedding model configured (models.embed)")

// NewOllama makes an embedder from the home's models block: the server at
// m.Host (else env, the value of OLLAMA_HOST, else DefaultHost), the model
// m.Embed, each request bounded by m.TimeoutMS when set. It does no I/O.
func NewOllama(m home.Models, env string) (*Ollama, error) {
	if m.Embed == "" {
		return nil, ErrNoEmbedModel
	}
	host := m.Host
	if host == "" {
		host = env
	}
	base, err := hostURL(host)
	if err != nil {
		return nil, err
	}
	hc := &http.Client{}
	if m.TimeoutMS > 0 {
		hc.Timeout = time.Duration(m.TimeoutMS) * time.Millisecond
	}
	return &Ollama{client: api.NewClient(base, hc), model: m.Embed, base: base.String()}, nil
}

// hostURL reads a model server address: "host", "host:port" or a URL.
func hostURL(s string) (*url.URL, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		s = DefaultHost
	}
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, fmt.Errorf("model server address %q is not host:port or an http URL", s)
	}
	if u.Port() == "" && u.Scheme == "http" && !strings.HasSuffix(u.Host, ":") {
		u.Host = net.JoinHostPort(u.Hostname(), "11434")
	}
	return u, nil
}

// Model is the embedding model's name.
func (o *Ollama) Model() string { return o.model }

// String names the server and model, for status lines.
func (o *Ollama) String() string { return o.model + " at " + o.base }

// Embed asks the server for the vectors of texts.
func (o *Ollama) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	truncate := true
	resp, err := o.client.Embed(ctx, &api.EmbedRequest{Model: o.model, Input: texts, Truncate: &truncate})
	if err != nil {
		return nil, fmt.Errorf("embedding with %s: %w", o.model, err)
	}
	if len(resp.Embeddings) != len(texts) {
		return nil, fmt.Errorf("embedding with %s: %d vectors for %d texts", o.model, len(resp.Embeddings), len(texts))
	}
	return resp.Embeddings, nil
}
