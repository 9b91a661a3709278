package mqtt_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"edge/drivers/mqtt"
	"edge/drivers/mqtt/mqtttest"

	_ "edge/drivers/sim"
)

// TestGatewayRequests: the owning side of the protocol, with Call
// standing for the engine.
func TestGatewayRequests(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	h := homeOf(t, b, ", gateway: shed", `
  - {id: light.shed, name: Shed lamp, capabilities: [onoff]}
  - {id: light.porch, name: Porch light, capabilities: [onoff], driver: {kind: edge, gateway: house}}
`)
	var mu sync.Mutex
	var calls []mqtt.Request
	g, err := mqtt.StartGateway(mqtt.GatewayOptions{Home: h, Call: func(_ context.Context, r mqtt.Request) mqtt.Reply {
		mu.Lock()
		calls = append(calls, r)
		mu.Unlock()
		return mqtt.Reply{Status: "done", State: map[string]any{"on": true}}
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	c := mqtttest.Connect(t, b, "house")
	replies := c.Record("edge/house/response")
	status := c.Record("edge/shed/status")
	if _, ok := status.Wait("edge/shed/status", func(p string) bool { return p == "online" }); !ok {
		t.Fatalf("status: %v", status.Messages())
	}
	c.Publish("edge/shed/request", []byte(`not json`), false)
	c.Publish("edge/shed/request", []byte(`{"id": "x1", "from": "House!", "device": "light.shed", "command": "on"}`), false)
	c.Publish("edge/shed/request", []byte(`{"id": "x2", "from": "house", "device": "light.porch", "command": "on"}`), false)
	c.Publish("edge/shed/request", []byte(`{"id": "x3", "from": "house", "device": "light.shed", "command": "on", "args": {}}`), false)
	for _, w := range []struct{ id, want string }{
		{"x2", `{"id":"x2","from":"shed","status":"blocked","error":"light.porch is not gateway shed's own (gateway house owns it)"}`},
		{"x3", `{"id":"x3","from":"shed","status":"done","state":{"on":true}}`},
	} {
		got, ok := replies.Wait("edge/house/response", func(p string) bool {
			var r struct{ ID string }
			return json.Unmarshal([]byte(p), &r) == nil && r.ID == w.id
		})
		if !ok || got != w.want {
			t.Errorf("reply %s = %s, want %s", w.id, got, w.want)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(calls) != 1 || calls[0].Device != "light.shed" || calls[0].Source != "edge:house" {
		t.Errorf("calls = %+v", calls)
	}
	for _, m := range replies.Messages() {
		if strings.Contains(m.Payload, "x1") {
			t.Errorf("a request from a bad gateway name was answered: %s", m.Payload)
		}
	}
}
