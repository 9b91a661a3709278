package drivers_test

import (
	"context"
	"slices"
	"sync"
	"testing"

	"edge/drivers"
	"edge/drivers/drivertest"
	"edge/home"
)

// TestFailedIsTold: Env.Failed hears every command and read a driver
// failed (alone, in a batch, as a read), and nothing of calls that worked
// or whose arguments were refused before any driver saw them.
func TestFailedIsTold(t *testing.T) {
	var mu sync.Mutex
	var failed []string
	set := drivers.NewSet(drivers.Env{Failed: func(dev *home.Device, err error) {
		mu.Lock()
		defer mu.Unlock()
		failed = append(failed, dev.ID+": "+err.Error())
	}})
	ok := fakeDev("switch.ok", nil, "onoff")
	stuck := fakeDev("switch.stuck", map[string]any{drivertest.ConfigFail: "relay stuck"}, "onoff")
	ctx := context.Background()
	if _, err := set.Do(ctx, ok, "on", nil); err != nil {
		t.Fatal(err)
	}
	if _, err := set.Do(ctx, ok, "set", map[string]any{"brightness": 5.0}); err == nil {
		t.Fatal("a command the device lacks was carried out")
	}
	if _, err := set.Do(ctx, stuck, "on", nil); err == nil {
		t.Fatal("the stuck relay switched")
	}
	if _, err := set.Read(ctx, stuck); err == nil {
		t.Fatal("the stuck relay was read")
	}
	set.DoBatch(ctx, []drivers.Op{{Dev: ok, Command: "off"}, {Dev: stuck, Command: "off"}})
	want := []string{"switch.stuck: relay stuck", "switch.stuck: relay stuck", "switch.stuck: relay stuck"}
	if !slices.Equal(failed, want) {
		t.Errorf("Failed was told %q, want %q", failed, want)
	}
}
