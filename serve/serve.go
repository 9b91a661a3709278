// Package serve owns `edge serve`: how edge meets the world. It serves the
// turns of one turn.Engine over
//
//   - HTTP JSON (http.go): POST /v1/ask (CONTRACT §3 for each turn),
//     GET /v1/devices, GET /v1/audit, GET /healthz, GET /metrics (the
//     Prometheus text of a metrics.Registry, metrics.go), and Home Assistant's
//     POST /api/conversation/process in Home Assistant's shapes
//     (conversation.go);
//   - the Wyoming protocol (wyoming.go), as a "handle" service: describe →
//     info, transcript → handled or not-handled, so that Home Assistant's
//     Wyoming integration and voice satellites can use edge as their
//     conversation agent.
//
// It also owns what keeps that safe (security.go, tokens.go, slots.go):
// the bearer tokens of three scopes (metrics, control, admin), each
// created on first start in a 0600 file beside the database, one of which
// every HTTP client must send, loopback included, on every route but
// /healthz;
// JSON bodies only, and no request from a web page (no CORS); which non-loopback peers may speak
// Wyoming (the protocol has no authentication); limits on bodies, header
// lines, utterances, session ids and connections, counted by client (all
// of loopback one, each token's holder one) with slots kept for token
// holders and listed satellites; a rate limit per client;
// read, write and idle timeouts; and a graceful shutdown in which turns
// under way finish before Run returns.
//
// A session is named by its channel and the id the client gives
// ("http:ID", "wyoming:ID") and belongs to its client (turn.Request.Client:
// the token holder of /v1/ask, a Home Assistant device_id, a Wyoming peer
// and satellite), so no other client answers its questions, confirms its
// actions or sees its timers; sessions live in the store and are swept
// after turn.SessionTTL. The package prints nothing and never exits:
// diagnostics go to the slog.Logger it is given, never with the token.
package serve

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"sync"
	"time"

	"edge/internal/metrics"
	"edge/store"
	"edge/turn"
)

// Limits on what one client may send.
const (
	// MaxBody is the largest HTTP request body, in bytes (413 beyond).
	MaxBody = 64 << 10
	// MaxHeaderBytes is the largest set of HTTP request headers.
	MaxHeaderBytes = 16 << 10
	// MaxText is the longest utterance, in characters: a spoken command is
	// far shorter, and every turn's words go to the audit log.
	MaxText = 1000
	// MaxSession is the longest session id, in bytes.
	MaxSession = 128
	// MaxHTTPConns and MaxWyomingConns bound the connections served at
	// once; HTTPConnsKept and WyomingConnsKept of them are kept for
	// trusted clients (token holders, listed satellites), so that
	// connections with no token take at most the rest. MaxConnsPerClient
	// bounds one client's connections: all of loopback is one client, and
	// so is each token's holder and each listed satellite (slots.go). A
	// connection beyond them is a probation connection (at most
	// MaxHTTPOverflow or MaxWyomingOverflow, each for at most
	// OverflowTimeout, the oldest closed to make room): it is served
	// /healthz (Wyoming: describe and ping), and a request with a token or
	// a transcript naming a listed satellite, which moves it to a slot of
	// its own; nothing else.
	MaxHTTPConns       = 128
	HTTPConnsKept      = 32
	MaxWyomingConns    = 64
	WyomingConnsKept   = 16
	MaxConnsPerClient  = 16
	MaxHTTPOverflow    = 64
	MaxWyomingOverflow = 16
	// DefaultRate and DefaultBurst are the rate limit per client
	// (requests or Wyoming events per second, and the burst allowed).
	DefaultRate  = 10
	DefaultBurst = 20
)

// Timeouts.
const (
	// ReadHeaderTimeout and ReadTimeout bound reading an HTTP request's
	// headers and the whole request.
	ReadHeaderTimeout = 5 * time.Second
	ReadTimeout       = 15 * time.Second
	// WriteTimeout bounds handling a request and writing the response: a
	// turn that asks the local model may take its three requests.
	WriteTimeout = 75 * time.Second
	// IdleTimeout closes a keep-alive HTTP connection, or a Wyoming
	// connection, that sent nothing for this long.
	IdleTimeout = 60 * time.Second
	// HandshakeTimeout bounds the wait for a Wyoming connection's first
	// event.
	HandshakeTimeout = 10 * time.Second
	// OverflowTimeout bounds an overflow HTTP connection.
	OverflowTimeout = 2 * time.Second
	// ShutdownTimeout is how long Run waits for requests and turns under
	// way before it closes their connections.
	ShutdownTimeout = 30 * time.Second
	// SweepInterval is how often expired sessions are removed.
	SweepInterval = time.Minute
)

// Options configure a Server.
type Options struct {
	// Engine answers the turns (required).
	Engine *turn.Engine
	// DB is the engine's database: device state, the audit log, the
	// sessions (required).
	DB *store.DB
	// Token is the control token (tokens.go) every HTTP client must send,
	// loopback included, on every route but /healthz (required; see
	// LoadToken). MetricsToken and AdminToken are the tokens of the other
	// scopes (none when empty); no two tokens may be the same.
	Token, MetricsToken, AdminToken string
	// NoToken serves HTTP without asking for the token, for tests and
	// trials: Run then refuses an HTTP listener beyond loopback and logs a
	// warning. A backup still needs the admin token.
	NoToken bool
	// WyomingAllow lists the non-loopback peers allowed to speak Wyoming;
	// loopback peers always may.
	WyomingAllow []netip.Prefix
	// WyomingSatellitesOnly limits the Wyoming transcripts that name no
	// satellite the home lists (SatellitesOnly).
	WyomingSatellitesOnly SatellitesOnly
	// Rate is the number of requests (HTTP) or events (Wyoming) per
	// second allowed to one client, Burst how many at once: DefaultRate
	// and DefaultBurst when 0; a negative Rate means no limit.
	Rate  float64
	Burst int
	// Version is reported by /healthz and Wyoming's info.
	Version string
	// Metrics is what GET /metrics shows; the engine's Options.Metrics
	// fills it (an empty registry when nil).
	Metrics *metrics.Registry
	// Logger receives diagnostics (discarded when nil).
	Logger *slog.Logger
	// Clock gives the time (time.Now when nil).
	Clock func() time.Time
}

// Server serves one engine over HTTP and Wyoming. Create it with New.
type Server struct {
	eng   *turn.Engine
	db    *store.DB
	token []byte
	// metricsToken and adminToken are the other scopes' tokens (nil: none).
	metricsToken, adminToken []byte
	noToken                  bool
	wyAllow                  []netip.Prefix
	satOnly                  SatellitesOnly
	version                  string
	metrics                  *metrics.Registry
	log                      *slog.Logger
	now                      func() time.Time
	httpLimit                *limiter
	wyLimit                  *limiter
	httpSlots                *slots
	wySlots                  *slots
	wy                       wyoming
	// unknownSats are the satellites logged as not in the home.
	unknownSats unknownSatellites
	// turns is the context of every turn: not a client's, so that a turn
	// once begun is carried out whole even when its client goes away;
	// canceled only when a shutdown gives up waiting.
	turns       context.Context
	cancelTurns context.CancelFunc
}

// New checks the options and returns a server.
func New(opt Options) (*Server, error) {
	switch {
	case opt.Engine == nil:
		return nil, errors.New("serve: no engine")
	case opt.DB == nil:
		return nil, errors.New("serve: no database")
	}
	if err := checkTokens(opt.Token, opt.MetricsToken, opt.AdminToken); err != nil {
		return nil, err
	}
	s := &Server{eng: opt.Engine, db: opt.DB, token: []byte(opt.Token), metricsToken: []byte(opt.MetricsToken), adminToken: []byte(opt.AdminToken), noToken: opt.NoToken,
		wyAllow: opt.WyomingAllow, satOnly: opt.WyomingSatellitesOnly, version: opt.Version, metrics: opt.Metrics, log: opt.Logger, now: opt.Clock}
	if s.metrics == nil {
		s.metrics = metrics.New()
	}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.version == "" {
		s.version = "dev"
	}
	rate, burst := opt.Rate, opt.Burst
	if rate == 0 {
		rate = DefaultRate
	}
	if burst <= 0 {
		burst = DefaultBurst
	}
	s.httpLimit = newLimiter(rate, burst, s.now)
	s.wyLimit = newLimiter(rate, burst, s.now)
	s.httpSlots = newSlots(MaxHTTPConns, HTTPConnsKept, MaxHTTPOverflow, nil)
	s.wySlots = newSlots(MaxWyomingConns, WyomingConnsKept, MaxWyomingOverflow, s.listedPeer)
	s.wy.conns = map[*wyConn]struct{}{}
	s.turns, s.cancelTurns = context.WithCancel(context.Background())
	return s, nil
}

// Run serves HTTP on httpLn and Wyoming on wyLn (either may be nil) until
// ctx is done or a listener fails, and sweeps expired sessions and runs
// the engine's timers (turn.Engine.RunTimers) meanwhile.
// Then it shuts down gracefully: it stops accepting, lets the requests and
// turns under way finish (at most ShutdownTimeout), and returns. It returns
// nil after a shutdown asked for by ctx. Run closes the listeners; the
// caller closes the database after Run returns. A Server runs once.
func (s *Server) Run(ctx context.Context, httpLn, wyLn net.Listener) error {
	if httpLn == nil && wyLn == nil {
		return errors.New("serve: nothing to listen on")
	}
	if httpLn != nil && s.noToken {
		if !isLoopback(httpLn.Addr().String()) {
			httpLn.Close()
			if wyLn != nil {
				wyLn.Close()
			}
			return fmt.Errorf("serve: without a token, HTTP may listen on loopback only, not on %s", httpLn.Addr())
		}
		s.log.Warn("serving HTTP without a bearer token: every local process may act; use this for tests only")
	}
	failed := make(chan error, 2)
	var srv *http.Server
	if httpLn != nil {
		srv = &http.Server{
			Handler:           s.Handler(),
			ReadHeaderTimeout: ReadHeaderTimeout,
			ReadTimeout:       ReadTimeout,
			WriteTimeout:      WriteTimeout,
			IdleTimeout:       IdleTimeout,
			MaxHeaderBytes:    MaxHeaderBytes,
			ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelDebug),
		}
		ln := s.httpSlots.listen(httpLn)
		srv.ConnContext = func(ctx context.Context, c net.Conn) context.Context {
			if sc, ok := c.(*slotConn); ok {
				return context.WithValue(ctx, connKey{}, sc)
			}
			return ctx
		}
		go func() {
			if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
				failed <- err
			}
		}()
	}
	if wyLn != nil {
		wyLn = s.wySlots.listen(wyLn)
		go func() {
			if err := s.serveWyoming(wyLn); err != nil {
				failed <- err
			}
		}()
	}
	sweepDone := make(chan struct{})
	sweepCtx, stopSweep := context.WithCancel(context.Background())
	go func() {
		defer close(sweepDone)
		s.sweep(sweepCtx)
	}()
	timersDone := make(chan struct{})
	go func() {
		defer close(timersDone)
		s.eng.RunTimers(sweepCtx)
	}()

	var runErr error
	select {
	case <-ctx.Done():
	case runErr = <-failed:
	}
	s.log.Info("shutting down: finishing the requests under way")
	shutCtx, cancel := context.WithTimeout(context.Background(), ShutdownTimeout)
	defer cancel()
	var wg sync.WaitGroup
	if srv != nil {
		wg.Go(func() {
			if err := srv.Shutdown(shutCtx); err != nil {
				s.log.Warn("HTTP requests still under way at the shutdown deadline; closing them", "err", err)
				s.cancelTurns()
				srv.Close()
			}
		})
	}
	if wyLn != nil {
		wg.Go(func() {
			wyLn.Close()
			s.shutdownWyoming(shutCtx)
		})
	}
	wg.Wait()
	s.cancelTurns()
	stopSweep()
	<-sweepDone
	<-timersDone
	return runErr
}

// sweep removes expired sessions every SweepInterval until ctx is done.
func (s *Server) sweep(ctx context.Context) {
	t := time.NewTicker(SweepInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if _, err := s.ExpireSessions(); err != nil {
				s.log.Error("expiring sessions", "err", err)
			}
		}
	}
}

// ExpireSessions removes the sessions quiet for longer than
// turn.SessionTTL and returns how many it removed.
func (s *Server) ExpireSessions() (int, error) {
	n, err := s.db.ExpireSessions(s.now().Add(-turn.SessionTTL))
	if n > 0 && err == nil {
		kept, err := s.db.CountSessions("")
		s.log.Debug("expired sessions", "count", n, "kept", kept, "err", err)
	}
	return n, err
}

// ask runs one turn on a channel's session, named "CHANNEL:ID", of the
// client (turn.Request.Client, Unlisted: the client's fields).
func (s *Server) ask(channel, session string, req turn.Request) turn.Result {
	req.Channel, req.Session = channel, channel+":"+session
	return s.eng.Ask(s.turns, req)
}

// connKey holds a request's connection (*slotConn) in its context.
type connKey struct{}
