package mqtttest

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/eclipse/paho.golang/autopaho"
	"github.com/eclipse/paho.golang/paho"

	"edge/drivers/mqtt"
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
					if mqtt.Match(f, pr.Packet.Topic) {
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
