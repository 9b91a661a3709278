// Package drivers owns step 6 of the path of one utterance: carrying out one
// validated command on one device and reading a device's state.
//
// A driver serves one kind of device connection (the `driver: {kind: ...}` of
// the home file): "sim" keeps simulated state in the state store, others talk
// to hardware. Drivers register a Factory under their kind in init(), without
// touching hardware; a Set opens each kind once for a home, when a device of
// that kind is first used, and dispatches by Device.DriverKind.
//
// Arguments are checked against the JSON schema of the command (see Schema and
// Validate) before any driver sees them. Drivers fail closed: an error means
// the command did not run or its result is unknown, never a guess.
package drivers

import (
	"context"
	"fmt"
	"log/slog"
	"sort"
	"strings"
	"sync"

	"edge/home"
)

// Driver carries out commands on the devices of one driver kind.
// Implementations must be safe for concurrent use.
type Driver interface {
	// Do carries out command with args (already validated) on dev and
	// returns the device's state after it. An error means the command did
	// not run or its result is unknown: callers report failed, never guess.
	// Do returns when ctx is done, with an error.
	Do(ctx context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error)
	// Read returns the device's current state. The map is the caller's.
	Read(ctx context.Context, dev *home.Device) (map[string]any, error)
}

// StateStore keeps device state between calls.
type StateStore interface {
	// State returns the stored state of the device: an empty or nil map,
	// not an error, when nothing is stored for it yet. The map is the
	// caller's.
	State(id string) (map[string]any, error)
	// UpdateState is a read-modify-write in one transaction: fn gets the
	// stored state (possibly nil) and returns the state to store. If fn
	// returns an error nothing is written and UpdateState returns it.
	// Numeric values read back are float64.
	UpdateState(id string, fn func(state map[string]any) (map[string]any, error)) error
}

// Env is what a driver gets when it is opened.
type Env struct {
	// State keeps device state between calls (required by "sim").
	State StateStore
	// Log receives the driver's diagnostics; nil discards them.
	Log *slog.Logger
}

// Logger returns env.Log, or a logger that discards everything when it is nil.
func (env Env) Logger() *slog.Logger {
	if env.Log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return env.Log
}

// Factory opens a driver. It is called at most once per kind by a Set.
type Factory func(env Env) (Driver, error)

var registry = struct {
	sync.RWMutex
	m map[string]Factory
}{m: map[string]Factory{}}

// Register makes a driver kind available. It is meant to be called from the
// driver package's init and panics when kind is empty, f is nil or the kind
// is already registered: all programming errors.
func Register(kind string, f Factory) {
	if kind == "" || f == nil {
		panic("drivers: Register needs a kind and a factory")
	}
	registry.Lock()
	defer registry.Unlock()
	if _, dup := registry.m[kind]; dup {
		panic(fmt.Sprintf("drivers: kind %q registered twice", kind))
	}
	registry.m[kind] = f
}

// Kinds lists the registered driver kinds, sorted.
func Kinds() []string {
	registry.RLock()
	defer registry.RUnlock()
	out := make([]string, 0, len(registry.m))
	for k := range registry.m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Open opens a driver of the kind. An unregistered kind gives an error
// wrapping ErrUnknownKind that names the kind and the known kinds.
func Open(kind string, env Env) (Driver, error) {
	registry.RLock()
	f, ok := registry.m[kind]
	registry.RUnlock()
	if !ok {
		known := "none"
		if ks := Kinds(); len(ks) > 0 {
			known = strings.Join(ks, ", ")
		}
		return nil, fmt.Errorf("%w %q (known kinds: %s)", ErrUnknownKind, kind, known)
	}
	d, err := f(env)
	if err != nil {
		return nil, fmt.Errorf("drivers: open %q: %w", kind, err)
	}
	return d, nil
}

// Set dispatches the commands and reads of one home to the drivers of its
// devices, opening each kind once, when it is first needed. It is safe for
// concurrent use.
type Set struct {
	env    Env
	mu     sync.Mutex
	opened map[string]Driver
}

// NewSet returns a Set whose drivers are opened with env.
func NewSet(env Env) *Set {
	return &Set{env: env, opened: map[string]Driver{}}
}

// driver returns the opened driver of the device's kind. A kind that fails
// to open is tried again on the next call.
func (s *Set) driver(dev *home.Device) (Driver, error) {
	kind := dev.DriverKind()
	s.mu.Lock()
	defer s.mu.Unlock()
	if d, ok := s.opened[kind]; ok {
		return d, nil
	}
	d, err := Open(kind, s.env)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dev.ID, err)
	}
	s.opened[kind] = d
	return d, nil
}

// Do validates args for command on dev (an *ArgError when they do not fit, or
// when the device has no such command), then has the device's driver carry
// it out and returns the state after it. Numbers reach the driver as float64.
// Any other error means the command failed or its result is unknown; it is
// wrapped with the device and the command and keeps the driver's error (and
// ctx's) for errors.Is.
func (s *Set) Do(ctx context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error) {
	clean, err := check(dev, command, args)
	if err != nil {
		return nil, err
	}
	d, err := s.driver(dev)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%s: %s: %w", dev.ID, command, err)
	}
	state, err := d.Do(ctx, dev, command, clean)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", dev.ID, command, err)
	}
	return state, nil
}

// Read returns the current state of dev from its driver.
func (s *Set) Read(ctx context.Context, dev *home.Device) (map[string]any, error) {
	d, err := s.driver(dev)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%s: read: %w", dev.ID, err)
	}
	state, err := d.Read(ctx, dev)
	if err != nil {
		return nil, fmt.Errorf("%s: read: %w", dev.ID, err)
	}
	return state, nil
}
