package mqtt

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"time"

	"edge/drivers"
	"edge/drivers/internal/conf"
	"edge/home"
)

// KindZigbee2MQTT is the driver kind of a device behind Zigbee2MQTT.
const KindZigbee2MQTT = "zigbee2mqtt"

// DefaultTimeout is how long a command waits for the device to report
// its new state when the driver block says nothing (timeout_ms).
const DefaultTimeout = 4 * time.Second

// maxTimeoutMS bounds timeout_ms: a turn gives one call 5 s.
const maxTimeoutMS = 5000

func init() {
	drivers.RegisterKind(KindZigbee2MQTT, drivers.Kind{
		Open:        func(env drivers.Env) (drivers.Driver, error) { return openZ2M(env) },
		Probe:       func(drivers.Env) (string, error) { return "through the home's MQTT broker (Zigbee2MQTT)", nil },
		CheckConfig: func(dev *home.Device) error { _, err := parseZ2M(dev); return err },
		Address: func(dev *home.Device) string {
			if c, err := parseZ2M(dev); err == nil {
				return c.name
			}
			return ""
		},
	})
}

// z2mCaps are the capabilities a Zigbee2MQTT device may have here.
var z2mCaps = []string{"onoff", "brightness", "color_temp", "color", "temperature", "humidity", "illuminance", "power", "co2", "battery", "contact", "motion", "occupancy"}

type z2mConfig struct {
	name    string
	timeout time.Duration
}

// parseZ2M reads the driver block {kind: zigbee2mqtt, name: FRIENDLY_NAME,
// timeout_ms: N}.
func parseZ2M(dev *home.Device) (z2mConfig, error) {
	b := conf.New(dev)
	c := z2mConfig{name: b.Required("name")}
	c.timeout = time.Duration(b.Int("timeout_ms", int(DefaultTimeout/time.Millisecond), 100, maxTimeoutMS)) * time.Millisecond
	if err := b.Err(); err != nil {
		return c, err
	}
	if problem := checkName(c.name); problem != "" {
		return c, fmt.Errorf("name: %q %s", c.name, problem)
	}
	if err := onlyCaps(dev, z2mCaps, KindZigbee2MQTT); err != nil {
		return c, err
	}
	return c, nil
}

// checkName says what is wrong with a name that is part of a topic.
func checkName(s string) string {
	switch {
	case strings.ContainsAny(s, "+#\x00"):
		return "contains + or #, which a topic cannot hold"
	case strings.HasPrefix(s, "/") || strings.HasSuffix(s, "/"):
		return "starts or ends with /"
	}
	return ""
}

// onlyCaps refuses the capabilities a kind does not drive.
func onlyCaps(dev *home.Device, allowed []string, kind string) error {
	for _, c := range dev.Capabilities {
		if !slices.Contains(allowed, c) {
			return fmt.Errorf("capability %s is not one the %s driver drives (it drives %s); remove it or use another driver", c, kind, strings.Join(allowed, ", "))
		}
	}
	return nil
}

// z2m is the driver: one tracker per friendly name, fed by the device's
// topics.
type z2m struct {
	env     drivers.Env
	conn    *Conn
	release func()
	base    string

	mu      sync.Mutex
	devs    map[string]*tracker
	bridge  *tracker // BASE/bridge/state
	unsubs  []func()
	running bool
}

func openZ2M(env drivers.Env) (*z2m, error) {
	conn, release, m, err := acquire(env)
	if err != nil {
		return nil, err
	}
	d := &z2m{env: env, conn: conn, release: release, base: m.BaseTopic, devs: map[string]*tracker{}, bridge: newTracker(), running: true}
	if d.base == "" {
		d.base = home.DefaultBaseTopic
	}
	var names []string
	for i := range env.Home.Devices {
		dev := &env.Home.Devices[i]
		if dev.DriverKind() != KindZigbee2MQTT {
			continue
		}
		if c, err := parseZ2M(dev); err == nil {
			names = append(names, c.name)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), ConnectTimeout)
	defer cancel()
	if err := d.subscribe(ctx, true, names...); err != nil {
		d.Close()
		return nil, err
	}
	return d, nil
}

// acquire takes the home's connection for a driver kind.
func acquire(env drivers.Env) (*Conn, func(), home.MQTT, error) {
	if env.Home == nil || env.Home.MQTT.URL == "" {
		return nil, nil, home.MQTT{}, errors.New("the home has no mqtt block; add one (mqtt: {url: mqtt://HOST:1883})")
	}
	m := env.Home.MQTT
	cfg, err := ConfigOf(m)
	if err != nil {
		return nil, nil, m, err
	}
	cfg.Log = env.Logger()
	conn, release, err := Acquire(cfg)
	if err != nil {
		return nil, nil, m, err
	}
	return conn, release, m, nil
}

// subscribe starts tracking the devices of names (and, with bridge, the
// bridge's state).
func (d *z2m) subscribe(ctx context.Context, bridge bool, names ...string) error {
	var filters []string
	d.mu.Lock()
	for _, n := range names {
		if _, ok := d.devs[n]; ok {
			continue
		}
		d.devs[n] = newTracker()
		filters = append(filters, d.base+"/"+n, d.base+"/"+n+"/availability")
	}
	d.mu.Unlock()
	if bridge {
		filters = append(filters, d.base+"/bridge/state")
	}
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

// track returns the tracker of a device, subscribing to its topics when
// it is new.
func (d *z2m) track(ctx context.Context, name string) (*tracker, error) {
	d.mu.Lock()
	t, ok := d.devs[name]
	d.mu.Unlock()
	if ok {
		return t, nil
	}
	if err := d.subscribe(ctx, false, name); err != nil {
		return nil, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.devs[name], nil
}

func (d *z2m) received(m Message) {
	rest, ok := strings.CutPrefix(m.Topic, d.base+"/")
	if !ok {
		return
	}
	if rest == "bridge/state" {
		if on, ok := availability(m.Payload); ok {
			d.bridge.setOnline(on)
		}
		return
	}
	if name, ok := strings.CutSuffix(rest, "/availability"); ok {
		if t := d.tracker(name); t != nil {
			if on, ok := availability(m.Payload); ok {
				t.setOnline(on)
			}
		}
		return
	}
	t := d.tracker(rest)
	if t == nil {
		return
	}
	var r map[string]any
	if json.Unmarshal(m.Payload, &r) != nil || r == nil {
		return
	}
	at := d.env.Now()
	if m.Retained {
		// a retained state is as old as its last_seen says; without one
		// its age is not known.
		at = lastSeen(r["last_seen"])
	}
	t.report(r, at)
}

func (d *z2m) tracker(name string) *tracker {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.devs[name]
}

// availability reads Zigbee2MQTT's availability payload: {"state":
// "online"} or, in its legacy form, online.
func availability(p []byte) (online, ok bool) {
	s := strings.TrimSpace(string(p))
	var m struct {
		State string `json:"state"`
	}
	if json.Unmarshal(p, &m) == nil && m.State != "" {
		s = m.State
	}
	switch strings.ToLower(s) {
	case "online":
		return true, true
	case "offline":
		return false, true
	}
	return false, false
}

// usable checks that the broker is up and neither Zigbee2MQTT nor the
// device is offline.
func (d *z2m) usable(ctx context.Context, t *tracker, name string) error {
	if err := d.conn.Ready(ctx); err != nil {
		return err
	}
	if _, _, _, on := d.bridge.snapshot(); !on {
		return drivers.Fail(drivers.ErrUnreachable, fmt.Errorf("Zigbee2MQTT is offline (%s/bridge/state); check that it is running", d.base))
	}
	if _, _, _, on := t.snapshot(); !on {
		return drivers.Fail(drivers.ErrOffline, fmt.Errorf("Zigbee2MQTT reports %q offline (%s/%s/availability): check its power and range", name, d.base, name))
	}
	return nil
}

// Do publishes the command on BASE/NAME/set and waits for the device to
// report the state asked for.
func (d *z2m) Do(ctx context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error) {
	c, err := parseZ2M(dev)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	t, err := d.track(ctx, c.name)
	if err != nil {
		return nil, err
	}
	if err := d.usable(ctx, t, c.name); err != nil {
		return nil, err
	}
	payload, want, err := d.command(ctx, dev, t, command, args)
	if err != nil {
		return nil, err
	}
	_, _, before, _ := t.snapshot()
	data, _ := json.Marshal(payload)
	if err := d.conn.Publish(ctx, d.base+"/"+c.name+"/set", data, false); err != nil {
		return nil, err
	}
	state, err := t.wait(ctx, before, want)
	if err != nil {
		return nil, d.noReport(c, err, "the command may not have run")
	}
	return fromZ2M(dev, state), nil
}

// noReport explains a wait that ended without the report.
func (d *z2m) noReport(c z2mConfig, err error, what string) error {
	var off offlineError
	if errors.As(err, &off) {
		return drivers.Fail(drivers.ErrOffline, fmt.Errorf("Zigbee2MQTT reports %q offline (%s/%s/availability); %s", c.name, d.base, c.name, what))
	}
	return drivers.Fail(drivers.ErrNoAnswer, fmt.Errorf("no report from Zigbee2MQTT device %q on %s/%s within %s; %s", c.name, d.base, c.name, c.timeout, what))
}

// command makes the set payload of a command and the test of the state
// that confirms it.
func (d *z2m) command(ctx context.Context, dev *home.Device, t *tracker, command string, args map[string]any) (map[string]any, func(state, last map[string]any) bool, error) {
	stateIs := func(v string) func(state, last map[string]any) bool {
		return func(s, _ map[string]any) bool { return s["state"] == v }
	}
	switch command {
	case "on":
		return map[string]any{"state": "ON"}, stateIs("ON"), nil
	case "off":
		return map[string]any{"state": "OFF"}, stateIs("OFF"), nil
	case "toggle":
		s := stateOf(t)
		switch s["state"] {
		case "ON":
			return map[string]any{"state": "TOGGLE"}, stateIs("OFF"), nil
		case "OFF":
			return map[string]any{"state": "TOGGLE"}, stateIs("ON"), nil
		}
		return map[string]any{"state": "TOGGLE"}, func(_, last map[string]any) bool { return last["state"] != nil }, nil
	case "set":
	default:
		return nil, nil, fmt.Errorf("the zigbee2mqtt driver has no command %q", command)
	}
	if _, ok := args["brightness"]; ok || args["brightness_step"] != nil {
		pct, err := d.target(ctx, dev, args, "brightness", 0, 100)
		if err != nil {
			return nil, nil, err
		}
		if pct == 0 {
			return map[string]any{"state": "OFF"}, stateIs("OFF"), nil
		}
		raw := math.Round(pct * 254 / 100)
		return map[string]any{"brightness": raw}, func(s, _ map[string]any) bool {
			b, ok := s["brightness"].(float64)
			return ok && math.Abs(b-raw) <= 1
		}, nil
	}
	if _, ok := args["color_temp"]; ok || args["color_temp_step"] != nil {
		k, err := d.target(ctx, dev, args, "color_temp", home.MinKelvin, home.MaxKelvin)
		if err != nil {
			return nil, nil, err
		}
		mired := math.Round(1e6 / k)
		return map[string]any{"color_temp": mired}, func(s, _ map[string]any) bool {
			m, ok := s["color_temp"].(float64)
			return ok && math.Abs(m-mired) <= 2
		}, nil
	}
	if c, ok := args["color"].(string); ok {
		hex, err := hexOf(c)
		if err != nil {
			return nil, nil, err
		}
		return map[string]any{"color": map[string]any{"hex": hex}}, func(_, last map[string]any) bool { return last["color"] != nil }, nil
	}
	return nil, nil, errors.New("the zigbee2mqtt driver sets brightness, color_temp or color")
}

// target is the value a set command asks for attr: the argument of its
// name, or the current value (Read) changed by its step, within [lo, hi].
func (d *z2m) target(ctx context.Context, dev *home.Device, args map[string]any, attr string, lo, hi float64) (float64, error) {
	if v, ok := args[attr].(float64); ok {
		return v, nil
	}
	step, _ := args[attr+"_step"].(float64)
	s, err := d.Read(ctx, dev)
	if err != nil {
		return 0, err
	}
	cur, ok := s[attr].(float64)
	if !ok {
		return 0, fmt.Errorf("the device does not report its %s, so it cannot be changed by a step; say a value", attr)
	}
	return math.Max(lo, math.Min(hi, cur+step)), nil
}

// AlwaysFresh: the driver keeps the reports itself and applies max_age.
func (d *z2m) AlwaysFresh() {}

// Close ends the subscriptions and gives the connection back.
func (d *z2m) Close() error {
	d.mu.Lock()
	unsubs := d.unsubs
	d.unsubs = nil
	running := d.running
	d.running = false
	d.mu.Unlock()
	for _, u := range unsubs {
		u()
	}
	if running {
		d.release()
	}
	return nil
}
