package serve

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"edge/llm"
	"edge/ollama"
	"edge/ollama/ollamatest"
	"edge/turn"
)

// guard bounds a wait for what must happen, so that a server that stalls
// fails the test instead of hanging it; it is not a timed assertion.
const guard = 30 * time.Second

// withModel gives the engine a model on the fake server.
func withModel(t testing.TB, fake *ollamatest.Server) func(*turn.Options) {
	return func(o *turn.Options) {
		server, err := ollama.New(ollama.Config{Host: fake.URL(), Timeout: 2 * guard})
		if err != nil {
			t.Fatal(err)
		}
		o.Model = llm.New(server, "held")
	}
}

// TestModelStallsOnlyItsTurn: while one session's turn waits for a model
// that does not answer, another session's grammar turn is answered, over
// HTTP and over Wyoming; the model is let go only after those answers.
func TestModelStallsOnlyItsTurn(t *testing.T) {
	entered, release := make(chan struct{}), make(chan struct{})
	fake := ollamatest.New(t, ollamatest.Reply{Content: "{}", Entered: entered, Release: release})
	fake.Always(ollamatest.Reply{Content: "{}"})
	f := newFixtureWith(t, nil, withModel(t, fake), nil)
	addr, wyAddr, _ := f.run(t, true, true)
	c := client()
	c.Timeout = guard
	held := make(chan turn.Result, 1)
	go func() {
		resp, err := c.Post("http://"+addr+"/v1/ask", "application/json", strings.NewReader(askBody(t, "the place feels gloomy and dull somehow", "slow")))
		if err != nil {
			held <- turn.Result{Outcome: err.Error()}
			return
		}
		defer resp.Body.Close()
		held <- decodeResult(t, resp.Body)
	}()
	select {
	case <-entered:
	case <-time.After(guard):
		t.Fatal("the turn never asked the model")
	}
	if r := postAsk(t, c, "http://"+addr, "turn on the kitchen light", "quick"); r.Outcome != turn.Done {
		t.Errorf("the grammar turn while the model is held: %s (%s)", summary(r), r.Say)
	}
	w := dialWyoming(t, wyAddr)
	w.send("transcript", transcript("turn off the kitchen light", "w"), false)
	if ev := w.read(); ev.Type != "handled" {
		t.Errorf("the Wyoming turn while the model is held: %v", ev)
	}
	select {
	case r := <-held:
		t.Fatalf("the held turn answered before the model: %s", r.Outcome)
	default:
	}
	close(release)
	select {
	case r := <-held:
		if r.Source == "" || r.Outcome == "" {
			t.Errorf("the held turn: %+v", r)
		}
	case <-time.After(guard):
		t.Fatal("the held turn never answered after the model did")
	}
}

// idleHTTPConns is how many idle connections TestIdleConnections opens: more
// than every slot and overflow slot together.
const idleHTTPConns = 300

// dialIdle opens n idle TCP connections to addr, MaxConnsPerClient from
// each of 127.0.0.2, 127.0.0.3, ... (all of them loopback, one client)
func dialIdle(t testing.TB, addr string, n int) {
	t.Helper()
	for i := range n {
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(fmt.Sprintf("127.0.0.%d", 2+i/MaxConnsPerClient))}}
		c, err := d.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
	}
}

// healthz asks /healthz on a connection of its own from 127.0.0.1.
func healthz(addr string) (int, error) {
	tr := &http.Transport{DisableKeepAlives: true, DialContext: func(ctx context.Context, network, a string) (net.Conn, error) {
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.1")}}
		return d.DialContext(ctx, network, a)
	}}
	defer tr.CloseIdleConnections()
	ctx, cancel := context.WithTimeout(context.Background(), guard)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", "http://"+addr+"/healthz", nil)
	resp, err := tr.RoundTrip(req)
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return resp.StatusCode, nil
}

// BenchmarkHealthzIdle measures /healthz, each on a new connection,
// while idleHTTPConns idle connections are open.
func BenchmarkHealthzIdle(b *testing.B) {
	f := newFixture(b, nil, nil)
	addr, _, _ := f.run(b, true, false)
	dialIdle(b, addr, idleHTTPConns)
	b.ResetTimer()
	for range b.N {
		if code, err := healthz(addr); err != nil || code != 200 {
			b.Fatalf("/healthz: %d %v", code, err)
		}
	}
}

// BenchmarkGrammarTurnStalledModel measures a grammar turn (a question)
// over HTTP while another session's turn waits for a model that does not answer.
func BenchmarkGrammarTurnStalledModel(b *testing.B) {
	entered, release := make(chan struct{}), make(chan struct{})
	fake := ollamatest.New(b, ollamatest.Reply{Content: "{}", Entered: entered, Release: release})
	fake.Always(ollamatest.Reply{Content: "{}"})
	f := newFixtureWith(b, nil, withModel(b, fake), nil)
	addr, _, _ := f.run(b, true, false)
	c := client()
	c.Timeout = guard
	held := make(chan struct{})
	go func() {
		defer close(held)
		resp, err := c.Post("http://"+addr+"/v1/ask", "application/json", strings.NewReader(askBody(b, "the place feels gloomy and dull somehow", "slow")))
		if err == nil {
			resp.Body.Close()
		}
	}()
	select {
	case <-entered:
	case <-time.After(guard):
		b.Fatal("the turn never asked the model")
	}
	b.ResetTimer()
	for range b.N {
		// a question: commands would meet the device's rate limit.
		if r := postAsk(b, c, "http://"+addr, "is the kitchen light on", "quick"); r.Outcome != turn.Answer {
			b.Fatalf("a grammar turn: %s (%s)", summary(r), r.Say)
		}
	}
	b.StopTimer()
	close(release)
	<-held
}
