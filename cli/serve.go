package cli

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/netip"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"edge/drivers/mqtt"
	"edge/home"
	"edge/internal/metrics"
	"edge/serve"
	"edge/store"
	"edge/turn"
)

const serveAbout = `Serve the home of a database to Home Assistant, voice satellites and scripts:

  HTTP (--http): POST /v1/ask {text, session, room, dry_run} answers one turn
  as edge ask --json does; GET /v1/devices, GET /v1/audit, GET /healthz,
  GET /metrics (Prometheus text: turns by outcome and source, their latency,
  driver errors, model requests); and POST /api/conversation/process in Home
  Assistant's conversation API shape. Each turn is logged in one line
  (session, channel, outcome, devices acted on, latency; never the words).
  Wyoming (--wyoming): describe, then transcript → handled / not-handled, for
  Home Assistant's Wyoming integration.

A session (HTTP "session" or Home Assistant's conversation_id, Wyoming's
context.conversation_id) carries "which one?" and "are you sure?" to the
next turn. Both listen on loopback by default. Three bearer tokens are
created on first start, each in a 0600 file beside the database, and each
does one thing: the metrics token (.metrics.token) reads GET /metrics only,
for Prometheus; the control token (.token, or --token-file) asks turns
(/v1/ask, the conversation API, /v1/devices) and reads /metrics, for Home
Assistant and scripts; the admin token (.admin.token) also reads the audit
log and takes a backup. Every HTTP client, loopback included, must send one
as "Authorization: Bearer TOKEN" on every route but /healthz, with JSON
bodies (Content-Type: application/json). Requests from web pages (with an
Origin header) are refused. --no-token, for tests, drops the tokens (but the
admin token of a backup) and then allows HTTP on loopback only.

Connections: all of loopback is one client, and so is each token's holder
and each listed satellite: each holds at most 16 connections, and 32 of
the 128 HTTP slots and 16 of the 64 Wyoming slots are kept for token holders
and listed satellites, so that a flood with no token cannot keep Home
Assistant out.

The control socket beside the database (.sock) takes edge import, edge
backup and the commands edge serve runs for edge ask, devices and audit: it
answers only its own user, root, and the members of --control-group; no
secret crosses it.
Wyoming has no authentication: only loopback and the --wyoming-allow peers
may use it, and when the home lists satellites (--wyoming-satellites-only,
on by default then) a transcript that names none of them may only read and
act at low risk, and confirms nothing. SIGTERM or Ctrl-C stops it gracefully: turns under way finish.

With an mqtt block in the home, edge serve also joins the home's broker as
its gateway (mqtt.gateway): it says it is online on edge/GATEWAY/status (a
last will says offline), and carries out the requests of other gateways for
its own devices (edge/GATEWAY/request) through its monitor, risk gate and
audit log; a request that would need a person's yes is refused. Requests
and replies between gateways are sealed with the key they share
(mqtt.gateway_key_file), within a minute of their clocks, each once; any
other is dropped. With
mqtt.discovery it publishes Home Assistant MQTT discovery for its own
devices (one config per device on homeassistant/device/OBJECT/config; a
device that leaves the home, also by a live import, has its config
cleared), their states on edge/GATEWAY/ID/state, and takes Home
Assistant's commands on edge/GATEWAY/ID/set the same way.

examples:
  edge serve --db /var/lib/edge/edge.db
  edge serve --db edge.db --http 0.0.0.0:8650 --wyoming 0.0.0.0:10700 --wyoming-allow 192.168.1.20
  curl -s localhost:8650/v1/ask -H "Authorization: Bearer $(cat edge.db.token)" \
    -H 'Content-Type: application/json' -d '{"text": "turn on the kitchen light", "session": "s1"}'`

type serveFlags struct {
	db, http, wyoming, tokenFile, allow string
	metricsTokenFile, adminTokenFile    string
	controlGroup                        string
	rate                                float64
	burst                               int
	noToken, noModel, verbose           bool
	satellitesOnly                      autoBool
}

// autoBool is a boolean flag that also knows whether it was given.
type autoBool struct{ set, on bool }

func (b *autoBool) String() string {
	if b == nil || !b.set {
		return "auto"
	}
	return strconv.FormatBool(b.on)
}

func (b *autoBool) Set(s string) error {
	on, err := strconv.ParseBool(s)
	if err != nil {
		return errors.New("want true or false")
	}
	b.set, b.on = true, on
	return nil
}

func (b *autoBool) IsBoolFlag() bool { return true }

// satellitesOnly is the serve option of --wyoming-satellites-only.
func (b autoBool) satellitesOnly() serve.SatellitesOnly {
	switch {
	case !b.set:
		return serve.SatellitesOnlyAuto
	case b.on:
		return serve.SatellitesOnlyOn
	}
	return serve.SatellitesOnlyOff
}

// serveMemoryLimit is the soft limit of the memory the Go runtime of edge
// serve takes (debug.SetMemoryLimit), unless the environment sets
// GOMEMLIMIT; the collector otherwise runs at Go's default pace (GOGC).
const serveMemoryLimit = 24 << 20

// restAfter is how long edge serve waits after a turn, with no other
// turn, before it gives back what the turns took (rest); restBusy how
// often at most it gives it back while turns keep coming, but at once
// after a turn of restHeavy or more (one on thousands of devices, which
// reads and writes megabytes of the database).
const (
	restAfter = time.Second
	restBusy  = 2 * time.Second
	restHeavy = 100 * time.Millisecond
)

func runServe(e *env, args []string) error {
	var f serveFlags
	fs := e.flags("serve", "--db FILE [--http ADDR] [--wyoming ADDR] [flags]", serveAbout)
	fs.StringVar(&f.db, "db", "", "database `file` (import a home into it first)")
	fs.StringVar(&f.http, "http", "127.0.0.1:8650", "HTTP listen `address`, or off")
	fs.StringVar(&f.wyoming, "wyoming", "127.0.0.1:10700", "Wyoming listen `address`, or off")
	fs.StringVar(&f.tokenFile, "token-file", "", "control token `file` (default: the database's path + .token)")
	fs.StringVar(&f.metricsTokenFile, "metrics-token-file", "", "metrics token `file` (default: the database's path + .metrics.token)")
	fs.StringVar(&f.adminTokenFile, "admin-token-file", "", "admin token `file` (default: the database's path + .admin.token)")
	fs.StringVar(&f.controlGroup, "control-group", "", "a `group` whose members may also use the control socket (edge import, ask, devices, audit, backup)")
	fs.BoolVar(&f.noToken, "no-token", false, "for tests: serve HTTP without the bearer token (loopback only, with a warning)")
	fs.StringVar(&f.allow, "wyoming-allow", "", "comma-separated `addresses` or CIDR prefixes of other hosts allowed to speak Wyoming")
	fs.Var(&f.satellitesOnly, "wyoming-satellites-only", "a Wyoming transcript that names no satellite of the home may only read and act at low risk (default: when the home lists satellites)")
	fs.Float64Var(&f.rate, "rate", serve.DefaultRate, "requests (or Wyoming events) per second per client; 0 for no limit")
	fs.IntVar(&f.burst, "burst", serve.DefaultBurst, "requests a client may make at once before the rate applies")
	fs.BoolVar(&f.noModel, "no-model", false, "never ask the local model of the home's models block")
	fs.BoolVar(&f.verbose, "verbose", false, "log every request")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(rest) > 0:
		return usagef("unexpected argument %q", rest[0])
	case f.db == "":
		return usagef("need --db FILE (edge import --db FILE HOME_FILE makes one)")
	case f.http == "off" && f.wyoming == "off":
		return usagef("--http and --wyoming are both off: nothing to serve")
	case f.rate < 0:
		return usagef("--rate must be 0 or more")
	case f.burst < 1:
		return usagef("--burst must be 1 or more")
	}
	for _, a := range []struct{ flag, addr string }{{"--http", f.http}, {"--wyoming", f.wyoming}} {
		if _, _, err := net.SplitHostPort(a.addr); err != nil && a.addr != "off" {
			return usagef("%s %q: want HOST:PORT or off", a.flag, a.addr)
		}
	}
	if f.noToken && f.http != "off" {
		if ap, err := netip.ParseAddrPort(f.http); err != nil || !ap.Addr().IsLoopback() {
			return usagef("--no-token: --http must be a loopback address (127.0.0.1:PORT or [::1]:PORT), not %q", f.http)
		}
	}
	allow, err := parseAllow(f.allow)
	if err != nil {
		return err
	}
	level := slog.LevelInfo
	if f.verbose {
		level = slog.LevelDebug
	}
	logger := slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: level}))

	if os.Getenv("GOMEMLIMIT") == "" {
		// A turn on thousands of devices takes megabytes for a moment:
		// the limit has the collector run sooner then, and gives the
		// memory back to the system after.
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(serveMemoryLimit))
	}
	if err := mustExist(f.db); err != nil {
		return err
	}
	db, err := store.Open(f.db)
	if err != nil {
		return err
	}
	defer db.Close()
	h, err := db.HomeWithoutState()
	if err != nil {
		return fmt.Errorf("%s: %w", f.db, err)
	}
	tokens, err := loadTokens(&f, logger)
	if err != nil {
		return err
	}
	if toSet, err := db.PINToSet(); err == nil && toSet {
		logger.Warn("this database was restored from a backup, which never holds the PIN: no PIN confirms a critical action until the home file is imported again (edge import --db " + f.db + " HOME_FILE)")
	}
	control, err := controlAccess(f.controlGroup)
	if err != nil {
		return err
	}
	// the gateway (below) publishes the states the engine's drivers see.
	var gateway atomic.Pointer[mqtt.Gateway]
	observe := func(dev *home.Device, state map[string]any) {
		if g := gateway.Load(); g != nil {
			g.Observe(dev, state)
		}
	}
	// a timer that rings is told through the server (below), which runs
	// the timers only while it serves.
	reg := metrics.New()
	var ringer atomic.Pointer[serve.Server]
	onDue := func(r turn.Ring) {
		if s := ringer.Load(); s != nil {
			s.Ring(r)
		}
	}
	// each turn is told to the metrics, and to resting (below).
	turns, heavy := make(chan struct{}, 1), new(atomic.Bool)
	eng, err := newEngine(e, db, turn.Options{Logger: logger, Observe: observe, OnDue: onDue, Metrics: turnSink{reg, turns, heavy}, Home: h}, !f.noModel, logger)
	if err != nil {
		return err
	}
	defer eng.Close()
	stopResting := resting(e.ctx, func() {
		if err := db.Release(); err != nil {
			logger.Debug("letting go of the database's pages", "err", err)
		}
		debug.FreeOSMemory()
	}, turns, heavy, restAfter, restBusy)
	defer stopResting()
	var imported func(*home.Home)
	if mqtt.LacksGatewayKey(h) {
		logger.Warn("the devices of other gateways fail until the gateways share a key: " + mqtt.ErrNoGatewayKey.Error())
	}
	if h.MQTT.URL != "" {
		gw, err := startGateway(h, eng, logger)
		if err != nil {
			return err
		}
		defer gw.Close()
		gateway.Store(gw)
		publishSimStates(db, h, gw)
		// a live import changes the devices Home Assistant is told of.
		imported = func(h *home.Home) {
			gw.SetHome(h)
			publishSimStates(db, h, gw)
		}
	}
	rate := f.rate
	if rate == 0 {
		rate = -1
	}
	srv, err := serve.New(serve.Options{Engine: eng, DB: db, Token: tokens[0], MetricsToken: tokens[1], AdminToken: tokens[2], NoToken: f.noToken,
		WyomingAllow: allow, WyomingSatellitesOnly: f.satellitesOnly.satellitesOnly(), Rate: rate, Burst: f.burst, Version: version(), Metrics: reg, Logger: logger, Clock: e.now})
	if err != nil {
		return err
	}
	ringer.Store(srv)
	httpLn, err := listen("--http", f.http)
	if err != nil {
		return err
	}
	wyLn, err := listen("--wyoming", f.wyoming)
	if err != nil {
		if httpLn != nil {
			httpLn.Close()
		}
		return err
	}
	attrs := []any{"db", f.db, "token_file", f.tokenFile, "metrics_token_file", f.metricsTokenFile, "admin_token_file", f.adminTokenFile}
	if h.MQTT.URL != "" {
		attrs = append(attrs, "mqtt", h.MQTT.URL, "gateway", h.MQTT.Gateway)
	}
	for _, l := range []struct {
		name string
		ln   net.Listener
	}{{"http", httpLn}, {"wyoming", wyLn}} {
		if l.ln == nil {
			continue
		}
		attrs = append(attrs, l.name, l.ln.Addr().String())
		if ap, err := netip.ParseAddrPort(l.ln.Addr().String()); err == nil && !ap.Addr().IsLoopback() {
			logger.Warn("listening beyond loopback", "listener", l.name, "addr", ap.String())
		}
	}
	ctl, err := listenControl(f.db, control)
	if err != nil {
		return err
	}
	controlled := make(chan struct{})
	go func() {
		serveControl(e.ctx, ctl, &held{db: db, eng: eng, imported: imported}, control, logger, e.now)
		close(controlled)
	}()
	defer func() {
		ctl.Close()
		<-controlled
	}()
	logger.Info("serving", attrs...)
	if err := srv.Run(e.ctx, httpLn, wyLn); err != nil {
		return err
	}
	logger.Info("stopped")
	return nil
}

// turnSink tells the metrics of each turn, and turns that one was
// answered; heavy, that one took restHeavy or more.
type turnSink struct {
	metrics.Sink
	turns chan<- struct{}
	heavy *atomic.Bool
}

func (s turnSink) Turn(source, outcome string, took time.Duration) {
	s.Sink.Turn(source, outcome, took)
	if took >= restHeavy {
		s.heavy.Store(true)
	}
	select {
	case s.turns <- struct{}{}:
	default:
	}
}

// resting gives back, with give, now and whenever after has passed since
// the last turn with none after it, what the turns took: the database
// pages read (store.DB.Release; at start, the whole home and its index),
// and the memory the runtime holds beyond what is live
// (debug.FreeOSMemory: a turn on thousands of devices takes megabytes for
// a moment). A server never quiet that long does so after a turn once busy
// has passed since it last did, or at once when heavy says a turn took
// restHeavy or more. It stops when the returned function is called.
func resting(ctx context.Context, give func(), turns <-chan struct{}, heavy *atomic.Bool, after, busy time.Duration) (stop func()) {
	var rested time.Time
	rest := func() {
		give()
		rested = time.Now()
	}
	rest()
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		quiet := time.NewTimer(after)
		quiet.Stop()
		for {
			select {
			case <-ctx.Done():
				quiet.Stop()
				return
			case <-turns:
				if heavy.Swap(false) || time.Since(rested) >= busy {
					rest()
				}
				quiet.Reset(after)
			case <-quiet.C:
				rest()
			}
		}
	}()
	return func() {
		cancel()
		<-done
	}
}

// startGateway puts the gateway on the home's broker: it says it is
// online, and carries out the requests of other gateways through the
// engine, as calls (monitor, risk gate, audit log).
func startGateway(h *home.Home, eng *turn.Engine, logger *slog.Logger) (*mqtt.Gateway, error) {
	return mqtt.StartGateway(mqtt.GatewayOptions{Home: h, Log: logger, Version: version(), Call: func(ctx context.Context, r mqtt.Request) mqtt.Reply {
		res := eng.Call(ctx, turn.Call{Device: r.Device, Command: r.Command, Args: r.Args, Channel: "mqtt", Source: r.Source})
		return mqtt.Reply{Status: res.Status, State: res.State, Error: res.Error}
	}})
}

// publishSimStates tells Home Assistant the state of the simulated
// devices, which is known without asking a device (the gateway drops
// those of devices it does not publish).
func publishSimStates(db *store.DB, h *home.Home, gw *mqtt.Gateway) {
	if !h.MQTT.Discovery {
		return
	}
	for i := range h.Devices {
		dev := &h.Devices[i]
		if dev.DriverKind() != "sim" {
			continue
		}
		state, err := db.State(dev.ID)
		if err != nil || len(state) == 0 {
			state = dev.State
		}
		if len(state) > 0 {
			gw.Observe(dev, state)
		}
	}
}

// listen opens a TCP listener, or none for "off".
func listen(flag, addr string) (net.Listener, error) {
	if addr == "off" {
		return nil, nil
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	return ln, nil
}

// parseAllow reads --wyoming-allow: addresses or CIDR prefixes.
func parseAllow(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		if p, err := netip.ParsePrefix(f); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, usageError{errors.New("--wyoming-allow: " + f + " is not an address or a CIDR prefix")}
		}
		out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
	}
	return out, nil
}

// loadTokens loads (or creates) the control, metrics and admin tokens of
// edge serve, in that order, filling in the flags' default files.
func loadTokens(f *serveFlags, logger *slog.Logger) ([3]string, error) {
	var out [3]string
	for i, t := range []struct {
		file *string
		def  func(string) string
		name string
	}{{&f.tokenFile, serve.TokenPath, "control"}, {&f.metricsTokenFile, serve.MetricsTokenPath, "metrics"}, {&f.adminTokenFile, serve.AdminTokenPath, "admin"}} {
		if *t.file == "" {
			*t.file = t.def(f.db)
		}
		token, created, err := serve.LoadToken(*t.file)
		if err != nil {
			return out, err
		}
		if created {
			logger.Info("created the "+t.name+" token", "file", *t.file)
		}
		out[i] = token
	}
	return out, nil
}
