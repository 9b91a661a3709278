package mqtttest

import (
	"context"
	"encoding/json"
	"math"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/eclipse/paho.golang/autopaho"
	"github.com/eclipse/paho.golang/paho"
)

// Client is a plain MQTT client for tests: it publishes, and hands what
// it receives to the handlers of its subscriptions. It reconnects (and
// subscribes again) when the broker restarts.
type Client struct {
	t  testing.TB
	cm *autopaho.ConnectionManager

	mu   sync.Mutex
	subs map[string]handler
	seq  uint64 // counts the messages received
	// closed is set when the test ends: a device's reply published then
	// (by a handler still running) is dropped, as a real device's would be.
	closed atomic.Bool
}

// handler is a subscription's: an inline one (which must not block nor
// publish) is called by the client's reader, in the order of the
// messages; any other in a goroutine of its own.
type handler struct {
	h      func(Received)
	inline bool
}

// Connect connects a client to the broker and closes it when the test
// ends.
func Connect(t testing.TB, b *Broker, id string) *Client {
	t.Helper()
	u, _ := url.Parse("mqtt://" + b.Addr())
	c := &Client{t: t, subs: map[string]handler{}}
	cfg := autopaho.ClientConfig{
		ServerUrls:       []*url.URL{u},
		KeepAlive:        30,
		ReconnectBackoff: autopaho.NewConstantBackoff(100 * time.Millisecond),
		ConnectTimeout:   2 * time.Second,
		OnConnectionUp: func(cm *autopaho.ConnectionManager, _ *paho.Connack) {
			c.mu.Lock()
			var filters []string
			for f := range c.subs {
				filters = append(filters, f)
			}
			c.mu.Unlock()
			for _, f := range filters {
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
				_, _ = cm.Subscribe(ctx, &paho.Subscribe{Subscriptions: []paho.SubscribeOptions{{Topic: f, QoS: 1}}})
				cancel()
			}
		},
		ClientConfig: paho.ClientConfig{
			ClientID: id,
			OnPublishReceived: []func(paho.PublishReceived) (bool, error){func(pr paho.PublishReceived) (bool, error) {
				c.mu.Lock()
				var hs []handler
				for f, h := range c.subs {
					if match(f, pr.Packet.Topic) {
						hs = append(hs, h)
					}
				}
				c.seq++
				m := Received{Topic: pr.Packet.Topic, Payload: string(pr.Packet.Payload), Retained: pr.Packet.Retain, Seq: c.seq}
				c.mu.Unlock()
				for _, h := range hs {
					if h.inline {
						h.h(m)
					} else {
						// outside the reader: a handler may publish.
						go h.h(m)
					}
				}
				return true, nil
			}},
		},
	}
	ctx, cancel := context.WithCancel(context.Background())
	cm, err := autopaho.NewConnection(ctx, cfg)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	c.cm = cm
	wctx, wcancel := context.WithTimeout(ctx, 5*time.Second)
	defer wcancel()
	if err := cm.AwaitConnection(wctx); err != nil {
		cancel()
		t.Fatalf("test client %s: %v", id, err)
	}
	t.Cleanup(func() {
		c.closed.Store(true)
		dctx, dcancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer dcancel()
		_ = cm.Disconnect(dctx)
		cancel()
	})
	return c
}

// Publish publishes a message (QoS 1), waiting for the connection (after
// a restart of the broker) at most 5 s.
func (c *Client) Publish(topic string, payload []byte, retain bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		if err := c.cm.AwaitConnection(ctx); err != nil {
			if !c.closed.Load() {
				c.t.Errorf("publishing on %s: %v", topic, err)
			}
			return
		}
		_, err := c.cm.Publish(ctx, &paho.Publish{Topic: topic, Payload: payload, QoS: 1, Retain: retain})
		if err == nil || c.closed.Load() {
			return
		}
		if ctx.Err() != nil {
			c.t.Errorf("publishing on %s: %v", topic, err)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// PublishJSON publishes v as JSON.
func (c *Client) PublishJSON(topic string, v any, retain bool) {
	data, err := json.Marshal(v)
	if err != nil {
		c.t.Fatal(err)
	}
	c.Publish(topic, data, retain)
}

// Subscribe has h receive the messages on filter (each in a goroutine of
// its own), and waits until the broker has the subscription.
func (c *Client) Subscribe(filter string, h func(topic string, payload []byte)) {
	c.subscribe(filter, handler{h: func(m Received) { h(m.Topic, []byte(m.Payload)) }})
}

func (c *Client) subscribe(filter string, h handler) {
	c.mu.Lock()
	c.subs[filter] = h
	c.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := c.cm.Subscribe(ctx, &paho.Subscribe{Subscriptions: []paho.SubscribeOptions{{Topic: filter, QoS: 1}}}); err != nil {
		c.t.Fatalf("subscribing to %s: %v", filter, err)
	}
}

// Recorder subscribes to filter and keeps what it receives.
type Recorder struct {
	mu   sync.Mutex
	msgs []Received
}

// Received is one message a Recorder got.
type Received struct {
	Topic   string
	Payload string
	// Retained is true for a retained message sent on subscribing.
	Retained bool
	// Seq is the message's place in what the client received.
	Seq uint64
}

// String is {TOPIC PAYLOAD}.
func (m Received) String() string { return "{" + m.Topic + " " + m.Payload + "}" }

// Record subscribes to filter and records every message.
func (c *Client) Record(filter string) *Recorder {
	r := &Recorder{}
	c.subscribe(filter, handler{inline: true, h: func(m Received) {
		r.mu.Lock()
		r.msgs = append(r.msgs, m)
		r.mu.Unlock()
	}})
	return r
}

// Messages returns what was received so far, in the order the client
// received it.
func (r *Recorder) Messages() []Received {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Received(nil), r.msgs...)
}

// Retained returns the messages the broker keeps on the topics of filter
// (topic → payload): a new client subscribes, then publishes a marker on
// a topic it subscribed to after filter; the broker sends the retained
// messages of a subscription before anything published after it.
func Retained(t testing.TB, b *Broker, filter string) map[string]string {
	t.Helper()
	c := Connect(t, b, "retained-"+strconv.FormatInt(time.Now().UnixNano(), 36))
	r := c.Record(filter)
	marker := "mqtttest/marker/" + strconv.FormatInt(time.Now().UnixNano(), 36)
	seen := c.Record(marker)
	c.Publish(marker, []byte("x"), false)
	if _, ok := seen.Wait(marker, nil); !ok {
		t.Fatalf("the marker %s did not come back", marker)
	}
	out := map[string]string{}
	for _, m := range r.Messages() {
		if m.Retained {
			out[m.Topic] = m.Payload
		}
	}
	return out
}

// Wait waits at most 5 s for a message on topic for which ok holds, and
// returns it.
func (r *Recorder) Wait(topic string, ok func(payload string) bool) (string, bool) {
	var got string
	found := waitFor(func() bool {
		for _, m := range r.Messages() {
			if m.Topic == topic && (ok == nil || ok(m.Payload)) {
				got = m.Payload
				return true
			}
		}
		return false
	})
	return got, found
}

// match reports whether an MQTT filter matches a topic.
func match(filter, topic string) bool {
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

// Zigbee2MQTT simulates a Zigbee2MQTT bridge: for each of its lights and
// plugs it answers BASE/NAME/set by publishing the new state on BASE/NAME
// (and BASE/NAME/get with the state), as Zigbee2MQTT does once the device
// has acknowledged; a silent device never answers.
type Zigbee2MQTT struct {
	c    *Client
	base string

	mu      sync.Mutex
	devices map[string]*simDevice
}

type simDevice struct {
	state  map[string]any
	silent bool
	retain bool
	sets   []map[string]any
}

// NewZigbee2MQTT starts a simulated bridge on base (zigbee2mqtt when
// empty), online.
func NewZigbee2MQTT(t testing.TB, b *Broker, base string) *Zigbee2MQTT {
	if base == "" {
		base = "zigbee2mqtt"
	}
	z := &Zigbee2MQTT{c: Connect(t, b, "z2m-sim-"+base), base: base, devices: map[string]*simDevice{}}
	z.c.Subscribe(base+"/#", func(topic string, payload []byte) {
		switch {
		case strings.HasSuffix(topic, "/set"):
			z.onSet(topic, payload)
		case strings.HasSuffix(topic, "/get"):
			z.onGet(topic, payload)
		}
	})
	z.c.PublishJSON(base+"/bridge/state", map[string]string{"state": "online"}, true)
	return z
}

// Client is the bridge's connection.
func (z *Zigbee2MQTT) Client() *Client { return z.c }

// Device adds a device that answers commands, with its first state;
// retain publishes its state retained (Zigbee2MQTT's retain option).
func (z *Zigbee2MQTT) Device(name string, state map[string]any, retain bool) {
	z.mu.Lock()
	z.devices[name] = &simDevice{state: state, retain: retain}
	z.mu.Unlock()
	z.c.PublishJSON(z.base+"/"+name, state, retain)
}

// Silent adds a device that never answers.
func (z *Zigbee2MQTT) Silent(name string) {
	z.mu.Lock()
	z.devices[name] = &simDevice{state: map[string]any{}, silent: true}
	z.mu.Unlock()
}

// Report publishes a state report of a device (a sensor's push),
// merged into its state.
func (z *Zigbee2MQTT) Report(name string, report map[string]any) {
	z.mu.Lock()
	d, ok := z.devices[name]
	if !ok {
		d = &simDevice{state: map[string]any{}}
		z.devices[name] = d
	}
	for k, v := range report {
		d.state[k] = v
	}
	state := clone(d.state)
	retain := d.retain
	z.mu.Unlock()
	z.c.PublishJSON(z.base+"/"+name, state, retain)
}

// Availability publishes a device's availability (retained, as
// Zigbee2MQTT does).
func (z *Zigbee2MQTT) Availability(name string, online bool) {
	state := "offline"
	if online {
		state = "online"
	}
	z.c.PublishJSON(z.base+"/"+name+"/availability", map[string]string{"state": state}, true)
}

// BridgeDevices publishes the retained bridge/devices list.
func (z *Zigbee2MQTT) BridgeDevices(payload []byte) {
	z.c.Publish(z.base+"/bridge/devices", payload, true)
}

// Sets returns the payloads a device received on its set topic.
func (z *Zigbee2MQTT) Sets(name string) []map[string]any {
	z.mu.Lock()
	defer z.mu.Unlock()
	if d, ok := z.devices[name]; ok {
		return append([]map[string]any(nil), d.sets...)
	}
	return nil
}

// State returns a device's state as the bridge has it.
func (z *Zigbee2MQTT) State(name string) map[string]any {
	z.mu.Lock()
	defer z.mu.Unlock()
	if d, ok := z.devices[name]; ok {
		return clone(d.state)
	}
	return nil
}

func (z *Zigbee2MQTT) name(topic, suffix string) string {
	return strings.TrimSuffix(strings.TrimPrefix(topic, z.base+"/"), suffix)
}

func (z *Zigbee2MQTT) onSet(topic string, payload []byte) {
	var cmd map[string]any
	if json.Unmarshal(payload, &cmd) != nil {
		return
	}
	name := z.name(topic, "/set")
	z.mu.Lock()
	d, ok := z.devices[name]
	if !ok {
		z.mu.Unlock()
		return
	}
	d.sets = append(d.sets, cmd)
	if d.silent {
		z.mu.Unlock()
		return
	}
	for k, v := range cmd {
		switch k {
		case "state":
			s, _ := v.(string)
			if s == "TOGGLE" {
				s = "ON"
				if d.state["state"] == "ON" {
					s = "OFF"
				}
			}
			d.state["state"] = s
		case "brightness":
			d.state[k] = v
			if n, _ := v.(float64); n > 0 {
				d.state["state"] = "ON"
			} else {
				d.state["state"] = "OFF"
			}
		case "color":
			m, _ := v.(map[string]any)
			hex, _ := m["hex"].(string)
			x, y := hexToXY(hex)
			d.state["color"] = map[string]any{"x": x, "y": y}
			d.state["color_mode"] = "xy"
			d.state["state"] = "ON"
		default:
			d.state[k] = v
		}
	}
	state, retain := clone(d.state), d.retain
	z.mu.Unlock()
	z.c.PublishJSON(z.base+"/"+name, state, retain)
}

func (z *Zigbee2MQTT) onGet(topic string, _ []byte) {
	name := z.name(topic, "/get")
	z.mu.Lock()
	d, ok := z.devices[name]
	if !ok || d.silent {
		z.mu.Unlock()
		return
	}
	state, retain := clone(d.state), d.retain
	z.mu.Unlock()
	z.c.PublishJSON(z.base+"/"+name, state, retain)
}

func clone(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// hexToXY converts #rrggbb to CIE xy as Zigbee2MQTT does (sRGB, D65).
func hexToXY(hex string) (float64, float64) {
	hex = strings.TrimPrefix(hex, "#")
	if len(hex) != 6 {
		return 0, 0
	}
	ch := func(i int) float64 {
		n, _ := strconv.ParseUint(hex[i:i+2], 16, 8)
		c := float64(n) / 255
		if c > 0.04045 {
			return math.Pow((c+0.055)/1.055, 2.4)
		}
		return c / 12.92
	}
	r, g, b := ch(0), ch(2), ch(4)
	X := r*0.4124 + g*0.3576 + b*0.1805
	Y := r*0.2126 + g*0.7152 + b*0.0722
	Z := r*0.0193 + g*0.1192 + b*0.9505
	if X+Y+Z == 0 {
		return 0, 0
	}
	round := func(f float64) float64 { return math.Round(f*10000) / 10000 }
	return round(X / (X + Y + Z)), round(Y / (X + Y + Z))
}

// Tasmota simulates a Tasmota device on its topic: relays answer
// cmnd/TOPIC/POWER[n] on stat/TOPIC/POWER[n] and stat/TOPIC/RESULT, the
// dimmer cmnd/TOPIC/Dimmer, and cmnd/TOPIC/STATE and cmnd/TOPIC/STATUS 10
// report the state and the sensors.
type Tasmota struct {
	c     *Client
	topic string

	mu     sync.Mutex
	power  map[int]bool
	dimmer int
	sensor map[string]any
	silent bool
	cmnds  []Received
}

// NewTasmota starts a simulated Tasmota device, online (its LWT).
func NewTasmota(t testing.TB, b *Broker, topic string) *Tasmota {
	d := &Tasmota{c: Connect(t, b, "tasmota-sim-"+topic), topic: topic, power: map[int]bool{1: false}, sensor: map[string]any{}}
	d.c.Subscribe("cmnd/"+topic+"/+", d.onCmnd)
	d.c.Publish("tele/"+topic+"/LWT", []byte("Online"), true)
	return d
}

// Client is the device's connection.
func (d *Tasmota) Client() *Client { return d.c }

// Silence makes the device ignore every command from now on.
func (d *Tasmota) Silence() {
	d.mu.Lock()
	d.silent = true
	d.mu.Unlock()
}

// Commands returns the commands received: topic and payload.
func (d *Tasmota) Commands() []Received {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]Received(nil), d.cmnds...)
}

// Power returns relay n's state (1 is POWER or POWER1).
func (d *Tasmota) Power(n int) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.power[n]
}

// Sensor publishes tele/TOPIC/SENSOR and keeps it for STATUS 10.
func (d *Tasmota) Sensor(payload map[string]any) {
	d.mu.Lock()
	d.sensor = payload
	d.mu.Unlock()
	d.c.PublishJSON("tele/"+d.topic+"/SENSOR", payload, false)
}

func (d *Tasmota) onCmnd(topic string, payload []byte) {
	cmd := topic[strings.LastIndexByte(topic, '/')+1:]
	arg := strings.TrimSpace(string(payload))
	d.mu.Lock()
	d.cmnds = append(d.cmnds, Received{Topic: topic, Payload: arg})
	if d.silent {
		d.mu.Unlock()
		return
	}
	upper := strings.ToUpper(cmd)
	stat := "stat/" + d.topic + "/"
	var pubs []Received
	state := func() map[string]any {
		s := map[string]any{"Time": "2024-05-01T12:00:00", "Dimmer": d.dimmer}
		for n, on := range d.power {
			s[powerKey(n, len(d.power))] = onOff(on)
		}
		return s
	}
	switch {
	case strings.HasPrefix(upper, "POWER"):
		n := 1
		if len(upper) > 5 {
			n, _ = strconv.Atoi(upper[5:])
		}
		switch strings.ToUpper(arg) {
		case "ON", "1":
			d.power[n] = true
		case "OFF", "0":
			d.power[n] = false
		case "TOGGLE", "2":
			d.power[n] = !d.power[n]
		}
		key := "POWER"
		if len(upper) > 5 {
			key = upper
		}
		res, _ := json.Marshal(map[string]string{key: onOff(d.power[n])})
		pubs = append(pubs, Received{Topic: stat + "RESULT", Payload: string(res)}, Received{Topic: stat + key, Payload: onOff(d.power[n])})
	case upper == "DIMMER":
		if n, err := strconv.Atoi(arg); err == nil {
			d.dimmer = n
			d.power[1] = n > 0
		}
		res, _ := json.Marshal(map[string]any{"POWER": onOff(d.power[1]), "Dimmer": d.dimmer})
		pubs = append(pubs, Received{Topic: stat + "RESULT", Payload: string(res)})
	case upper == "STATE":
		res, _ := json.Marshal(state())
		pubs = append(pubs, Received{Topic: stat + "RESULT", Payload: string(res)})
	case upper == "STATUS" && arg == "10":
		res, _ := json.Marshal(map[string]any{"StatusSNS": d.sensor})
		pubs = append(pubs, Received{Topic: stat + "STATUS10", Payload: string(res)})
	}
	d.mu.Unlock()
	for _, p := range pubs {
		d.c.Publish(p.Topic, []byte(p.Payload), false)
	}
}

func powerKey(n, relays int) string {
	if relays <= 1 && n == 1 {
		return "POWER"
	}
	return "POWER" + strconv.Itoa(n)
}

func onOff(on bool) string {
	if on {
		return "ON"
	}
	return "OFF"
}
