package mqtt_test

import (
	"bytes"
	"context"
	"sync"
	"testing"
	"time"

	"edge/drivers/mqtt"
	"edge/drivers/mqtt/mqtttest"
)

// TestLargeMessagesNeverReachEdge: edge tells the broker the largest
// packet it takes (mqtt.MaxPacket), so a message past it published on a
// topic edge reads (a device's state, by whoever may publish there) is
// dropped by the broker and never held by edge; the messages after it
// still arrive. The broker and every client are on the loopback.
func TestLargeMessagesNeverReachEdge(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	h := homeOf(t, b, "", z2mDevices)
	cfg, err := mqtt.ConfigOf(h.MQTT)
	if err != nil {
		t.Fatal(err)
	}
	c, err := mqtt.Dial(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.Ready(ctx); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	got := map[string]int{}
	small := make(chan struct{}, 4)
	unsub, err := c.Subscribe(ctx, func(m mqtt.Message) {
		mu.Lock()
		got[m.Topic] = len(m.Payload)
		mu.Unlock()
		if m.Topic == "zigbee2mqtt/small" {
			small <- struct{}{}
		}
	}, "zigbee2mqtt/#")
	if err != nil {
		t.Fatal(err)
	}
	defer unsub()
	pub := mqtttest.Connect(t, b, "flooder")
	pub.Publish("zigbee2mqtt/big", bytes.Repeat([]byte{'x'}, mqtt.MaxPacket+1), false)
	pub.Publish("zigbee2mqtt/small", []byte(`{"state":"ON"}`), false)
	select {
	case <-small:
	case <-ctx.Done():
		t.Fatal("the small message after the large one never arrived")
	}
	mu.Lock()
	defer mu.Unlock()
	if n, ok := got["zigbee2mqtt/big"]; ok {
		t.Errorf("a message of %d bytes reached edge, past its bound of %d", n, mqtt.MaxPacket)
	}
}
