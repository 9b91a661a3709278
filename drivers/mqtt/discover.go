package mqtt

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"
)

// What edge discover reads on the broker: Zigbee2MQTT's retained
// BASE/bridge/devices, and Tasmota's retained discovery messages,
// tasmota/discovery/MAC/config and tasmota/discovery/MAC/sensors (the only
// discovery Tasmota has published since version 12).

// TasmotaDiscovery is the prefix of Tasmota's discovery topics.
const TasmotaDiscovery = "tasmota/discovery"

// Limits of what discover takes from the broker.
const (
	// MaxFound is how many Tasmota devices one discovery takes.
	MaxFound = 10000
	// Settle is how long discover waits after the last message before it
	// takes what came as all there is: the broker sends the retained
	// messages of a subscription at once.
	Settle = 500 * time.Millisecond
)

// Found is what discover found on the broker.
type Found struct {
	// Bridge is Zigbee2MQTT's bridge/devices; nil when none came.
	Bridge []byte
	// Tasmota are the Tasmota devices by MAC (the topic's level).
	Tasmota map[string]*TasmotaFound
}

// TasmotaFound is the discovery of one Tasmota device: its config and its
// sensors (nil when none came).
type TasmotaFound struct {
	Config, Sensors []byte
}

// Empty reports whether nothing was found.
func (f Found) Empty() bool { return f.Bridge == nil && len(f.Tasmota) == 0 }

// Discover collects the retained discovery of the broker of cfg: its
// Zigbee2MQTT bridge/devices under base and its Tasmota discovery. It
// returns once messages have come and none for Settle, or when ctx ends
// (an error when nothing came); progress is told what it waits for.
func Discover(ctx context.Context, cfg Config, base string, progress func(string)) (Found, error) {
	c, err := Dial(cfg)
	if err != nil {
		return Found{}, err
	}
	defer c.Close()
	progress(fmt.Sprintf("connecting to %s", cfg.URL))
	if err := c.Ready(ctx); err != nil {
		return Found{}, err
	}
	bridge := base + "/bridge/devices"
	col := &collector{bridge: bridge, found: Found{Tasmota: map[string]*TasmotaFound{}}, news: make(chan struct{}, 1)}
	unsub, err := c.Subscribe(ctx, col.received, bridge, TasmotaDiscovery+"/+/config", TasmotaDiscovery+"/+/sensors")
	if err != nil {
		return Found{}, err
	}
	defer unsub()
	progress(fmt.Sprintf("waiting for %s (Zigbee2MQTT keeps it on the broker while it runs) and %s/+/config (Tasmota's discovery)", bridge, TasmotaDiscovery))
	quiet := time.NewTimer(time.Hour)
	quiet.Stop()
	for {
		select {
		case <-col.news:
			quiet.Reset(Settle)
		case <-quiet.C:
			return col.result(), nil
		case <-ctx.Done():
			if f := col.result(); !f.Empty() {
				return f, nil
			}
			return Found{}, fmt.Errorf("nothing on %s or %s at %s: is Zigbee2MQTT running, with the base topic %s (--base-topic), or a Tasmota device with discovery on (SetOption19 0)?",
				bridge, TasmotaDiscovery, cfg.URL, base)
		}
	}
}

// collector keeps the discovery messages as they come.
type collector struct {
	bridge string
	news   chan struct{}

	mu    sync.Mutex
	found Found
}

// received keeps a message and tells that one came. An empty payload
// (a retained message taken away) is nothing.
func (col *collector) received(m Message) {
	if len(m.Payload) == 0 {
		return
	}
	col.mu.Lock()
	defer col.mu.Unlock()
	switch {
	case m.Topic == col.bridge:
		col.found.Bridge = m.Payload
	default:
		rest, ok := strings.CutPrefix(m.Topic, TasmotaDiscovery+"/")
		mac, kind, ok2 := strings.Cut(rest, "/")
		if !ok || !ok2 || mac == "" {
			return
		}
		d := col.found.Tasmota[mac]
		if d == nil {
			if len(col.found.Tasmota) >= MaxFound {
				return
			}
			d = &TasmotaFound{}
			col.found.Tasmota[mac] = d
		}
		if kind == "config" {
			d.Config = m.Payload
		} else {
			d.Sensors = m.Payload
		}
	}
	select {
	case col.news <- struct{}{}:
	default:
	}
}

// result is a copy of what came: the subscription may still be taking
// messages.
func (col *collector) result() Found {
	col.mu.Lock()
	defer col.mu.Unlock()
	out := Found{Bridge: col.found.Bridge, Tasmota: make(map[string]*TasmotaFound, len(col.found.Tasmota))}
	for mac, d := range col.found.Tasmota {
		c := *d
		out.Tasmota[mac] = &c
	}
	return out
}
