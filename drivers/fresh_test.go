package drivers_test

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"edge/drivers"
	"edge/drivers/drivertest"
	"edge/home"
)

// checkCounting accepts a "counting" driver block only with a whole "unit".
func checkCounting(dev *home.Device) error {
	if _, ok := dev.Driver.Config["unit"].(int); !ok {
		return errors.New("unit: is missing")
	}
	return nil
}

func TestInit(t *testing.T) {
	want := []drivers.Status{
		{Kind: "broken", State: drivers.Failed, Reason: "no hardware"},
		{Kind: "counting", State: drivers.Skipped, Reason: "no counter attached"},
		{Kind: "fake", State: drivers.Loaded},
		{Kind: "sim", State: drivers.Loaded, Reason: "simulated devices, state in the database"},
	}
	if got := drivers.Init(drivers.Env{}); !reflect.DeepEqual(got, want) {
		t.Errorf("Init =\n%+v\nwant\n%+v", got, want)
	}
}

func TestCheckConfig(t *testing.T) {
	for _, tt := range []struct {
		dev  *home.Device
		want string
	}{
		{&home.Device{ID: "a", Driver: home.Driver{Kind: "counting", Config: st{"unit": 1}}}, ""},
		{&home.Device{ID: "a", Driver: home.Driver{Kind: "counting"}}, `device "a": driver counting: unit: is missing`},
		{&home.Device{ID: "b", Driver: home.Driver{Kind: "counting", Config: st{"unit": 1, "max_age_ms": 1.5}}},
			`device "b": driver counting: max_age_ms: 1.5 is not a whole number of milliseconds from 0 to 3600000`},
		{&home.Device{ID: "c", Driver: home.Driver{Kind: "sim", Config: st{"anything": true}}}, ""},
		{&home.Device{ID: "d", Driver: home.Driver{Kind: "gpio"}}, `device "d": drivers: unknown driver kind "gpio" (known kinds: broken, counting, fake, sim)`},
	} {
		err := drivers.CheckConfig(tt.dev)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("CheckConfig(%s):\n got %s\nwant %s", tt.dev.ID, got, tt.want)
		}
	}
}

func TestMaxAge(t *testing.T) {
	for _, tt := range []struct {
		cfg  st
		want time.Duration
	}{
		{nil, drivers.DefaultMaxAge},
		{st{"max_age_ms": 250}, 250 * time.Millisecond},
		{st{"max_age_ms": 1000.0}, time.Second},
		{st{"max_age_ms": 0}, 0},
		{st{"max_age_ms": "soon"}, 0},
	} {
		d := &home.Device{ID: "x", Driver: home.Driver{Kind: "fake", Config: tt.cfg}}
		if got := drivers.MaxAge(d); got != tt.want {
			t.Errorf("MaxAge(%v) = %v, want %v", tt.cfg, got, tt.want)
		}
	}
}

// clock is a settable clock for Env.Clock.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

func reads(fake *drivertest.Fake, id string) int {
	n := 0
	for _, c := range fake.Calls() {
		if c.Op == "read" && c.Device == id {
			n++
		}
	}
	return n
}

func TestReadFresh(t *testing.T) {
	fake := drivertest.Register()
	fake.Reset()
	t.Cleanup(fake.Reset)
	clk := &clock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	set := drivers.NewSet(drivers.Env{Clock: clk.Now})
	ctx := context.Background()
	temp := &home.Device{ID: "fresh.temp", Capabilities: []string{"temperature"}, State: st{"temperature": 21.0},
		Driver: home.Driver{Kind: drivertest.Kind}}

	if got, err := set.ReadFresh(ctx, temp, 0); err != nil || !reflect.DeepEqual(got, st{"temperature": 21.0}) {
		t.Fatalf("ReadFresh = %v, %v", got, err)
	}
	got, err := set.ReadFresh(ctx, temp, 0)
	if err != nil || reads(fake, temp.ID) != 1 {
		t.Fatalf("a second ReadFresh within max_age read the device again (%d reads), %v", reads(fake, temp.ID), err)
	}
	got["temperature"] = 99.0 // the caller's map: must not change the kept reading
	clk.advance(drivers.DefaultMaxAge)
	if got, _ := set.ReadFresh(ctx, temp, 0); reads(fake, temp.ID) != 1 || got["temperature"] != 21.0 {
		t.Errorf("ReadFresh at exactly max_age: %d reads, %v", reads(fake, temp.ID), got)
	}
	clk.advance(time.Millisecond)
	if _, err := set.ReadFresh(ctx, temp, 0); err != nil || reads(fake, temp.ID) != 2 {
		t.Errorf("ReadFresh past max_age: %d reads, %v", reads(fake, temp.ID), err)
	}
	clk.advance(time.Second)
	if _, err := set.ReadFresh(ctx, temp, 500*time.Millisecond); err != nil || reads(fake, temp.ID) != 3 {
		t.Errorf("ReadFresh with a tighter maxAge: %d reads, %v", reads(fake, temp.ID), err)
	}
	if _, err := set.Read(ctx, temp); err != nil || reads(fake, temp.ID) != 4 {
		t.Errorf("Read always reads: %d reads, %v", reads(fake, temp.ID), err)
	}

	// The device's own max_age_ms.
	always := &home.Device{ID: "fresh.always", Capabilities: []string{"motion"}, Driver: home.Driver{Kind: drivertest.Kind, Config: st{"max_age_ms": 0}}}
	for range 3 {
		if _, err := set.ReadFresh(ctx, always, 0); err != nil {
			t.Fatal(err)
		}
	}
	if n := reads(fake, always.ID); n != 3 {
		t.Errorf("max_age_ms 0: %d reads, want 3", n)
	}

	// A confirmed command is a reading; a failure forgets it.
	lamp := &home.Device{ID: "fresh.lamp", Capabilities: []string{"onoff", "brightness"}, Driver: home.Driver{Kind: drivertest.Kind}}
	if _, err := set.Do(ctx, lamp, "set", st{"brightness": 40}); err != nil {
		t.Fatal(err)
	}
	if got, err := set.ReadFresh(ctx, lamp, 0); err != nil || reads(fake, lamp.ID) != 0 || !reflect.DeepEqual(got, st{"brightness": 40.0}) {
		t.Errorf("ReadFresh after Do: %d reads, %v, %v", reads(fake, lamp.ID), got, err)
	}
	fake.Fail(errors.New("bus down"))
	if _, err := set.Do(ctx, lamp, "on", nil); err == nil {
		t.Fatal("Do on a failing driver succeeded")
	}
	if _, err := set.ReadFresh(ctx, lamp, 0); err == nil || err.Error() != "fresh.lamp: read: bus down" {
		t.Errorf("ReadFresh after a failed Do answered from an old reading: %v", err)
	}
	fake.Fail(nil)
}

// TestReadFreshSim: the simulated driver is always fresh, so a change in
// the store shows at once.
func TestReadFreshSim(t *testing.T) {
	store := newMemStore()
	clk := &clock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	set := drivers.NewSet(drivers.Env{State: store, Clock: clk.Now})
	lamp := dev("light.sim", st{"on": false}, "onoff")
	ctx := context.Background()
	if got, err := set.ReadFresh(ctx, lamp, time.Hour); err != nil || got["on"] != false {
		t.Fatalf("ReadFresh = %v, %v", got, err)
	}
	if err := store.UpdateState(lamp.ID, func(map[string]any) (map[string]any, error) { return st{"on": true}, nil }); err != nil {
		t.Fatal(err)
	}
	if got, err := set.ReadFresh(ctx, lamp, time.Hour); err != nil || got["on"] != true {
		t.Errorf("ReadFresh on sim after a change = %v, %v", got, err)
	}
}

// closer is a driver that counts its Close calls, failing them when
// errClose is set; lastCloser is the last one the "counting" kind opened.
type closer struct {
	*drivertest.Fake
	closed atomic.Int32
}

var (
	lastCloser atomic.Pointer[closer]
	errClose   = errors.New("port stuck")
)

func (c *closer) Close() error {
	c.closed.Add(1)
	return errClose
}

func TestSetClose(t *testing.T) {
	set := drivers.NewSet(drivers.Env{})
	d := &home.Device{ID: "x", Capabilities: []string{"onoff"}, Driver: home.Driver{Kind: "counting"}}
	if _, err := set.Read(context.Background(), d); err != nil {
		t.Fatal(err)
	}
	c := lastCloser.Load()
	if err := set.Close(); err == nil || err.Error() != `drivers: close "counting": port stuck` || c.closed.Load() != 1 {
		t.Errorf("Close = %v, closed %d times", err, c.closed.Load())
	}
	if err := set.Close(); err != nil || c.closed.Load() != 1 {
		t.Errorf("a second Close = %v, closed %d times", err, c.closed.Load())
	}
}
