// Package llm owns edge's use of a local language model served by Ollama:
// the client (host, models, timeouts, a circuit breaker), the JSON schema of
// the IR the model is asked to fill and the prompt that carries it, the
// compile fallback (words the grammar could not compile → IR, validated,
// grounded in the words said) and the repair of arguments that fail their
// command's schema (deterministic coercions first, then at most three model
// rounds, each result checked again).
//
// The model is a fallback, never the path: nothing here runs unless the
// grammar gave up or a call failed validation. Each request is bounded by
// a timeout, a request that fails ends the fallback or repair at once, and
// after failures a circuit breaker refuses requests (ErrUnavailable) until
// a probe succeeds: an absent, slow or failing server switches these
// features off, it does not hang a turn. What the model sees
// is the user's words and the vocabulary of the IR (verbs, classes,
// attributes, the names of rooms and floors as quoted data); never device
// names, ids or states. What it returns is data: it is validated here and
// then goes through the same resolution, plan, monitor and risk gate as the
// grammar's IR (package turn).
package llm

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
	"os"
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

// Config says where the model server is and which models to use.
type Config struct {
	// Host is the server, as host:port or a URL; empty means OLLAMA_HOST,
	// or DefaultHost when that is unset too.
	Host string
	// Chat is the chat model (e.g. "qwen2.5:0.5b"); empty switches the
	// compile fallback and model repair off. (The embedding model of the
	// models block is the index's.)
	Chat string
	// Timeout bounds one request (DefaultTimeout when 0).
	Timeout time.Duration
	// Failures is how many failures in a row open the breaker
	// (DefaultFailures when 0). A server that refuses the connection, or
	// lacks the model, opens it at once.
	Failures int
	// Cooldown is how long an open breaker refuses requests before it lets
	// one through to probe the server (DefaultCooldown when 0).
	Cooldown time.Duration
	// Logger receives diagnostics (discarded when nil): one warning when
	// the server stops answering, one note when it answers again.
	Logger *slog.Logger
	// Clock gives the time for the breaker (time.Now when nil).
	Clock func() time.Time
}

// FromModels is the Config of a home's models block.
func FromModels(m home.Models) Config {
	return Config{Host: m.Host, Chat: m.Chat, Timeout: time.Duration(m.TimeoutMS) * time.Millisecond}
}

// Errors.
var (
	// ErrUnavailable says the model cannot be asked now: no model is
	// configured, or the breaker is open after failures. Callers degrade.
	ErrUnavailable = errors.New("llm: the model is not available")
	// ErrTooLong says an utterance is longer than MaxUtterance.
	ErrTooLong = errors.New("llm: utterance too long for the model")
)

// Client talks to one Ollama server. It is safe for concurrent use.
type Client struct {
	http    *http.Client
	chatURL string
	host    string
	chat    string
	timeout time.Duration
	log     *slog.Logger
	brk     *breaker
}

// New returns a client for cfg. It does no I/O: the server is first
// contacted by the first request.
func New(cfg Config) (*Client, error) {
	base, err := hostURL(cfg.Host)
	if err != nil {
		return nil, err
	}
	c := &Client{host: base.String(), chat: cfg.Chat, timeout: cfg.Timeout, log: cfg.Logger}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	if c.log == nil {
		c.log = slog.New(slog.DiscardHandler)
	}
	failures, cooldown, clock := cfg.Failures, cfg.Cooldown, cfg.Clock
	if failures <= 0 {
		failures = DefaultFailures
	}
	if cooldown <= 0 {
		cooldown = DefaultCooldown
	}
	if clock == nil {
		clock = time.Now
	}
	c.brk = &breaker{failures: failures, cooldown: cooldown, now: clock}
	transport := &http.Transport{
		Proxy:           nil, // the model server is local: never through a proxy
		DialContext:     (&net.Dialer{Timeout: 2 * time.Second}).DialContext,
		MaxIdleConns:    4,
		IdleConnTimeout: 90 * time.Second,
	}
	c.http = &http.Client{Transport: transport}
	c.chatURL = base.JoinPath("/api/chat").String()
	return c, nil
}

// hostURL reads a host the way OLLAMA_HOST is read: host, host:port or an
// http(s) URL; a bare host is served over http on port 11434.
func hostURL(host string) (*url.URL, error) {
	host = strings.TrimSpace(host)
	if host == "" {
		host = strings.TrimSpace(os.Getenv("OLLAMA_HOST"))
	}
	if host == "" {
		host = DefaultHost
	}
	bare := !strings.Contains(host, "://")
	if bare {
		host = "http://" + host
	}
	u, err := url.Parse(host)
	if err != nil || u.Hostname() == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, fmt.Errorf("llm: bad model host %q: want host:port or an http URL", host)
	}
	if bare && u.Port() == "" {
		u.Host = net.JoinHostPort(u.Hostname(), "11434")
	}
	return u, nil
}

// Host is the server's URL.
func (c *Client) Host() string { return c.host }

// State is the breaker's state: "closed" (requests go through), "open"
// (requests fail with ErrUnavailable until the cooldown ends) or
// "half-open" (the next request probes the server).
func (c *Client) State() string { return c.brk.state() }

// call runs one request through the breaker, with the timeout, and counts
// its failure or success. A request ended by the caller's own context is
// neither.
func (c *Client) call(ctx context.Context, fn func(ctx context.Context) error) error {
	if !c.brk.allow() {
		return ErrUnavailable
	}
	rctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	err := fn(rctx)
	if err != nil && ctx.Err() != nil {
		c.brk.abandon()
		return ctx.Err()
	}
	switch c.brk.done(err, hard(err)) {
	case wentDown:
		c.log.Warn("model server not answering; words the grammar does not know are not understood until it does", "host", c.host, "err", err)
	case cameBack:
		c.log.Info("model server answering again", "host", c.host)
	}
	if err != nil {
		c.log.Debug("model request failed", "host", c.host, "err", err)
		return fmt.Errorf("llm: %s: %w", c.host, err)
	}
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

// message is one chat message.
type message struct {
	role, content string
}

// chatJSON sends messages to the chat model with the JSON schema as the
// response format, at temperature 0, and returns the answer's text.
func (c *Client) chatJSON(ctx context.Context, msgs []message, format []byte) (string, error) {
	if c.chat == "" {
		return "", ErrUnavailable
	}
	stream := false
	req := &api.ChatRequest{
		Model:   c.chat,
		Stream:  &stream,
		Format:  format,
		Options: map[string]any{"temperature": 0, "num_predict": maxAnswerTokens},
	}
	for _, m := range msgs {
		req.Messages = append(req.Messages, api.Message{Role: m.role, Content: m.content})
	}
	var out string
	err := c.call(ctx, func(ctx context.Context) error {
		var err error
		out, err = c.post(ctx, req)
		return err
	})
	return out, err
}

// maxBody bounds the body of an answer.
const maxBody = 1 << 20

// post sends one chat request and returns the text of the answer: one
// api.ChatResponse, or the lines of a streamed answer joined. An HTTP error
// is an api.StatusError, as the api package's own client gives it. (That
// client, api.Client.Chat, reads every answer through an 8 MiB buffer it
// allocates per call: too much for a Pi; the types are the package's.)
func (c *Client) post(ctx context.Context, req *api.ChatRequest) (string, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return "", err
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, c.chatURL, bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	hr.Header.Set("Content-Type", "application/json")
	res, err := c.http.Do(hr)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	r := io.LimitReader(res.Body, maxBody)
	if res.StatusCode >= http.StatusBadRequest {
		data, _ := io.ReadAll(r)
		se := api.StatusError{StatusCode: res.StatusCode, Status: res.Status}
		if json.Unmarshal(data, &se) != nil || se.ErrorMessage == "" {
			se.ErrorMessage = strings.TrimSpace(string(data))
		}
		return "", se
	}
	var out strings.Builder
	dec := json.NewDecoder(r)
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

// maxAnswerTokens bounds the length of one answer of the model.
const maxAnswerTokens = 256

// transition is what a request's end did to the breaker.
type transition int

const (
	steady   transition = iota
	wentDown            // the first failure after a success (or ever)
	cameBack            // the first success after failures
)

// breaker opens after failures in a row (or one hard failure), refuses
// requests while open, lets one probe through after the cooldown, and
// closes on a success.
type breaker struct {
	mu        sync.Mutex
	failures  int
	cooldown  time.Duration
	now       func() time.Time
	fails     int       // failures in a row
	down      bool      // failing since the last success
	openUntil time.Time // zero when closed
	probing   bool
}

func (b *breaker) allow() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case b.openUntil.IsZero():
		return true
	case b.probing || b.now().Before(b.openUntil):
		return false
	}
	b.probing = true
	return true
}

// abandon forgets a request that its caller cancelled.
func (b *breaker) abandon() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.probing = false
}

func (b *breaker) done(err error, hard bool) transition {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.probing = false
	if err == nil {
		t := steady
		if b.down {
			t = cameBack
		}
		b.fails, b.down, b.openUntil = 0, false, time.Time{}
		return t
	}
	b.fails++
	if hard || b.fails >= b.failures || !b.openUntil.IsZero() {
		b.openUntil = b.now().Add(b.cooldown)
	}
	if b.down {
		return steady
	}
	b.down = true
	return wentDown
}

func (b *breaker) state() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case b.openUntil.IsZero():
		return "closed"
	case b.now().Before(b.openUntil) || b.probing:
		return "open"
	}
	return "half-open"
}
