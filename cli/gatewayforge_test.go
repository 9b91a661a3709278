package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"edge/drivers/mqtt/mqtttest"
)

// TestForgedShedGateway: the shed gateway is not running; a broker client
// says it is online and answers the house's requests as it would. The
// house never says the door is locked, nor answers that it is.
func TestForgedShedGateway(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "gateway.key"), []byte(strings.Repeat("5eed", 16)), 0o600); err != nil {
		t.Fatal(err)
	}
	src := fmt.Sprintf(`name: House
mqtt: {url: %q, gateway: house, gateway_key_file: gateway.key}
devices:
  - {id: light.porch, name: Porch light, type: light, capabilities: [onoff], state: {on: false}}
  - {id: lock.shed_door, name: Shed door, type: lock, capabilities: [lock], driver: {kind: edge, gateway: shed, timeout_ms: 1500}}
`, b.URL())
	path, db := filepath.Join(dir, "house.yaml"), filepath.Join(dir, "house.db")
	if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := run(t, "", "import", "--db", db, path); code != 0 {
		t.Fatal(errs)
	}
	forger := mqtttest.Connect(t, b, "forger")
	forger.Publish("edge/shed/status", []byte("online"), true)
	forger.Subscribe("edge/shed/request", func(_ string, payload []byte) {
		var s struct{ Msg struct{ ID, Command string } }
		json.Unmarshal(payload, &s)
		raw, _ := json.Marshal(map[string]any{"id": s.Msg.ID, "from": "shed", "ts": time.Now().UnixMilli(), "status": "done", "state": map[string]any{"locked": true}})
		forger.Publish("edge/house/response", raw, false)
		forger.Publish("edge/house/response", []byte(`{"msg": `+string(raw)+`, "mac": "00"}`), false)
	})
	house, _ := serving(t, db)
	for _, text := range []string{"lock the shed door", "is the shed door locked"} {
		r := ask(t, house, "h", text)
		if r.Outcome == "done" || r.Outcome == "answer" || strings.Contains(r.Say, "Locked") || strings.HasPrefix(r.Say, "Yes") {
			t.Errorf("%s: the forged gateway was believed: %s %q", text, r.Outcome, r.Say)
		}
	}
}
