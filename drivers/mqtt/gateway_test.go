package mqtt_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/drivers"
	"edge/drivers/mqtt"
	"edge/drivers/mqtt/mqtttest"

	_ "edge/drivers/sim"
)

// testKey is the key the test gateways share.
const testKey = "0123456789abcdef0123456789abcdef-gateway-key"

// keyFile writes a gateway key file and returns its path.
func keyFile(t *testing.T, key string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "gateway.key")
	if err := os.WriteFile(path, []byte(key+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// sealFor seals a message as a gateway with key does for topic.
func sealFor(t *testing.T, key, topic string, msg map[string]any) []byte {
	t.Helper()
	raw, err := json.Marshal(msg)
	if err != nil {
		t.Fatal(err)
	}
	h := hmac.New(sha256.New, []byte(key))
	h.Write([]byte(topic + "\x00"))
	h.Write(raw)
	out, _ := json.Marshal(map[string]any{"msg": json.RawMessage(raw), "mac": hex.EncodeToString(h.Sum(nil))})
	return out
}

// TestGatewayRequests: the owning side of the protocol, with Call
// standing for the engine: it takes only sealed requests, each once, sent
// within the replay window, and seals its replies.
func TestGatewayRequests(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	h := homeOf(t, b, ", gateway: shed, gateway_key_file: "+keyFile(t, testKey), `
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
	const topic = "edge/shed/request"
	now := time.Now().UnixMilli()
	req := func(id, from, device string, ts int64) map[string]any {
		return map[string]any{"id": id, "from": from, "ts": ts, "device": device, "command": "on", "args": map[string]any{}}
	}
	c.Publish(topic, []byte(`not json`), false)
	c.Publish(topic, []byte(`{"id": "x0", "from": "house", "device": "light.shed", "command": "on"}`), false)
	c.Publish(topic, sealFor(t, testKey, topic, req("x1", "House!", "light.shed", now)), false)
	c.Publish(topic, sealFor(t, testKey, topic, req("x2", "house", "light.porch", now)), false)
	c.Publish(topic, sealFor(t, testKey, topic, req("x3", "house", "light.shed", now)), false)
	// a replay, an old request, one sealed with another key, one sealed
	// for another gateway's topic.
	c.Publish(topic, sealFor(t, testKey, topic, req("x3", "house", "light.shed", now)), false)
	c.Publish(topic, sealFor(t, testKey, topic, req("x4", "house", "light.shed", now-int64(2*mqtt.ReplayWindow/time.Millisecond))), false)
	c.Publish(topic, sealFor(t, strings.Repeat("k", 40), topic, req("x5", "house", "light.shed", now)), false)
	c.Publish(topic, sealFor(t, testKey, "edge/barn/request", req("x6", "house", "light.shed", now)), false)
	c.Publish(topic, sealFor(t, testKey, topic, req("x7", "house", "light.shed", now)), false)
	for _, w := range []struct{ id, status string }{{"x2", "blocked"}, {"x3", "done"}, {"x7", "done"}} {
		got, ok := replies.Wait("edge/house/response", func(p string) bool {
			var s struct{ Msg struct{ ID string } }
			return json.Unmarshal([]byte(p), &s) == nil && s.Msg.ID == w.id
		})
		var s struct {
			Msg struct{ From, Status string }
			MAC string
		}
		if !ok || json.Unmarshal([]byte(got), &s) != nil || s.Msg.From != "shed" || s.Msg.Status != w.status || s.MAC == "" {
			t.Errorf("reply %s = %s, want a sealed %s", w.id, got, w.status)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(calls) != 2 || calls[0].Device != "light.shed" || calls[0].Source != "edge:house" {
		t.Errorf("calls = %+v, want x3 and x7 only", calls)
	}
	for _, m := range replies.Messages() {
		for _, id := range []string{`"x0"`, `"x1"`, `"x4"`, `"x5"`, `"x6"`} {
			if strings.Contains(m.Payload, id) {
				t.Errorf("a request refused was answered: %s", m.Payload)
			}
		}
	}
}

// TestForgedGatewayReply: with the shed gateway not running, a broker
// client says it is online and answers the house's requests, unsealed or
// sealed with another key: the house takes none of it, and the command
// fails. Without a key the house sends nothing.
func TestForgedGatewayReply(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	const devs = `
  - {id: lock.shed_door, name: Shed door, type: lock, capabilities: [lock], driver: {kind: edge, gateway: shed, timeout_ms: 1500}}
`
	forger := mqtttest.Connect(t, b, "forger")
	forger.Publish("edge/shed/status", []byte("online"), true)
	var asked sync.WaitGroup
	forger.Subscribe("edge/shed/request", func(_ string, payload []byte) {
		var s struct{ Msg struct{ ID string } }
		json.Unmarshal(payload, &s)
		reply := map[string]any{"id": s.Msg.ID, "from": "shed", "ts": time.Now().UnixMilli(), "status": "done", "state": map[string]any{"locked": true}}
		raw, _ := json.Marshal(reply)
		forger.Publish("edge/house/response", raw, false)
		forger.Publish("edge/house/response", sealFor(t, strings.Repeat("z", 40), "edge/house/response", reply), false)
		asked.Done()
	})
	h := homeOf(t, b, ", gateway: house, gateway_key_file: "+keyFile(t, testKey), devs)
	s := drivers.NewSet(drivers.Env{Home: h, Clock: time.Now})
	defer s.Close()
	asked.Add(1)
	if st, err := s.Do(context.Background(), device(t, h, "lock.shed_door"), "lock", nil); err == nil {
		t.Fatalf("a forged reply was taken: %v", st)
	}
	asked.Wait()

	bare := homeOf(t, b, ", gateway: house", devs)
	s2 := drivers.NewSet(drivers.Env{Home: bare, Clock: time.Now})
	defer s2.Close()
	if _, err := s2.Do(context.Background(), device(t, bare, "lock.shed_door"), "lock", nil); err == nil || !strings.Contains(err.Error(), "gateway_key_file") {
		t.Errorf("without a key: %v", err)
	}
}

// TestGatewayKeyFile: a key file that others may read, or too short, is
// refused.
func TestGatewayKeyFile(t *testing.T) {
	if _, err := mqtt.ReadGatewayKey(keyFile(t, "short")); err == nil || !strings.Contains(err.Error(), "at least 32") {
		t.Errorf("a short key: %v", err)
	}
	open := keyFile(t, testKey)
	os.Chmod(open, 0o644)
	if _, err := mqtt.ReadGatewayKey(open); err == nil || !strings.Contains(err.Error(), "chmod 600") {
		t.Errorf("a key others may read: %v", err)
	}
	if k, err := mqtt.ReadGatewayKey(keyFile(t, testKey)); err != nil || string(k) != testKey {
		t.Errorf("a good key: %q %v", k, err)
	}
}
