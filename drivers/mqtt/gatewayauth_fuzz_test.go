package mqtt

import (
	"encoding/json"
	"testing"
	"time"
)

// FuzzSealed feeds arbitrary payloads to what checks a sealed message
// between gateways: nothing panics, and nothing is taken but a message
// sealed with the key for its topic within the replay window.
func FuzzSealed(f *testing.F) {
	key := []byte("0123456789abcdef0123456789abcdef")
	now := time.Unix(1_800_000_000, 0)
	good, _ := seal(key, "edge/shed/request", wireRequest{ID: "a1", From: "house", TS: now.UnixMilli(), Device: "lock.shed", Command: "lock"})
	for _, s := range []string{string(good), `{"msg": {"id": "x"}, "mac": "00"}`, `{"msg": null, "mac": ""}`, `{"msg": 1}`,
		`{"msg": {"ts": 1e400}, "mac": "zz"}`, `not json`, ``, `[]`, `{"msg": "text", "mac": "` + string(make([]byte, 64)) + `"}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, payload string) {
		var r wireRequest
		err := unseal(key, "edge/shed/request", []byte(payload), &r, func() int64 { return r.TS }, now)
		if err != nil {
			return
		}
		var s sealed
		if json.Unmarshal([]byte(payload), &s) != nil {
			t.Fatalf("taken, but not a sealed message: %q", payload)
		}
		if d := now.Sub(time.UnixMilli(r.TS)); d > ReplayWindow || d < -ReplayWindow {
			t.Fatalf("taken outside the window: %q", payload)
		}
	})
}
