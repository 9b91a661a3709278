// Package drivertest provides a fake driver for tests: it records every
// call, and can be told to fail or to hang until the call's context is done,
// for the whole fake or for one device.
//
// The fake is registered under kind "fake" only when a test calls Register
// (or `edge eval --attacks` does, for the attack suite's cases whose driver
// errors carry instructions), so `edge ask` and `edge serve` never offer it.
package drivertest

import (
	"context"
	"errors"
	"maps"
	"sync"

	"edge/drivers"
	"edge/home"
)

// Kind is the driver kind the fake registers under.
const Kind = "fake"

// Per-device settings, read from the device's driver block
// (`driver: {kind: fake, fail: "relay stuck", hang: true}`).
const (
	// ConfigFail makes every call on the device fail with that message.
	ConfigFail = "fail"
	// ConfigHang (true) makes every call on the device hang until its
	// context is done, then fail with the context's error.
	ConfigHang = "hang"
	// ConfigAddress is what the device commands (drivers.Address): two
	// devices with one address stand for one relay.
	ConfigAddress = "address"
	// ConfigStatus is a status the device reports (its state's "status"),
	// whatever it was set to: a text a device may send that no home file
	// may hold (a control character, a line break).
	ConfigStatus = "status"
)

// Call is one call the fake received.
type Call struct {
	Op      string // "do" or "read"
	Device  string
	Command string         // empty for reads
	Args    map[string]any // a copy; nil for reads
}

// Fake is a driver that records its calls. A successful Do stores each
// argument under its own name in the device's state (on top of the
// device's initial state) and returns that state; Read returns it.
// It is safe for concurrent use.
type Fake struct {
	mu    sync.Mutex
	calls []Call
	err   error
	hang  bool
	state map[string]map[string]any
}

// New returns a fake that succeeds.
func New() *Fake {
	return &Fake{state: map[string]map[string]any{}}
}

var (
	shared = New()
	once   sync.Once
)

// Register registers the kind "fake" (once, however often it is called) and
// returns the Fake every Open of that kind hands out. Tests that share it
// and run in parallel should tell their devices apart by id and prefer the
// per-device settings to Fail and Hang.
func Register() *Fake {
	once.Do(func() {
		drivers.RegisterKind(Kind, drivers.Kind{
			Open: func(drivers.Env) (drivers.Driver, error) { return shared, nil },
			Address: func(dev *home.Device) string {
				a, _ := dev.Driver.Config[ConfigAddress].(string)
				return a
			},
		})
	})
	return shared
}

// Fail makes every later call fail with err; nil makes them succeed again.
func (f *Fake) Fail(err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.err = err
}

// Hang makes every later call (on) hang until its context is done, or not
// (off).
func (f *Fake) Hang(on bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.hang = on
}

// Calls returns the calls received so far, oldest first.
func (f *Fake) Calls() []Call {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Call(nil), f.calls...)
}

// Reset forgets the calls and the stored state and makes the fake succeed
// again.
func (f *Fake) Reset() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls, f.err, f.hang = nil, nil, false
	f.state = map[string]map[string]any{}
}

// Do records the call, then fails, hangs or applies the arguments.
func (f *Fake) Do(ctx context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error) {
	if err := f.enter(ctx, dev, Call{Op: "do", Device: dev.ID, Command: command, Args: maps.Clone(args)}); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	st := f.current(dev)
	maps.Copy(st, args)
	f.state[dev.ID] = st
	return maps.Clone(st), nil
}

// Read records the call, then fails, hangs or returns the device's state.
func (f *Fake) Read(ctx context.Context, dev *home.Device) (map[string]any, error) {
	if err := f.enter(ctx, dev, Call{Op: "read", Device: dev.ID}); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.current(dev), nil
}

// current returns a copy of the device's state; f.mu is held.
func (f *Fake) current(dev *home.Device) map[string]any {
	if st, ok := f.state[dev.ID]; ok {
		return maps.Clone(st)
	}
	st := maps.Clone(dev.State)
	if st == nil {
		st = map[string]any{}
	}
	if s, ok := dev.Driver.Config[ConfigStatus].(string); ok {
		st["status"] = s
	}
	return st
}

// enter records c and returns the error the call ends with, if any,
// after hanging when told to.
func (f *Fake) enter(ctx context.Context, dev *home.Device, c Call) error {
	f.mu.Lock()
	f.calls = append(f.calls, c)
	err, hang := f.err, f.hang
	f.mu.Unlock()
	if msg, ok := dev.Driver.Config[ConfigFail].(string); ok && msg != "" {
		err = errors.New(msg)
	}
	if h, ok := dev.Driver.Config[ConfigHang].(bool); ok && h {
		hang = true
	}
	if hang {
		<-ctx.Done()
		return ctx.Err()
	}
	if err != nil {
		return err
	}
	return ctx.Err()
}
