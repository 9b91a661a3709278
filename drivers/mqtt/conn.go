// Package mqtt reaches the devices a home has behind its MQTT broker (the
// `mqtt:` block of the home file):
//
//   - the driver kind "zigbee2mqtt": a Zigbee device behind Zigbee2MQTT,
//     commanded by JSON on BASE/NAME/set, its state read from BASE/NAME
//     (retained and live), BASE/NAME/get to refresh it, and its
//     availability from BASE/NAME/availability;
//   - the driver kind "tasmota": a Wi-Fi plug or dimmer running Tasmota,
//     commanded on cmnd/TOPIC/POWER[n] and cmnd/TOPIC/Dimmer, its state
//     from stat/TOPIC/... and tele/TOPIC/... (SENSOR, STATE, LWT);
//   - the driver kind "edge": a device owned by another edge gateway on
//     the same broker, asked on edge/GATEWAY/request, answered on
//     edge/ME/response; Gateway is the owning side (edge serve), which
//     carries out requests through its own monitor, risk gate and audit,
//     and publishes Home Assistant MQTT discovery for the gateway's own
//     devices (hass.go);
//   - BridgeDevices and HomeFile, which read Zigbee2MQTT's retained
//     bridge/devices and make a home file of it (edge discover).
//
// One connection (Conn) per broker, gateway and process is shared by all
// of them; it reconnects with back-off, and while it is down every MQTT
// device fails at once with an error that names the broker (ErrDown):
// never a hang, never a guess. A command is done only when the device
// reports the state it was asked for within its timeout.
package mqtt

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/eclipse/paho.golang/autopaho"
	"github.com/eclipse/paho.golang/paho"

	"edge/drivers"
)

// ErrDown is wrapped by every error of a device whose broker cannot be
// reached.
var ErrDown = errors.New("the MQTT broker is not reachable")

// Message is one message received.
type Message struct {
	Topic    string
	Payload  []byte
	Retained bool
	// At is when it arrived.
	At time.Time
}

// Handler receives the messages of a subscription. It is called from the
// connection's reader: it must not block, nor publish or subscribe.
type Handler func(Message)

type sub struct {
	filters []string
	h       Handler
}

// Conn is a connection to the broker that reconnects by itself. It is
// safe for concurrent use.
type Conn struct {
	cfg    Config
	target string // the url as said, for messages
	cm     *autopaho.ConnectionManager
	log    *slog.Logger
	cancel context.CancelFunc

	mu      sync.Mutex
	upHooks []func()
	subs    []*sub
	subGen  int // counts the subscriptions made
	up      bool
	failed  bool  // an attempt failed, or the connection was lost, since it was last up
	lastErr error // why
	changed chan struct{}
}

// Dial starts connecting to the broker and returns at once: the
// connection comes up in the background and is kept up until Close.
func Dial(cfg Config) (*Conn, error) {
	u, err := brokerURL(cfg.URL)
	if err != nil {
		return nil, err
	}
	log := cfg.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	c := &Conn{cfg: cfg, target: cfg.URL, log: log, changed: make(chan struct{})}
	id := make([]byte, 4)
	_, _ = rand.Read(id)
	pc := autopaho.ClientConfig{
		ServerUrls:                    []*url.URL{u},
		KeepAlive:                     keepAlive,
		CleanStartOnInitialConnection: true,
		ReconnectBackoff:              autopaho.NewExponentialBackoff(MinBackoff, MaxBackoff, 2*MinBackoff, 2),
		ConnectTimeout:                ConnectTimeout,
		ConnectUsername:               cfg.Username,
		OnConnectionUp:                c.onUp,
		OnConnectError:                func(err error) { c.down(err) },
		ConnectPacketBuilder: func(cp *paho.Connect, _ *url.URL) (*paho.Connect, error) {
			if cp.Properties == nil {
				cp.Properties = &paho.ConnectProperties{}
			}
			limit := uint32(MaxPacket)
			cp.Properties.MaximumPacketSize = &limit
			return cp, nil
		},
		ClientConfig: paho.ClientConfig{
			ClientID:          "edge-" + cfg.Gateway + "-" + hex.EncodeToString(id),
			OnPublishReceived: []func(paho.PublishReceived) (bool, error){c.received},
			OnClientError:     func(err error) { c.down(err) },
			OnServerDisconnect: func(d *paho.Disconnect) {
				c.down(fmt.Errorf("the broker closed the connection (reason %d)", d.ReasonCode))
			},
		},
	}
	if cfg.Password != "" {
		pc.ConnectPassword = []byte(cfg.Password)
	}
	if u.Scheme == "mqtts" {
		pc.TlsCfg = &tls.Config{RootCAs: cfg.RootCAs, ServerName: u.Hostname(), MinVersion: tls.VersionTLS12}
	}
	if cfg.Status {
		pc.WillMessage = &paho.WillMessage{Topic: StatusTopic(cfg.Gateway), Payload: []byte(Offline), QoS: 1, Retain: true}
	}
	ctx, cancel := context.WithCancel(context.Background())
	c.cancel = cancel
	cm, err := autopaho.NewConnection(ctx, pc)
	if err != nil {
		cancel()
		return nil, fmt.Errorf("mqtt: %w", err)
	}
	c.cm = cm
	return c, nil
}

// brokerURL parses the url of the mqtt block and adds the default port.
func brokerURL(s string) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "mqtt" && u.Scheme != "mqtts") || u.Hostname() == "" {
		return nil, fmt.Errorf("mqtt: url %q: want mqtt://HOST:PORT or mqtts://HOST:PORT", s)
	}
	if u.Port() == "" {
		port := "1883"
		if u.Scheme == "mqtts" {
			port = "8883"
		}
		u.Host = net.JoinHostPort(u.Hostname(), port)
	}
	return u, nil
}

// onUp subscribes again to every filter (a new connection starts with no
// subscriptions), announces the gateway, and only then says the
// connection is up, so that no reply to a command can slip past.
func (c *Conn) onUp(cm *autopaho.ConnectionManager, _ *paho.Connack) {
	ctx, cancel := context.WithTimeout(context.Background(), ConnectTimeout)
	defer cancel()
	for done := -1; ; {
		c.mu.Lock()
		if c.subGen == done {
			// every subscription is made: later ones subscribe themselves.
			c.up, c.failed, c.lastErr = true, false, nil
			c.signal()
			for _, f := range c.upHooks {
				go f()
			}
			c.mu.Unlock()
			break
		}
		gen := c.subGen
		var filters []string
		for _, s := range c.subs {
			filters = append(filters, s.filters...)
		}
		c.mu.Unlock()
		if err := subscribe(ctx, cm, filters); err != nil {
			c.log.Warn("mqtt: subscribing again after connecting", "broker", c.target, "err", err)
		}
		done = gen
	}
	if c.cfg.Status {
		if _, err := cm.Publish(ctx, &paho.Publish{Topic: StatusTopic(c.cfg.Gateway), Payload: []byte(Online), QoS: 1, Retain: true}); err != nil {
			c.log.Warn("mqtt: announcing the gateway", "broker", c.target, "err", err)
		}
	}
	c.log.Info("mqtt: connected", "broker", c.target, "gateway", c.cfg.Gateway)
}

// down records that an attempt failed or the connection was lost.
func (c *Conn) down(err error) {
	c.mu.Lock()
	was := c.up
	c.up, c.failed, c.lastErr = false, true, err
	c.signal()
	c.mu.Unlock()
	if was {
		c.log.Warn("mqtt: connection lost; reconnecting", "broker", c.target, "err", err)
	} else {
		c.log.Debug("mqtt: cannot connect", "broker", c.target, "err", err)
	}
}

// signal wakes whoever waits for a change; c.mu is held.
func (c *Conn) signal() {
	close(c.changed)
	c.changed = make(chan struct{})
}

func subscribe(ctx context.Context, cm *autopaho.ConnectionManager, filters []string) error {
	if len(filters) == 0 {
		return nil
	}
	s := &paho.Subscribe{}
	for _, f := range slices.Compact(slices.Sorted(slices.Values(filters))) {
		s.Subscriptions = append(s.Subscriptions, paho.SubscribeOptions{Topic: f, QoS: 1})
	}
	_, err := cm.Subscribe(ctx, s)
	return err
}

// received hands a message to the handlers whose filters match it.
func (c *Conn) received(pr paho.PublishReceived) (bool, error) {
	p := pr.Packet
	m := Message{Topic: p.Topic, Payload: p.Payload, Retained: p.Retain, At: time.Now()}
	c.mu.Lock()
	var hs []Handler
	for _, s := range c.subs {
		if slices.ContainsFunc(s.filters, func(f string) bool { return Match(f, p.Topic) }) {
			hs = append(hs, s.h)
		}
	}
	c.mu.Unlock()
	for _, h := range hs {
		h(m)
	}
	return len(hs) > 0, nil
}

// Ready returns nil when the connection is up. Before the first attempt
// to connect has ended it waits for it (or for ctx); afterwards it
// answers at once, with an error wrapping ErrDown that names the broker
// and the cause.
func (c *Conn) Ready(ctx context.Context) error {
	for {
		c.mu.Lock()
		up, failed, err, ch := c.up, c.failed, c.lastErr, c.changed
		c.mu.Unlock()
		switch {
		case up:
			return nil
		case failed:
			return c.downError(err)
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return c.downError(fmt.Errorf("still connecting: %w", ctx.Err()))
		}
	}
}

func (c *Conn) downError(cause error) error {
	return drivers.Fail(drivers.ErrUnreachable, fmt.Errorf("%w at %s (%v); check that it is running and the url of the home's mqtt block", ErrDown, c.target, cause))
}

// Publish sends a message; it fails at once when the connection is down.
// A retained message (a state, a configuration) goes with QoS 1: the call
// waits for the broker to take it, and it is sent again after a
// reconnection. Any other (a command, a request) goes with QoS 0, so that
// a command is never delivered late, after the call has failed: whether
// it ran is told by the device's report.
func (c *Conn) Publish(ctx context.Context, topic string, payload []byte, retain bool) error {
	if err := c.Ready(ctx); err != nil {
		return err
	}
	var qos byte
	if retain {
		qos = 1
	}
	if _, err := c.cm.Publish(ctx, &paho.Publish{Topic: topic, Payload: payload, QoS: qos, Retain: retain}); err != nil {
		if errors.Is(err, autopaho.ConnectionDownError) {
			return c.downError(err)
		}
		return fmt.Errorf("mqtt: publishing on %s: %w", topic, err)
	}
	return nil
}

// Subscribe has h receive the messages on the topics of filters (MQTT
// filters, with + and #), from now on and again after every reconnection
// (which brings the retained messages again). When the connection is up
// it subscribes at once and waits for the broker (or ctx); when it is
// down the subscription is made when it comes up. The returned function
// ends the subscription.
func (c *Conn) Subscribe(ctx context.Context, h Handler, filters ...string) (func(), error) {
	s := &sub{filters: slices.Clone(filters), h: h}
	c.mu.Lock()
	c.subs = append(c.subs, s)
	c.subGen++
	up := c.up
	c.mu.Unlock()
	cancel := func() { c.unsubscribe(s) }
	if !up {
		return cancel, nil
	}
	if err := subscribe(ctx, c.cm, filters); err != nil && !errors.Is(err, autopaho.ConnectionDownError) {
		cancel()
		return nil, fmt.Errorf("mqtt: subscribing to %s: %w", strings.Join(filters, ", "), err)
	}
	return cancel, nil
}

// unsubscribe drops s, and tells the broker about the filters no other
// subscription uses.
func (c *Conn) unsubscribe(s *sub) {
	c.mu.Lock()
	c.subs = slices.DeleteFunc(c.subs, func(x *sub) bool { return x == s })
	var drop []string
	for _, f := range s.filters {
		if !slices.ContainsFunc(c.subs, func(x *sub) bool { return slices.Contains(x.filters, f) }) {
			drop = append(drop, f)
		}
	}
	up := c.up
	c.mu.Unlock()
	if !up || len(drop) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), ConnectTimeout)
	defer cancel()
	if _, err := c.cm.Unsubscribe(ctx, &paho.Unsubscribe{Topics: drop}); err != nil {
		c.log.Debug("mqtt: unsubscribing", "filters", drop, "err", err)
	}
}

// OnUp has f run, in a goroutine of its own, each time the connection
// comes up, and now when it is up.
func (c *Conn) OnUp(f func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.upHooks = append(c.upHooks, f)
	if c.up {
		go f()
	}
}

// Close says the gateway is offline (when it announces itself) and
// disconnects.
func (c *Conn) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), ConnectTimeout)
	defer cancel()
	c.mu.Lock()
	up := c.up
	c.mu.Unlock()
	if up && c.cfg.Status {
		if _, err := c.cm.Publish(ctx, &paho.Publish{Topic: StatusTopic(c.cfg.Gateway), Payload: []byte(Offline), QoS: 1, Retain: true}); err != nil {
			c.log.Warn("mqtt: saying the gateway is offline", "err", err)
		}
	}
	err := c.cm.Disconnect(ctx)
	c.cancel()
	return err
}

// Match reports whether an MQTT topic filter (with the wildcards + and #)
// matches a topic.
func Match(filter, topic string) bool {
	fs, ts := strings.Split(filter, "/"), strings.Split(topic, "/")
	for i, f := range fs {
		switch {
		case f == "#":
			return true
		case i >= len(ts):
			return false
		case f != "+" && f != ts[i]:
			return false
		}
	}
	return len(fs) == len(ts)
}
