// Package ollama is edge's one client of the local model server (Ollama),
// used by package llm for chat answers and, through the Embedder it makes,
// by package index for embeddings. It owns how the server is reached:
//
//   - where: the home's models.host, else the value of OLLAMA_HOST (the
//     caller reads the environment and passes it in), else DefaultHost;
//     a bare host is served over http on port 11434;
//   - how: directly, never through a proxy (the server is local), with a
//     dial timeout and a timeout per request;
//   - when not: a circuit breaker per model opens after failures in a row
//     (at once when the server refuses the connection, lacks the model or
//     lets a request time out),
//     refuses requests with ErrUnavailable for a cooldown, then lets one
//     request through to probe the server.
//
// A request its caller gives up on (its context done) counts neither as a
// failure nor as a success. The client does no I/O until the first request,
// prints nothing and logs through the logger it is given: one warning when
// a model stops answering, one note when it answers again.
package ollama

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/ollama/ollama/api"

	"edge/home"
)

// Defaults of a Config.
const (
	DefaultHost     = "127.0.0.1:11434"
	DefaultTimeout  = 10 * time.Second
	DefaultFailures = 3
	DefaultCooldown = 30 * time.Second
)

// Config says where the model server is and how to treat it.
type Config struct {
	// Host is the server, as host, host:port or an http(s) URL; empty
	// means Env.
	Host string
	// Env is the value of OLLAMA_HOST, read by the caller; empty means
	// DefaultHost.
	Env string
	// Timeout bounds one request (DefaultTimeout when 0).
	Timeout time.Duration
	// Failures is how many failures in a row open a model's breaker
	// (DefaultFailures when 0).
	Failures int
	// Cooldown is how long an open breaker refuses requests before it lets
	// one through (DefaultCooldown when 0).
	Cooldown time.Duration
	// Logger hears when a model stops and starts answering (discarded when
	// nil).
	Logger *slog.Logger
	// Clock gives the time for the breakers (time.Now when nil).
	Clock func() time.Time
	// Observe, when not nil, is told the result of each request asked of
	// a model: ok, error, unavailable (its breaker refused it) or
	// cancelled (its caller gave up). It must not block.
	Observe func(model, result string)
}

// FromModels is the Config of a home's models block, with env the value of
// OLLAMA_HOST.
func FromModels(m home.Models, env string) Config {
	return Config{Host: m.Host, Env: env, Timeout: time.Duration(m.TimeoutMS) * time.Millisecond}
}

// ErrUnavailable says a model cannot be asked now: its breaker is open
// after failures. Callers degrade.
var ErrUnavailable = errors.New("ollama: the model is not available")

// Response bodies are read up to these sizes: a chat answer is short (its
// length is bounded by the request), a batch of vectors is not.
const (
	maxChatBody  = 1 << 20
	maxEmbedBody = 64 << 20
)

// Client talks to one model server. It is safe for concurrent use.
type Client struct {
	http     *http.Client
	base     *url.URL
	timeout  time.Duration
	failures int
	cooldown time.Duration
	log      *slog.Logger
	now      func() time.Time
	observe  func(model, result string)

	mu       sync.Mutex
	breakers map[string]*breaker // by model
}

// New returns a client for cfg. It does no I/O: the server is first
// contacted by the first request.
func New(cfg Config) (*Client, error) {
	host := cfg.Host
	if strings.TrimSpace(host) == "" {
		host = cfg.Env
	}
	base, err := hostURL(host)
	if err != nil {
		return nil, err
	}
	c := &Client{base: base, timeout: cfg.Timeout, failures: cfg.Failures, cooldown: cfg.Cooldown,
		log: cfg.Logger, now: cfg.Clock, observe: cfg.Observe, breakers: map[string]*breaker{}}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	if c.failures <= 0 {
		c.failures = DefaultFailures
	}
	if c.cooldown <= 0 {
		c.cooldown = DefaultCooldown
	}
	if c.log == nil {
		c.log = slog.New(slog.DiscardHandler)
	}
	if c.now == nil {
		c.now = time.Now
	}
	if c.observe == nil {
		c.observe = func(string, string) {}
	}
	c.http = &http.Client{Transport: &http.Transport{
		Proxy:           nil, // the model server is local: never through a proxy
		DialContext:     (&net.Dialer{Timeout: 2 * time.Second}).DialContext,
		MaxIdleConns:    4,
		IdleConnTimeout: 90 * time.Second,
	}}
	return c, nil
}

// hostURL reads a host the way Ollama reads OLLAMA_HOST: host, host:port
// or an http(s) URL; a bare host is served over http on port 11434; empty
// is DefaultHost.
func hostURL(host string) (*url.URL, error) {
	host = strings.TrimSpace(host)
	if host == "" {
		host = DefaultHost
	}
	bare := !strings.Contains(host, "://")
	if bare {
		host = "http://" + host
	}
	u, err := url.Parse(host)
	if err != nil || u.Hostname() == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, fmt.Errorf("bad model host %q: want host:port or an http URL", host)
	}
	if bare && u.Port() == "" {
		u.Host = net.JoinHostPort(u.Hostname(), "11434")
	}
	return u, nil
}

// Host is the server's URL.
func (c *Client) Host() string { return c.base.String() }

func (c *Client) breaker(model string) *breaker {
	c.mu.Lock()
	defer c.mu.Unlock()
	b, ok := c.breakers[model]
	if !ok {
		b = &breaker{failures: c.failures, cooldown: c.cooldown, now: c.now}
		c.breakers[model] = b
	}
	return b
}

// Chat sends one chat request (its Stream should be false) and returns the
// text of the answer.
func (c *Client) Chat(ctx context.Context, req *api.ChatRequest) (string, error) {
	var out string
	err := c.call(ctx, req.Model, func(ctx context.Context) error {
		var err error
		out, err = c.chat(ctx, req)
		return err
	})
	return out, err
}

// Embed returns the vectors of texts by model, one per text, in order.
func (c *Client) Embed(ctx context.Context, model string, texts []string) ([][]float32, error) {
	truncate := true
	req := &api.EmbedRequest{Model: model, Input: texts, Truncate: &truncate}
	var resp api.EmbedResponse
	err := c.call(ctx, model, func(ctx context.Context) error {
		body, err := c.post(ctx, "/api/embed", req, maxEmbedBody)
		if err != nil {
			return err
		}
		defer body.Close()
		if err := json.NewDecoder(body).Decode(&resp); err != nil {
			return fmt.Errorf("reading the answer: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(resp.Embeddings) != len(texts) {
		return nil, fmt.Errorf("ollama: %s: %d vectors for %d texts", model, len(resp.Embeddings), len(texts))
	}
	return resp.Embeddings, nil
}

// call runs one request for model through the model's breaker, with the
// timeout, and counts its failure or success. A request ended by the
// caller's own context is neither; one ended by its own timeout opens the
// breaker at once, as a refused connection does: a server that never
// answers costs one timeout, not Failures of them.
func (c *Client) call(ctx context.Context, model string, fn func(ctx context.Context) error) error {
	b := c.breaker(model)
	if !b.allow() {
		c.observe(model, "unavailable")
		return ErrUnavailable
	}
	rctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	err := fn(rctx)
	if err != nil && ctx.Err() != nil {
		b.abandon()
		c.observe(model, "cancelled")
		return ctx.Err()
	}
	timedOut := err != nil && errors.Is(rctx.Err(), context.DeadlineExceeded)
	switch b.done(err, timedOut || hard(err)) {
	case wentDown:
		c.log.Warn("model server not answering; what needs this model is off until it does", "host", c.Host(), "model", model, "err", err)
	case cameBack:
		c.log.Info("model server answering again", "host", c.Host(), "model", model)
	}
	if err != nil {
		c.observe(model, "error")
		c.log.Debug("model request failed", "host", c.Host(), "model", model, "err", err)
		return fmt.Errorf("ollama: %s: %w", c.Host(), err)
	}
	c.observe(model, "ok")
	return nil
}

// hard reports a failure that will not go away by asking again soon: the
// server is not there, or lacks the model.
func hard(err error) bool {
	var op *net.OpError
	if errors.As(err, &op) && op.Op == "dial" {
		return true
	}
	var se api.StatusError
	return errors.As(err, &se) && se.StatusCode == http.StatusNotFound
}

// post sends req as JSON to path and returns the body of a successful
// answer, read up to limit bytes. An HTTP error is an api.StatusError, as
// the api package's own client gives it.
func (c *Client) post(ctx context.Context, path string, req any, limit int64) (io.ReadCloser, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base.JoinPath(path).String(), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	hr.Header.Set("Content-Type", "application/json")
	res, err := c.http.Do(hr)
	if err != nil {
		return nil, err
	}
	r := struct {
		io.Reader
		io.Closer
	}{io.LimitReader(res.Body, limit), res.Body}
	if res.StatusCode >= http.StatusBadRequest {
		defer res.Body.Close()
		data, _ := io.ReadAll(r)
		se := api.StatusError{StatusCode: res.StatusCode, Status: res.Status}
		if json.Unmarshal(data, &se) != nil || se.ErrorMessage == "" {
			se.ErrorMessage = strings.TrimSpace(string(data))
		}
		return nil, se
	}
	return r, nil
}

// chat sends one chat request and returns the text of the answer: one
// api.ChatResponse, or the lines of a streamed answer joined. (The api
// package's own client, api.Client.Chat, reads every answer through an
// 8 MiB buffer it allocates per call: too much for a Pi; the types are the
// package's.)
func (c *Client) chat(ctx context.Context, req *api.ChatRequest) (string, error) {
	body, err := c.post(ctx, "/api/chat", req, maxChatBody)
	if err != nil {
		return "", err
	}
	defer body.Close()
	var out strings.Builder
	dec := json.NewDecoder(body)
	for {
		var line struct {
			api.ChatResponse
			Error string `json:"error"`
		}
		switch err := dec.Decode(&line); {
		case errors.Is(err, io.EOF):
			return out.String(), nil
		case err != nil:
			return "", fmt.Errorf("reading the answer: %w", err)
		case line.Error != "":
			return "", errors.New(line.Error)
		}
		out.WriteString(line.Message.Content)
		if line.Done {
			return out.String(), nil
		}
	}
}

// Embedder asks one embedding model through a client; it is what package
// index takes as its vector leg's model.
type Embedder struct {
	c     *Client
	model string
}

// Embedder is model's embedder through c.
func (c *Client) Embedder(model string) *Embedder { return &Embedder{c: c, model: model} }

// Model is the embedding model's name.
func (e *Embedder) Model() string { return e.model }

// String names the model and the server, for status lines.
func (e *Embedder) String() string { return e.model + " at " + e.c.Host() }

// Embed returns the vectors of texts.
func (e *Embedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	return e.c.Embed(ctx, e.model, texts)
}
