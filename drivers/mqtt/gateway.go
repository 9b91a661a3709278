package mqtt

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"edge/drivers"
	"edge/drivers/internal/conf"
	"edge/home"
)

// KindEdge is the driver kind of a device owned by another edge gateway
// on the home's broker.
const KindEdge = "edge"

// The topics of a gateway: it takes requests on edge/GATEWAY/request and
// the replies to its own requests on edge/GATEWAY/response.
func requestTopic(gateway string) string  { return "edge/" + gateway + "/request" }
func responseTopic(gateway string) string { return "edge/" + gateway + "/response" }

// maxMessage bounds a request or a reply.
const maxMessage = 64 << 10

// Request is a call asked of this gateway: by another gateway, or by Home
// Assistant.
type Request struct {
	Device  string
	Command string // a command of the device, or "read"
	Args    map[string]any
	// Source says who asked: "edge:GATEWAY" or "hass".
	Source string
}

// Reply is what became of a Request.
type Reply struct {
	Status string         `json:"status"` // done, failed or blocked
	State  map[string]any `json:"state,omitempty"`
	Error  string         `json:"error,omitempty"`
}

// Caller carries out a Request through the gateway's own monitor, risk
// gate and audit log (turn.Engine.Call does).
type Caller func(ctx context.Context, r Request) Reply

// wireRequest and wireReply are what goes on the broker.
type wireRequest struct {
	ID   string `json:"id"`
	From string `json:"from"`
	// TS is when it was sent, in Unix milliseconds (gatewayauth.go).
	TS      int64          `json:"ts"`
	Device  string         `json:"device"`
	Command string         `json:"command"`
	Args    map[string]any `json:"args,omitempty"`
}

type wireReply struct {
	ID   string `json:"id"`
	From string `json:"from"`
	TS   int64  `json:"ts"`
	Reply
}

// GatewayOptions configure a Gateway.
type GatewayOptions struct {
	// Home is the gateway's home: its mqtt block and its devices.
	Home *home.Home
	// Call carries out the requests.
	Call Caller
	// Log receives what the gateway does; nil discards it.
	Log *slog.Logger
	// Version is edge's, told to Home Assistant as the origin of the
	// discovery configs.
	Version string
}

// Gateway is a long-running edge on the home's broker (edge serve): it
// says it is online (edge/GATEWAY/status, with a last will "offline"),
// answers the requests of other gateways for the devices it owns, each
// through Call, and publishes its devices for Home Assistant (hass.go).
type Gateway struct {
	opt      GatewayOptions
	home     atomic.Pointer[home.Home]
	me       string
	conn     *Conn
	release  func()
	log      *slog.Logger
	ctx      context.Context
	cancel   context.CancelFunc
	requests sync.WaitGroup // the requests under way
	sem      chan struct{}
	// key seals the requests and replies between gateways (nil: the home
	// sets none, and the requests of other gateways are refused); seen
	// are the request ids taken within ReplayWindow.
	key    []byte
	seen   seen
	noKey  sync.Once
	unsubs []func()

	// Home Assistant discovery, and the states waiting to be published.
	hass      hass
	smu       sync.Mutex
	pending   map[string]map[string]any
	last      map[string]map[string]any // what was published, to publish again after a reconnection
	kick      chan struct{}
	publisher chan struct{} // closed when publishStates returns; nil without discovery
}

// MaxRequests bounds the requests a gateway carries out at once; more are
// answered "failed" at once.
const MaxRequests = 8

// requestTimeout bounds one request on the owning side.
const requestTimeout = 10 * time.Second

// StartGateway connects the gateway, announcing it, and starts answering
// requests. Close stops it.
func StartGateway(opt GatewayOptions) (*Gateway, error) {
	if opt.Home == nil || opt.Home.MQTT.URL == "" {
		return nil, errors.New("the home has no mqtt block")
	}
	cfg, err := ConfigOf(opt.Home.MQTT)
	if err != nil {
		return nil, err
	}
	log := opt.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	cfg.Status, cfg.Log = true, log
	key, err := ReadGatewayKey(opt.Home.MQTT.GatewayKeyFile)
	if err != nil && !errors.Is(err, ErrNoGatewayKey) {
		return nil, err
	}
	conn, release, err := Acquire(cfg)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	g := &Gateway{opt: opt, me: opt.Home.MQTT.Gateway, conn: conn, release: release, log: log, ctx: ctx, cancel: cancel, key: key,
		sem: make(chan struct{}, MaxRequests), pending: map[string]map[string]any{}, last: map[string]map[string]any{}, kick: make(chan struct{}, 1)}
	g.hass.sent, g.hass.stated = map[string]map[string]string{}, map[string]bool{}
	g.home.Store(opt.Home)
	sctx, scancel := context.WithTimeout(ctx, ConnectTimeout)
	defer scancel()
	unsub, err := conn.Subscribe(sctx, g.request, requestTopic(g.me))
	if err != nil {
		g.Close()
		return nil, err
	}
	g.unsubs = append(g.unsubs, unsub)
	if err := g.startHass(sctx, opt.Home); err != nil {
		g.Close()
		return nil, err
	}
	return g, nil
}

// request takes one request off the broker and answers it in a goroutine.
func (g *Gateway) request(m Message) {
	if len(m.Payload) > maxMessage || m.Retained {
		return
	}
	if g.key == nil {
		g.noKey.Do(func() {
			g.log.Warn("mqtt: a request from another gateway, refused: "+ErrNoGatewayKey.Error(), "topic", m.Topic)
		})
		return
	}
	var r wireRequest
	now := time.Now()
	if err := unseal(g.key, m.Topic, m.Payload, &r, func() int64 { return r.TS }, now); err != nil {
		g.log.Warn("mqtt: a request refused", "topic", m.Topic, "why", err.Error())
		return
	}
	if r.ID == "" || len(r.ID) > 64 || !home.GatewayName.MatchString(r.From) {
		g.log.Warn("mqtt: a request that is not one", "topic", m.Topic)
		return
	}
	if !g.seen.first(r.ID, now) {
		g.log.Warn("mqtt: a request refused: its id was seen already (a replay)", "topic", m.Topic, "from", r.From)
		return
	}
	select {
	case g.sem <- struct{}{}:
	default:
		g.reply(r, Reply{Status: "failed", Error: fmt.Sprintf("gateway %s is busy (%d requests under way); try again", g.me, MaxRequests)})
		return
	}
	g.requests.Add(1)
	go func() {
		defer g.requests.Done()
		defer func() { <-g.sem }()
		g.reply(r, g.answer(r))
	}()
}

// answer carries out a request for a device this gateway owns.
func (g *Gateway) answer(r wireRequest) Reply {
	h := g.home.Load()
	for i := range h.Devices {
		if dev := &h.Devices[i]; dev.ID == r.Device && dev.DriverKind() == KindEdge {
			gw, _ := dev.Driver.Config["gateway"].(string)
			return Reply{Status: "blocked", Error: fmt.Sprintf("%s is not gateway %s's own (gateway %s owns it)", r.Device, g.me, gw)}
		}
	}
	ctx, cancel := context.WithTimeout(g.ctx, requestTimeout)
	defer cancel()
	rep := g.opt.Call(ctx, Request{Device: r.Device, Command: r.Command, Args: r.Args, Source: "edge:" + r.From})
	g.log.Info("mqtt: request", "from", r.From, "device", r.Device, "command", r.Command, "status", rep.Status)
	return rep
}

func (g *Gateway) reply(r wireRequest, rep Reply) {
	topic, now := responseTopic(r.From), time.Now().UnixMilli()
	data, err := seal(g.key, topic, wireReply{ID: r.ID, From: g.me, TS: now, Reply: rep})
	if err != nil {
		data, _ = seal(g.key, topic, wireReply{ID: r.ID, From: g.me, TS: now, Reply: Reply{Status: "failed", Error: "the state could not be sent"}})
	}
	ctx, cancel := context.WithTimeout(g.ctx, ConnectTimeout)
	defer cancel()
	if err := g.conn.Publish(ctx, topic, data, false); err != nil {
		g.log.Warn("mqtt: replying to a request", "to", r.From, "err", err)
	}
}

// Close stops answering, waits for the requests under way and gives the
// connection back (the last user says the gateway is offline).
func (g *Gateway) Close() error {
	for _, u := range g.unsubs {
		u()
	}
	g.requests.Wait()
	g.cancel()
	if g.publisher != nil {
		<-g.publisher
	}
	g.release()
	return nil
}

func init() {
	drivers.RegisterKind(KindEdge, drivers.Kind{
		Open:        func(env drivers.Env) (drivers.Driver, error) { return openEdge(env) },
		Probe:       func(drivers.Env) (string, error) { return "through the home's MQTT broker (other edge gateways)", nil },
		CheckConfig: func(dev *home.Device) error { _, err := parseEdge(dev); return err },
	})
}

type edgeConfig struct {
	gateway, device string
	timeout         time.Duration
}

// parseEdge reads {kind: edge, gateway: NAME, device: ID, timeout_ms: N}.
func parseEdge(dev *home.Device) (edgeConfig, error) {
	b := conf.New(dev)
	c := edgeConfig{gateway: b.Required("gateway"), device: b.String("device", dev.ID)}
	c.timeout = time.Duration(b.Int("timeout_ms", maxTimeoutMS, 100, maxTimeoutMS)) * time.Millisecond
	if err := b.Err(); err != nil {
		return c, err
	}
	if !home.GatewayName.MatchString(c.gateway) {
		return c, fmt.Errorf("gateway: %q is not a gateway name (1 to 32 of a-z, 0-9, _ and -)", c.gateway)
	}
	if !home.ValidID(c.device) {
		return c, fmt.Errorf("device: %q is not a device id", c.device)
	}
	return c, nil
}

// edgeDriver sends the commands of devices owned by other gateways to
// them and waits for their replies.
type edgeDriver struct {
	env     drivers.Env
	conn    *Conn
	release func()
	me      string
	key     []byte

	mu      sync.Mutex
	waiting map[string]chan wireReply
	owners  map[string]*tracker // by gateway: its status
	unsubs  []func()
	running bool
}

func openEdge(env drivers.Env) (*edgeDriver, error) {
	if env.Home == nil {
		return nil, errors.New("no home")
	}
	key, err := ReadGatewayKey(env.Home.MQTT.GatewayKeyFile)
	if err != nil {
		return nil, err
	}
	conn, release, m, err := acquire(env)
	if err != nil {
		return nil, err
	}
	d := &edgeDriver{env: env, conn: conn, release: release, me: m.Gateway, key: key, waiting: map[string]chan wireReply{}, owners: map[string]*tracker{}, running: true}
	ctx, cancel := context.WithTimeout(context.Background(), ConnectTimeout)
	defer cancel()
	unsub, err := conn.Subscribe(ctx, d.received, responseTopic(d.me))
	if err != nil {
		d.Close()
		return nil, err
	}
	d.unsubs = append(d.unsubs, unsub)
	var gws []string
	for i := range env.Home.Devices {
		if dev := &env.Home.Devices[i]; dev.DriverKind() == KindEdge {
			if c, err := parseEdge(dev); err == nil {
				gws = append(gws, c.gateway)
			}
		}
	}
	if err := d.watch(ctx, gws...); err != nil {
		d.Close()
		return nil, err
	}
	return d, nil
}

// watch follows the status of the gateways.
func (d *edgeDriver) watch(ctx context.Context, gateways ...string) error {
	var filters []string
	d.mu.Lock()
	for _, gw := range gateways {
		if _, ok := d.owners[gw]; !ok {
			d.owners[gw] = newTracker()
			filters = append(filters, StatusTopic(gw))
		}
	}
	d.mu.Unlock()
	if len(filters) == 0 {
		return nil
	}
	unsub, err := d.conn.Subscribe(ctx, d.received, filters...)
	if err != nil {
		return err
	}
	d.mu.Lock()
	d.unsubs = append(d.unsubs, unsub)
	d.mu.Unlock()
	return nil
}

func (d *edgeDriver) received(m Message) {
	if gw, ok := strings.CutSuffix(strings.TrimPrefix(m.Topic, "edge/"), "/status"); ok {
		d.mu.Lock()
		t := d.owners[gw]
		d.mu.Unlock()
		if t != nil {
			switch strings.TrimSpace(string(m.Payload)) {
			case Online:
				t.setOnline(true)
			case Offline:
				t.setOnline(false)
			}
		}
		return
	}
	if len(m.Payload) > maxMessage || m.Retained {
		return
	}
	var r wireReply
	if err := unseal(d.key, m.Topic, m.Payload, &r, func() int64 { return r.TS }, time.Now()); err != nil {
		if d.env.Log != nil {
			d.env.Log.Warn("mqtt: a reply refused", "topic", m.Topic, "why", err.Error())
		}
		return
	}
	d.mu.Lock()
	ch := d.waiting[r.ID]
	delete(d.waiting, r.ID)
	d.mu.Unlock()
	if ch != nil {
		ch <- r
	}
}

// Do asks the owning gateway to carry out the command.
func (d *edgeDriver) Do(ctx context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error) {
	return d.ask(ctx, dev, command, args)
}

// Read asks the owning gateway for the device's state.
func (d *edgeDriver) Read(ctx context.Context, dev *home.Device) (map[string]any, error) {
	return d.ask(ctx, dev, "read", nil)
}

func (d *edgeDriver) ask(ctx context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error) {
	c, err := parseEdge(dev)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	if err := d.watch(ctx, c.gateway); err != nil {
		return nil, err
	}
	if err := d.conn.Ready(ctx); err != nil {
		return nil, err
	}
	d.mu.Lock()
	owner := d.owners[c.gateway]
	d.mu.Unlock()
	if _, _, _, on := owner.snapshot(); !on {
		return nil, drivers.Fail(drivers.ErrUnreachable, fmt.Errorf("gateway %s, which owns %s, is offline (%s); the command was not sent", c.gateway, c.device, StatusTopic(c.gateway)))
	}
	id := make([]byte, 16)
	_, _ = rand.Read(id)
	req := wireRequest{ID: hex.EncodeToString(id), From: d.me, TS: time.Now().UnixMilli(), Device: c.device, Command: command, Args: args}
	data, err := seal(d.key, requestTopic(c.gateway), req)
	if err != nil {
		return nil, err
	}
	ch := make(chan wireReply, 1)
	d.mu.Lock()
	d.waiting[req.ID] = ch
	d.mu.Unlock()
	defer func() {
		d.mu.Lock()
		delete(d.waiting, req.ID)
		d.mu.Unlock()
	}()
	if err := d.conn.Publish(ctx, requestTopic(c.gateway), data, false); err != nil {
		return nil, err
	}
	for {
		on, changed := owner.watch()
		if !on {
			return nil, drivers.Fail(drivers.ErrUnreachable, fmt.Errorf("gateway %s, which owns %s, went offline (%s); the command may not have run", c.gateway, c.device, StatusTopic(c.gateway)))
		}
		select {
		case r := <-ch:
			switch {
			case r.From != c.gateway:
				return nil, fmt.Errorf("the reply for %s came from %q, not gateway %s", c.device, r.From, c.gateway)
			case r.Status == "done":
				return r.State, nil
			case r.Error == "":
				return nil, fmt.Errorf("gateway %s: %s", c.gateway, r.Status)
			default:
				return nil, fmt.Errorf("gateway %s: %s: %s", c.gateway, r.Status, r.Error)
			}
		case <-changed:
		case <-ctx.Done():
			return nil, drivers.Fail(drivers.ErrNoAnswer, fmt.Errorf("no answer from gateway %s within %s; is it running (edge serve)? The command may not have run", c.gateway, c.timeout))
		}
	}
}

// Close ends the subscriptions and gives the connection back.
func (d *edgeDriver) Close() error {
	d.mu.Lock()
	unsubs, running := d.unsubs, d.running
	d.unsubs, d.running = nil, false
	d.mu.Unlock()
	for _, u := range unsubs {
		u()
	}
	if running {
		d.release()
	}
	return nil
}
