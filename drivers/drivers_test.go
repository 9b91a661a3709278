package drivers_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync/atomic"
	"testing"
	"time"

	"edge/drivers"
	"edge/drivers/drivertest"
	"edge/home"
)

// opens counts the drivers the "counting" kind has opened.
var opens atomic.Int32

var errNoHardware = errors.New("no hardware")

func init() {
	drivers.RegisterKind("counting", drivers.Kind{
		Open: func(drivers.Env) (drivers.Driver, error) {
			opens.Add(1)
			c := &closer{Fake: drivertest.New()}
			lastCloser.Store(c)
			return c, nil
		},
		Probe:       func(drivers.Env) (string, error) { return "", &drivers.AbsentError{Reason: "no counter attached"} },
		CheckConfig: checkCounting,
	})
	drivers.RegisterKind("broken", drivers.Kind{
		Open:  func(drivers.Env) (drivers.Driver, error) { return nil, errNoHardware },
		Probe: func(drivers.Env) (string, error) { return "", errNoHardware },
	})
	drivertest.Register()
	drivertest.Register() // a second call is harmless
}

func fakeDev(id string, config map[string]any, caps ...string) *home.Device {
	return &home.Device{ID: id, Capabilities: caps, Driver: home.Driver{Kind: drivertest.Kind, Config: config}}
}

func TestRegistry(t *testing.T) {
	if got, want := drivers.Kinds(), []string{"broken", "counting", "fake", "sim"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Kinds() = %v, want %v", got, want)
	}
	panics := func(kind string, f drivers.Factory) (msg any) {
		defer func() { msg = recover() }()
		drivers.Register(kind, f)
		return nil
	}
	factory := func(drivers.Env) (drivers.Driver, error) { return drivertest.New(), nil }
	for _, tt := range []struct {
		kind string
		f    drivers.Factory
		want string
	}{
		{"sim", factory, `drivers: kind "sim" registered twice`},
		{"", factory, "drivers: Register needs a kind and a factory"},
		{"nil", nil, "drivers: Register needs a kind and a factory"},
	} {
		if got := panics(tt.kind, tt.f); got != tt.want {
			t.Errorf("Register(%q) panicked with %v, want %q", tt.kind, got, tt.want)
		}
	}

	_, err := drivers.Open("gpio", drivers.Env{})
	if !errors.Is(err, drivers.ErrUnknownKind) || err.Error() != `drivers: unknown driver kind "gpio" (known kinds: broken, counting, fake, sim)` {
		t.Errorf("Open(gpio) = %v", err)
	}
	_, err = drivers.Open("broken", drivers.Env{})
	if !errors.Is(err, errNoHardware) || err.Error() != `drivers: open "broken": no hardware` {
		t.Errorf("Open(broken) = %v", err)
	}
}

func TestSetUnknownKind(t *testing.T) {
	set := drivers.NewSet(drivers.Env{State: newMemStore()})
	d := &home.Device{ID: "relay.x", Capabilities: []string{"onoff"}, Driver: home.Driver{Kind: "gpio"}}
	want := `relay.x: drivers: unknown driver kind "gpio" (known kinds: broken, counting, fake, sim)`
	if _, err := set.Do(context.Background(), d, "on", nil); !errors.Is(err, drivers.ErrUnknownKind) || err.Error() != want {
		t.Errorf("Do = %v, want %s", err, want)
	}
	if _, err := set.Read(context.Background(), d); !errors.Is(err, drivers.ErrUnknownKind) || err.Error() != want {
		t.Errorf("Read = %v, want %s", err, want)
	}
	d.Driver.Kind = "broken"
	if _, err := set.Do(context.Background(), d, "on", nil); !errors.Is(err, errNoHardware) {
		t.Errorf("Do on a kind that fails to open = %v", err)
	}
}

func TestSetOpensEachKindOnce(t *testing.T) {
	before := opens.Load()
	set := drivers.NewSet(drivers.Env{})
	a := &home.Device{ID: "a", Capabilities: []string{"onoff"}, Driver: home.Driver{Kind: "counting"}}
	b := &home.Device{ID: "b", Capabilities: []string{"lock"}, Driver: home.Driver{Kind: "counting"}}
	for range 3 {
		if _, err := set.Do(context.Background(), a, "on", nil); err != nil {
			t.Fatal(err)
		}
		if _, err := set.Read(context.Background(), b); err != nil {
			t.Fatal(err)
		}
	}
	if n := opens.Load() - before; n != 1 {
		t.Errorf("one Set opened the kind %d times, want 1", n)
	}
	if _, err := drivers.NewSet(drivers.Env{}).Read(context.Background(), a); err != nil {
		t.Fatal(err)
	}
	if n := opens.Load() - before; n != 2 {
		t.Errorf("two Sets opened the kind %d times, want 2", n)
	}
}

// TestSetFake checks what reaches a driver, and that a driver failing or
// hanging past the deadline is reported as an error.
func TestSetFake(t *testing.T) {
	fake := drivertest.Register()
	fake.Reset()
	t.Cleanup(fake.Reset)
	set := drivers.NewSet(drivers.Env{})
	ctx := context.Background()
	lamp := fakeDev("fake.lamp", nil, "onoff", "brightness")

	got, err := set.Do(ctx, lamp, "set", st{"brightness": 50})
	if err != nil || !reflect.DeepEqual(got, st{"brightness": 50.0}) {
		t.Fatalf("Do = %v, %v", got, err)
	}
	if _, err := set.Do(ctx, lamp, "set", st{"brightness": 500}); err == nil {
		t.Fatal("out-of-range brightness reached no error")
	}
	if _, err := set.Do(ctx, lamp, "lock", nil); err == nil {
		t.Fatal("a command the device lacks gave no error")
	}
	if got, err := set.Read(ctx, lamp); err != nil || !reflect.DeepEqual(got, st{"brightness": 50.0}) {
		t.Fatalf("Read = %v, %v", got, err)
	}
	wantCalls := []drivertest.Call{
		{Op: "do", Device: "fake.lamp", Command: "set", Args: st{"brightness": 50.0}}, // numbers arrive as float64
		{Op: "read", Device: "fake.lamp"},
	}
	if calls := fake.Calls(); !reflect.DeepEqual(calls, wantCalls) {
		t.Errorf("calls = %+v, want %+v (refused commands must not reach the driver)", calls, wantCalls)
	}

	stuck := errors.New("relay stuck")
	fake.Fail(stuck)
	if _, err := set.Do(ctx, lamp, "on", nil); !errors.Is(err, stuck) || err.Error() != "fake.lamp: on: relay stuck" {
		t.Errorf("Do on a failing driver = %v", err)
	}
	if _, err := set.Read(ctx, lamp); !errors.Is(err, stuck) || err.Error() != "fake.lamp: read: relay stuck" {
		t.Errorf("Read on a failing driver = %v", err)
	}
	fake.Fail(nil)

	fake.Hang(true)
	timed, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := set.Do(timed, lamp, "on", nil); !errors.Is(err, context.DeadlineExceeded) || err.Error() != "fake.lamp: on: context deadline exceeded" {
		t.Errorf("Do on a hanging driver = %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Do on a hanging driver took %v", d)
	}
	fake.Hang(false)

	failing := fakeDev("fake.failing", map[string]any{drivertest.ConfigFail: "no answer"}, "onoff")
	if _, err := set.Do(ctx, failing, "on", nil); err == nil || err.Error() != "fake.failing: on: no answer" {
		t.Errorf("Do on a device set to fail = %v", err)
	}
	hanging := fakeDev("fake.hanging", map[string]any{drivertest.ConfigHang: true}, "onoff")
	timed2, cancel2 := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel2()
	if _, err := set.Read(timed2, hanging); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Read on a device set to hang = %v", err)
	}
	if _, err := set.Do(ctx, lamp, "on", nil); err != nil {
		t.Errorf("per-device settings leaked to another device: %v", err)
	}

	cancelled, cancel3 := context.WithCancel(ctx)
	cancel3()
	n := len(fake.Calls())
	if _, err := set.Do(cancelled, lamp, "on", nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Do with a cancelled context = %v", err)
	}
	if len(fake.Calls()) != n {
		t.Error("a cancelled context still reached the driver")
	}
}

// TestArgErrorReachesCaller checks that Set.Do returns the validation error
// itself, for callers that repair arguments.
func TestArgErrorReachesCaller(t *testing.T) {
	set := drivers.NewSet(drivers.Env{State: newMemStore()})
	_, err := set.Do(context.Background(), lightX, "set", st{"brightness": 150})
	var ae *drivers.ArgError
	if !errors.As(err, &ae) || ae.Arg != "brightness" || fmt.Sprint(err) != "light.x: set: brightness 150 is out of range 0–100" {
		t.Errorf("Do = %v", err)
	}
}
