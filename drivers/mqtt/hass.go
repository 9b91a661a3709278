package mqtt

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"edge/home"
)

// Home Assistant MQTT discovery (mqtt.discovery: true): the gateway
// publishes, retained, one discovery config per device of its own
// (hassconfig.go; not those behind Zigbee2MQTT or Tasmota, which Home
// Assistant finds by themselves, nor another gateway's), their states on
// edge/GATEWAY/ID/state, and takes Home Assistant's commands on
// edge/GATEWAY/ID/set[/WHAT], each carried out by the Caller like
// another gateway's request (source "hass").
//
// What edge published before is learnt from the broker, not kept: each
// time the connection comes up the gateway reads the retained messages of
// homeassistant/device/+/config (those with edge's origin and this
// gateway's availability topic are its own), of the per-entity topics
// edge published before (homeassistant/+/edge_GATEWAY/+/config) and of
// its state topics, until a marker of its own comes back after them.
// Then it migrates the per-entity configs (Home Assistant's
// migrate_discovery, the device config, an empty config), publishes the
// config of each device, and clears (an empty retained message) the
// configs and states of devices that are no longer in the home, or no
// longer published. SetHome does the same, from what it published, when
// a live import changes the home.

// hass is the discovery state of a gateway.
type hass struct {
	announcing sync.Mutex // one announcement at a time

	mu      sync.Mutex
	devices map[string]*home.Device // published, by id
	configs map[string]deviceConfig // to publish, by topic
	// sent are edge's configs on the broker (published, or found there),
	// by topic: their components' platforms, by key.
	sent map[string]map[string]string
	// stated are the devices with a retained state on the broker.
	stated map[string]bool
}

// found is what a sweep found on the broker.
type found struct {
	devices map[string]map[string]string // edge's device configs, by topic: their components' platforms
	legacy  map[string]bool              // per-entity configs, by topic: true when already a migration payload
	states  map[string]bool              // the devices with a retained state
}

// migrateDiscovery is the payload that has Home Assistant keep the
// entities of a per-entity config while the device config replaces it.
var migrateDiscovery = []byte(`{"migrate_discovery": true}`)

// startHass subscribes to Home Assistant's commands, starts publishing
// the states, takes the home's devices, and announces them each time the
// connection comes up.
func (g *Gateway) startHass(ctx context.Context, h *home.Home) error {
	unsub, err := g.conn.Subscribe(ctx, g.command, "edge/"+g.me+"/+/set", "edge/"+g.me+"/+/set/+")
	if err != nil {
		return err
	}
	g.unsubs = append(g.unsubs, unsub)
	g.publisher = make(chan struct{})
	go g.publishStates()
	g.setDevices(h)
	g.conn.OnUp(func() { g.announce(true) })
	return nil
}

// SetHome takes a new home (a live import): it publishes the configs of
// its devices and clears those of the devices that left, at once when
// the broker is reachable, else when it comes back. The mqtt block's
// broker and gateway stay those the gateway started with.
func (g *Gateway) SetHome(h *home.Home) {
	g.home.Store(h)
	g.setDevices(h)
	g.announce(false)
}

// setDevices makes the configs of the home's own devices (none when its
// discovery is off).
func (g *Gateway) setDevices(h *home.Home) {
	devices, configs := map[string]*home.Device{}, map[string]deviceConfig{}
	if h.MQTT.Discovery {
		rooms := map[string]string{}
		for _, r := range h.Rooms {
			rooms[r.ID] = r.Name
		}
		for i := range h.Devices {
			dev := &h.Devices[i]
			if !own(dev) {
				continue
			}
			c, ok := configOf(g.me, g.opt.Version, dev, rooms[dev.Room])
			if !ok {
				continue
			}
			if _, dup := configs[c.topic]; dup {
				g.log.Warn("mqtt: two devices make one Home Assistant device; the second is not published", "device", dev.ID, "topic", c.topic)
				continue
			}
			devices[dev.ID], configs[c.topic] = dev, c
		}
	}
	g.hass.mu.Lock()
	g.hass.devices, g.hass.configs = devices, configs
	g.hass.mu.Unlock()
	g.smu.Lock()
	for id := range g.last {
		if devices[id] == nil {
			delete(g.last, id)
			delete(g.pending, id)
		}
	}
	g.smu.Unlock()
}

// device returns a published device.
func (g *Gateway) device(id string) *home.Device {
	g.hass.mu.Lock()
	defer g.hass.mu.Unlock()
	return g.hass.devices[id]
}

// announce brings the broker to the configs of the devices: after a
// sweep (when the connection comes up), or from what was published.
func (g *Gateway) announce(sweep bool) {
	if g.ctx.Err() != nil {
		return
	}
	g.hass.announcing.Lock()
	defer g.hass.announcing.Unlock()
	ctx, cancel := context.WithTimeout(g.ctx, announceTimeout)
	defer cancel()
	var f found
	if sweep {
		var err error
		if f, err = g.sweep(ctx); err != nil {
			g.log.Warn("mqtt: reading what edge published for Home Assistant before", "err", err)
		}
	}
	g.hass.mu.Lock()
	for topic, p := range f.devices {
		g.hass.sent[topic] = p
	}
	for id := range f.states {
		g.hass.stated[id] = true
	}
	configs, sent := maps.Clone(g.hass.configs), maps.Clone(g.hass.sent)
	var gone []string
	for id := range g.hass.stated {
		if g.hass.devices[id] == nil {
			gone = append(gone, id)
		}
	}
	g.hass.mu.Unlock()

	publish := func(topic string, payload []byte) bool {
		if err := g.conn.Publish(ctx, topic, payload, true); err != nil {
			g.log.Warn("mqtt: publishing Home Assistant discovery", "topic", topic, "err", err)
			return false
		}
		return true
	}
	legacy := slices.Sorted(maps.Keys(f.legacy))
	for _, topic := range legacy {
		if !f.legacy[topic] && !publish(topic, migrateDiscovery) {
			return
		}
	}
	for _, topic := range slices.Sorted(maps.Keys(configs)) {
		c := configs[topic]
		if removed := removedComponents(sent[topic], c); removed != nil {
			// Home Assistant drops a component given with its platform
			// alone.
			if !publish(topic, removed) {
				return
			}
		}
		data, err := json.Marshal(c.payload)
		if err != nil || !publish(topic, data) {
			return
		}
		g.hass.mu.Lock()
		g.hass.sent[topic] = c.platforms
		g.hass.mu.Unlock()
	}
	for _, topic := range legacy {
		if !publish(topic, nil) {
			return
		}
	}
	left := 0
	for _, topic := range slices.Sorted(maps.Keys(sent)) {
		if _, ok := configs[topic]; ok {
			continue
		}
		if !publish(topic, nil) {
			return
		}
		left++
		g.hass.mu.Lock()
		delete(g.hass.sent, topic)
		g.hass.mu.Unlock()
	}
	for _, id := range gone {
		if !publish(stateTopic(g.me, id), nil) {
			return
		}
		g.hass.mu.Lock()
		delete(g.hass.stated, id)
		g.hass.mu.Unlock()
	}
	g.smu.Lock()
	for id, st := range g.last {
		if _, ok := g.pending[id]; !ok {
			g.pending[id] = st
		}
	}
	g.smu.Unlock()
	g.wake()
	g.log.Info("mqtt: published Home Assistant discovery", "devices", len(configs), "migrated", len(legacy), "removed", left)
}

// removedComponents is the config c with the components of before that
// it no longer has, given with their platform alone; nil when none is.
func removedComponents(before map[string]string, c deviceConfig) []byte {
	cmps := maps.Clone(c.payload["cmps"].(map[string]any))
	n := len(cmps)
	for key, platform := range before {
		if _, ok := cmps[key]; !ok {
			cmps[key] = map[string]any{"p": platform}
		}
	}
	if len(cmps) == n {
		return nil
	}
	p := maps.Clone(c.payload)
	p["cmps"] = cmps
	data, _ := json.Marshal(p)
	return data
}

// announceTimeout bounds one announcement; sweepTimeout the wait for the
// retained messages of a sweep.
const (
	announceTimeout = 30 * time.Second
	sweepTimeout    = 5 * time.Second
)

// sweep reads the retained messages of edge's discovery topics and of
// this gateway's state topics. The broker sends the retained messages of
// a subscription before anything published after it, so a marker
// published on a topic subscribed after them comes back after them.
func (g *Gateway) sweep(ctx context.Context) (found, error) {
	f := found{devices: map[string]map[string]string{}, legacy: map[string]bool{}, states: map[string]bool{}}
	var mu sync.Mutex
	devices, legacy := DiscoveryPrefix+"/device/+/config", DiscoveryPrefix+"/+/edge_"+g.me+"/+/config"
	states := "edge/" + g.me + "/+/state"
	unsub, err := g.conn.Subscribe(ctx, func(m Message) {
		if !m.Retained || len(m.Payload) == 0 || len(m.Payload) > maxMessage {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		switch {
		case Match(devices, m.Topic):
			if p, ok := g.ownConfig(m.Payload); ok {
				f.devices[m.Topic] = p
			}
		case Match(legacy, m.Topic):
			f.legacy[m.Topic] = strings.Contains(string(m.Payload), "migrate_discovery")
		case Match(states, m.Topic):
			f.states[strings.Split(m.Topic, "/")[2]] = true
		}
	}, devices, legacy, states)
	if err != nil {
		return f, err
	}
	defer unsub()
	marker := "edge/" + g.me + "/sweep"
	nonce := make([]byte, 8)
	_, _ = rand.Read(nonce)
	back := make(chan struct{})
	var once sync.Once
	unmark, err := g.conn.Subscribe(ctx, func(m Message) {
		if string(m.Payload) == hex.EncodeToString(nonce) {
			once.Do(func() { close(back) })
		}
	}, marker)
	if err != nil {
		return f, err
	}
	defer unmark()
	if err := g.conn.Publish(ctx, marker, []byte(hex.EncodeToString(nonce)), true); err != nil {
		return f, err
	}
	wait, cancel := context.WithTimeout(ctx, sweepTimeout)
	defer cancel()
	select {
	case <-back:
	case <-wait.Done():
		g.log.Warn("mqtt: the marker of the sweep did not come back; what was found is used", "topic", marker)
	}
	if err := g.conn.Publish(ctx, marker, nil, true); err != nil {
		g.log.Debug("mqtt: clearing the marker of the sweep", "err", err)
	}
	mu.Lock()
	defer mu.Unlock()
	return found{devices: maps.Clone(f.devices), legacy: maps.Clone(f.legacy), states: maps.Clone(f.states)}, nil
}

// ownConfig reads a device config found on the broker: it is this
// gateway's when its origin is edge and its availability is the
// gateway's status; p are its components' platforms.
func (g *Gateway) ownConfig(payload []byte) (p map[string]string, ok bool) {
	var c struct {
		O struct {
			Name string `json:"name"`
		} `json:"o"`
		Availability string `json:"availability_topic"`
		Cmps         map[string]struct {
			P string `json:"p"`
		} `json:"cmps"`
	}
	if json.Unmarshal(payload, &c) != nil || c.O.Name != Origin || c.Availability != StatusTopic(g.me) {
		return nil, false
	}
	p = map[string]string{}
	for k, v := range c.Cmps {
		p[k] = v.P
	}
	return p, true
}

// command takes one of Home Assistant's commands.
func (g *Gateway) command(m Message) {
	if m.Retained || len(m.Payload) > 64 {
		return
	}
	parts := strings.Split(m.Topic, "/")
	if len(parts) < 4 {
		return
	}
	dev := g.device(parts[2])
	if dev == nil {
		return
	}
	what := ""
	if len(parts) == 5 {
		what = parts[4]
	}
	cmd, args, err := hassCommand(dev, what, strings.TrimSpace(string(m.Payload)))
	if err != nil {
		g.log.Warn("mqtt: a Home Assistant command edge does not take", "device", dev.ID, "topic", m.Topic, "err", err)
		return
	}
	select {
	case g.sem <- struct{}{}:
	default:
		g.log.Warn("mqtt: too many requests under way; a Home Assistant command is dropped", "device", dev.ID)
		return
	}
	g.requests.Add(1)
	go func() {
		defer g.requests.Done()
		defer func() { <-g.sem }()
		ctx, cancel := context.WithTimeout(g.ctx, requestTimeout)
		defer cancel()
		rep := g.opt.Call(ctx, Request{Device: dev.ID, Command: cmd, Args: args, Source: "hass"})
		g.log.Info("mqtt: Home Assistant command", "device", dev.ID, "command", cmd, "status", rep.Status, "error", rep.Error)
	}()
}

// Observe publishes a state of one of the gateway's own devices (retained,
// for Home Assistant), in the background: the latest state of each device
// wins. It never blocks.
func (g *Gateway) Observe(dev *home.Device, state map[string]any) {
	if g.device(dev.ID) == nil {
		return
	}
	g.smu.Lock()
	g.pending[dev.ID] = state
	g.smu.Unlock()
	g.wake()
}

func (g *Gateway) wake() {
	select {
	case g.kick <- struct{}{}:
	default:
	}
}

// publishStates publishes the states Observe was told, until the gateway
// stops. A colour goes as #rrggbb, which the light's template reads.
func (g *Gateway) publishStates() {
	defer close(g.publisher)
	for {
		select {
		case <-g.ctx.Done():
			return
		case <-g.kick:
		}
		g.smu.Lock()
		pending := g.pending
		g.pending = map[string]map[string]any{}
		g.smu.Unlock()
		for id, st := range pending {
			if g.device(id) == nil {
				continue
			}
			out := st
			if c, ok := st["color"].(string); ok {
				if h, err := hexOf(c); err == nil {
					out = maps.Clone(st)
					out["color"] = h
				}
			}
			data, err := json.Marshal(out)
			if err != nil {
				continue
			}
			ctx, cancel := context.WithTimeout(g.ctx, ConnectTimeout)
			err = g.conn.Publish(ctx, stateTopic(g.me, id), data, true)
			cancel()
			if err != nil {
				// published again when the connection comes back.
				g.log.Debug("mqtt: publishing a state for Home Assistant", "device", id, "err", err)
			} else {
				g.hass.mu.Lock()
				g.hass.stated[id] = true
				g.hass.mu.Unlock()
			}
			g.smu.Lock()
			g.last[id] = st
			g.smu.Unlock()
		}
	}
}
