package store_test

import (
	"os"
	"strings"
	"testing"

	"edge/home"
	"edge/store/storetest"
)

func TestSecurityRoundTrip(t *testing.T) {
	h, err := home.Parse("s.yaml", []byte("security: {pin: \"47110815\", bulk: 5, rate_limit: 9}\ndevices:\n  - {id: lock.a, name: A, capabilities: [lock], voice: false}\n"))
	if err != nil {
		t.Fatal(err)
	}
	db, path := storetest.OpenFile(t)
	if err := db.Import(h, nil); err != nil {
		t.Fatal(err)
	}
	got, err := db.Home()
	if err != nil {
		t.Fatal(err)
	}
	if got.Security != h.Security || got.Security.PINHash == "" {
		t.Errorf("security = %+v, want %+v", got.Security, h.Security)
	}
	if got.Devices[0].VoiceAllowed() {
		t.Error("voice: false was lost")
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(raw), "47110815") {
		t.Error("the database file holds the PIN in clear")
	}
}
