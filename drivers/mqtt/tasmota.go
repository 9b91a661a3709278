package mqtt

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"edge/drivers"
	"edge/drivers/internal/conf"
	"edge/home"
)

// KindTasmota is the driver kind of a device running Tasmota.
const KindTasmota = "tasmota"

func init() {
	drivers.RegisterKind(KindTasmota, drivers.Kind{
		Open:        func(env drivers.Env) (drivers.Driver, error) { return openTasmota(env) },
		Probe:       func(drivers.Env) (string, error) { return "through the home's MQTT broker (Tasmota)", nil },
		CheckConfig: func(dev *home.Device) error { _, err := parseTasmota(dev); return err },
		Address: func(dev *home.Device) string {
			if c, err := parseTasmota(dev); err == nil {
				return c.topic + " relay " + strconv.Itoa(max(c.relay, 1)) // POWER is POWER1
			}
			return ""
		},
	})
}

// tasmotaCaps are the capabilities a Tasmota device may have here.
var tasmotaCaps = []string{"onoff", "brightness", "temperature", "humidity", "illuminance", "power", "co2"}

type tasmotaConfig struct {
	topic   string
	relay   int // 0: POWER, else POWERn
	timeout time.Duration
}

// power is the command (and the key of the reports) of the relay.
func (c tasmotaConfig) power() string {
	if c.relay == 0 {
		return "POWER"
	}
	return "POWER" + strconv.Itoa(c.relay)
}

// key is where the tracker keeps the relay's state: POWER and POWER1 are
// the same relay.
func (c tasmotaConfig) key() string { return "POWER" + strconv.Itoa(max(c.relay, 1)) }

// parseTasmota reads {kind: tasmota, topic: TOPIC, relay: N, timeout_ms: N}.
func parseTasmota(dev *home.Device) (tasmotaConfig, error) {
	b := conf.New(dev)
	c := tasmotaConfig{topic: b.Required("topic"), relay: b.Int("relay", 0, 1, 32)}
	c.timeout = time.Duration(b.Int("timeout_ms", int(DefaultTimeout/time.Millisecond), 100, maxTimeoutMS)) * time.Millisecond
	if err := b.Err(); err != nil {
		return c, err
	}
	if problem := checkName(c.topic); problem != "" || strings.Contains(c.topic, "/") {
		if problem == "" {
			problem = "contains /; Tasmota's topic is one word (its %topic%)"
		}
		return c, fmt.Errorf("topic: %q %s", c.topic, problem)
	}
	if err := onlyCaps(dev, tasmotaCaps, KindTasmota); err != nil {
		return c, err
	}
	return c, nil
}

type tasmota struct {
	env     drivers.Env
	conn    *Conn
	release func()

	mu      sync.Mutex
	devs    map[string]*tracker // by topic
	unsubs  []func()
	running bool
}

func openTasmota(env drivers.Env) (*tasmota, error) {
	conn, release, _, err := acquire(env)
	if err != nil {
		return nil, err
	}
	d := &tasmota{env: env, conn: conn, release: release, devs: map[string]*tracker{}, running: true}
	var topics []string
	for i := range env.Home.Devices {
		if dev := &env.Home.Devices[i]; dev.DriverKind() == KindTasmota {
			if c, err := parseTasmota(dev); err == nil {
				topics = append(topics, c.topic)
			}
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), ConnectTimeout)
	defer cancel()
	if err := d.subscribe(ctx, topics...); err != nil {
		d.Close()
		return nil, err
	}
	return d, nil
}

func (d *tasmota) subscribe(ctx context.Context, topics ...string) error {
	var filters []string
	d.mu.Lock()
	for _, t := range topics {
		if _, ok := d.devs[t]; !ok {
			d.devs[t] = newTracker()
			filters = append(filters, "stat/"+t+"/+", "tele/"+t+"/+")
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

func (d *tasmota) track(ctx context.Context, topic string) (*tracker, error) {
	d.mu.Lock()
	t, ok := d.devs[topic]
	d.mu.Unlock()
	if ok {
		return t, nil
	}
	if err := d.subscribe(ctx, topic); err != nil {
		return nil, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.devs[topic], nil
}

// received reads stat/TOPIC/POWER[n], stat/TOPIC/RESULT, stat/TOPIC/STATUS10,
// tele/TOPIC/STATE, tele/TOPIC/SENSOR and tele/TOPIC/LWT.
func (d *tasmota) received(m Message) {
	parts := strings.Split(m.Topic, "/")
	if len(parts) != 3 {
		return
	}
	d.mu.Lock()
	t := d.devs[parts[1]]
	d.mu.Unlock()
	if t == nil {
		return
	}
	kind, what := parts[0], strings.ToUpper(parts[2])
	r := map[string]any{}
	switch {
	case kind == "tele" && what == "LWT":
		switch strings.TrimSpace(string(m.Payload)) {
		case "Online":
			t.setOnline(true)
		case "Offline":
			t.setOnline(false)
		}
		return
	case kind == "stat" && strings.HasPrefix(what, "POWER"):
		r[powerKey(what)] = strings.ToUpper(strings.TrimSpace(string(m.Payload)))
	case what == "RESULT" || what == "STATE":
		var v map[string]any
		if json.Unmarshal(m.Payload, &v) != nil {
			return
		}
		for k, x := range v {
			if up := strings.ToUpper(k); strings.HasPrefix(up, "POWER") {
				r[powerKey(up)] = x
			} else if k == "Dimmer" {
				r[k] = x
			}
		}
	case what == "SENSOR" || what == "STATUS10":
		var v map[string]any
		if json.Unmarshal(m.Payload, &v) != nil {
			return
		}
		if sns, ok := v["StatusSNS"].(map[string]any); ok {
			v = sns
		}
		maps.Copy(r, sensorValues(v))
	}
	if len(r) > 0 {
		t.report(r, d.env.Now())
	}
}

// powerKey makes POWER the same key as POWER1.
func powerKey(k string) string {
	if k == "POWER" {
		return "POWER1"
	}
	return k
}

// tasmotaSensors maps Tasmota's names of sensor values to edge's.
var tasmotaSensors = map[string]string{
	"Temperature": "temperature", "Humidity": "humidity", "Illuminance": "illuminance",
	"CarbonDioxide": "co2", "CO2": "co2", "eCO2": "co2",
}

// sensorValues finds edge's sensor values in a Tasmota SENSOR payload:
// {"AM2301": {"Temperature": 21.4, ...}, "ENERGY": {"Power": 12}, ...}.
// The sensors are taken in the order of their names; the first value of
// each kind wins.
func sensorValues(v map[string]any) map[string]any {
	out := map[string]any{}
	for _, name := range slices.Sorted(maps.Keys(v)) {
		sensor, ok := v[name].(map[string]any)
		if !ok {
			continue
		}
		for _, k := range slices.Sorted(maps.Keys(sensor)) {
			attr := tasmotaSensors[k]
			if name == "ENERGY" && k == "Power" {
				attr = "power"
			}
			if f, ok := sensor[k].(float64); ok && attr != "" && out[attr] == nil && !math.IsNaN(f) {
				out[attr] = f
			}
		}
	}
	return out
}

func (d *tasmota) usable(ctx context.Context, t *tracker, c tasmotaConfig) error {
	if err := d.conn.Ready(ctx); err != nil {
		return err
	}
	if _, _, _, on := t.snapshot(); !on {
		return drivers.Fail(drivers.ErrOffline, fmt.Errorf("the Tasmota device %q is offline (tele/%s/LWT): check its power and Wi-Fi", c.topic, c.topic))
	}
	return nil
}

// Do publishes cmnd/TOPIC/POWER[n] or cmnd/TOPIC/Dimmer and waits for the
// device to report the state asked for.
func (d *tasmota) Do(ctx context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error) {
	c, err := parseTasmota(dev)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	t, err := d.track(ctx, c.topic)
	if err != nil {
		return nil, err
	}
	if err := d.usable(ctx, t, c); err != nil {
		return nil, err
	}
	key := c.key()
	is := func(v string) func(state, last map[string]any) bool {
		return func(s, _ map[string]any) bool { return s[key] == v }
	}
	var cmnd, payload string
	var want func(state, last map[string]any) bool
	switch command {
	case "on":
		cmnd, payload, want = c.power(), "ON", is("ON")
	case "off":
		cmnd, payload, want = c.power(), "OFF", is("OFF")
	case "toggle":
		cmnd, payload = c.power(), "TOGGLE"
		switch stateOf(t)[key] {
		case "ON":
			want = is("OFF")
		case "OFF":
			want = is("ON")
		default:
			want = func(_, last map[string]any) bool { return last[key] != nil }
		}
	case "set":
		level, ok := args["brightness"].(float64)
		if !ok {
			step, _ := args["brightness_step"].(float64)
			s, err := d.Read(ctx, dev)
			if err != nil {
				return nil, err
			}
			cur, ok := s["brightness"].(float64)
			if !ok {
				return nil, errors.New("the device does not report its Dimmer, so it cannot be changed by a step; say a level")
			}
			level = math.Max(0, math.Min(100, cur+step))
		}
		level = math.Round(level)
		cmnd, payload = "Dimmer", strconv.Itoa(int(level))
		want = func(s, _ map[string]any) bool { v, ok := s["Dimmer"].(float64); return ok && v == level }
	default:
		return nil, fmt.Errorf("the tasmota driver has no command %q", command)
	}
	_, _, before, _ := t.snapshot()
	if err := d.conn.Publish(ctx, "cmnd/"+c.topic+"/"+cmnd, []byte(payload), false); err != nil {
		return nil, err
	}
	state, err := t.wait(ctx, before, want)
	if err != nil {
		return nil, d.noReport(c, err, "the command may not have run")
	}
	return fromTasmota(dev, c, state), nil
}

func (d *tasmota) noReport(c tasmotaConfig, err error, what string) error {
	var off offlineError
	if errors.As(err, &off) {
		return drivers.Fail(drivers.ErrOffline, fmt.Errorf("the Tasmota device %q went offline (tele/%s/LWT); %s", c.topic, c.topic, what))
	}
	return drivers.Fail(drivers.ErrNoAnswer, fmt.Errorf("no report from Tasmota device %q on stat/%s within %s; %s", c.topic, c.topic, c.timeout, what))
}

// Read returns the device's last reports when they are at most max_age
// old, else asks it: cmnd/TOPIC/STATE for its relay and dimmer,
// cmnd/TOPIC/STATUS 10 for its sensors.
func (d *tasmota) Read(ctx context.Context, dev *home.Device) (map[string]any, error) {
	c, err := parseTasmota(dev)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	t, err := d.track(ctx, c.topic)
	if err != nil {
		return nil, err
	}
	if err := d.usable(ctx, t, c); err != nil {
		return nil, err
	}
	state, at, _, _ := t.snapshot()
	out := fromTasmota(dev, c, state)
	if !at.IsZero() && d.env.Now().Sub(at) <= drivers.MaxAge(dev) && complete(dev, out) {
		return out, nil
	}
	queries := []struct {
		need          bool
		cmnd, payload string
		answered      func(last map[string]any) bool
	}{
		{dev.Has("onoff") || dev.Has("brightness"), "STATE", "",
			func(last map[string]any) bool { return last[c.key()] != nil || last["Dimmer"] != nil }},
		{sensor(dev), "STATUS", "10", func(last map[string]any) bool {
			return slices.ContainsFunc(slices.Collect(maps.Keys(last)), func(k string) bool { return !strings.HasPrefix(k, "POWER") && k != "Dimmer" })
		}},
	}
	for _, q := range queries {
		if !q.need {
			continue
		}
		_, _, seq, _ := t.snapshot()
		if err := d.conn.Publish(ctx, "cmnd/"+c.topic+"/"+q.cmnd, []byte(q.payload), false); err != nil {
			return nil, err
		}
		if state, err = t.wait(ctx, seq, func(_, last map[string]any) bool { return q.answered(last) }); err != nil {
			return nil, d.noReport(c, err, "its state is not known")
		}
	}
	return fromTasmota(dev, c, state), nil
}

// sensor reports whether the device has a sensor capability.
func sensor(dev *home.Device) bool {
	return slices.ContainsFunc(dev.Capabilities, func(c string) bool {
		cp, ok := home.LookupCapability(c)
		return ok && cp.Sensor
	})
}

// complete reports whether state has a value of every capability.
func complete(dev *home.Device, state map[string]any) bool {
	for _, c := range dev.Capabilities {
		cp, _ := home.LookupCapability(c)
		for _, a := range cp.State {
			if _, ok := state[a.Name]; !ok {
				return false
			}
		}
	}
	return true
}

// fromTasmota makes edge's state of the device's reports.
func fromTasmota(dev *home.Device, c tasmotaConfig, s map[string]any) map[string]any {
	out := map[string]any{}
	for _, cp := range dev.Capabilities {
		switch cp {
		case "onoff":
			if v, ok := s[c.key()].(string); ok && (v == "ON" || v == "OFF") {
				out["on"] = v == "ON"
			}
		case "brightness":
			if v, ok := s["Dimmer"].(float64); ok {
				out["brightness"] = v
			}
		default:
			if v, ok := s[cp].(float64); ok {
				out[cp] = v
			}
		}
	}
	return out
}

// AlwaysFresh: the driver keeps the reports itself and applies max_age.
func (d *tasmota) AlwaysFresh() {}

// Close ends the subscriptions and gives the connection back.
func (d *tasmota) Close() error {
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
