// Package drivers owns step 6 of the path of one utterance: carrying out one
// validated command on one device and reading a device's state.
//
// A driver serves one kind of device connection (the `driver: {kind: ...}` of
// the home file): "sim" keeps simulated state in the state store, others talk
// to hardware (gpio, modbus, line). Drivers register a Factory (or a Kind,
// which adds a hardware probe and a check of the driver block) under their
// kind in init(), without touching hardware; Init probes every kind and
// reports it loaded, skipped or failed; a Set opens each kind once for a
// home, when a device of that kind is first used, and dispatches by
// Device.DriverKind.
//
// Freshness: Set.ReadFresh answers from the last reading of a device when it
// is at most max_age old (the driver block's max_age_ms, DefaultMaxAge when
// absent) and reads the device again otherwise.
//
// Batches: Set.DoBatch carries out the commands of a turn on many devices;
// a driver that is a Batcher gets all those of its kind at once (sim applies
// them in one transaction of its store).
//
// Arguments are checked against the JSON schema of the command (see Schema and
// Validate) before any driver sees them. Drivers fail closed: an error means
// the command did not run or its result is unknown, never a guess.
package drivers

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

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
	// Clock tells the time of readings; nil means time.Now.
	Clock func() time.Time
	// Home is the home whose devices the drivers serve (the kinds that
	// reach their devices through the home's broker read its mqtt block);
	// nil when not known.
	Home *home.Home
	// Observe, when not nil, is told the state of a device after each
	// command done and each read of a Set (to publish it). It must not
	// block.
	Observe func(dev *home.Device, state map[string]any)
	// Failed, when not nil, is told each command or read of a Set that
	// the device's driver failed (to count them). It must not block.
	Failed func(dev *home.Device, err error)
}

// Now returns env.Clock(), or time.Now() when Clock is nil.
func (env Env) Now() time.Time {
	if env.Clock == nil {
		return time.Now()
	}
	return env.Clock()
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

// Kind is what a driver kind registers: how to open it and, optionally, how
// to look for its hardware and how to check a device's driver block.
type Kind struct {
	// Open opens the driver (required).
	Open Factory
	// Probe looks for the kind's hardware and returns a short description
	// of what it found ("2 GPIO chips: ..."). An *AbsentError means the
	// hardware is not on this machine (the kind is skipped); any other
	// error means it is there but unusable (failed). Nil: nothing to probe.
	Probe func(env Env) (string, error)
	// CheckConfig checks a device's driver block (dev.Driver.Config) and
	// its capabilities without touching hardware; the error names the
	// field at fault. Nil: every block is accepted.
	CheckConfig func(dev *home.Device) error
	// Address is what a device's driver block commands (a pin, a topic
	// and relay, a unit and coil), the same for two devices that command
	// one thing; "" for none, or a block that does not parse. Nil: no
	// two devices of the kind command one thing.
	Address func(dev *home.Device) string
}

var registry = struct {
	sync.RWMutex
	m map[string]Kind
}{m: map[string]Kind{}}

// Register makes a driver kind available with nothing to probe and no
// check of its driver blocks (see RegisterKind). It is meant to be called
// from the driver package's init and panics when kind is empty, f is nil or
// the kind is already registered: all programming errors.
func Register(kind string, f Factory) {
	RegisterKind(kind, Kind{Open: f})
}

// RegisterKind makes a driver kind available. It is meant to be called from
// the driver package's init, must not touch hardware, and panics when kind
// is empty, k.Open is nil or the kind is already registered.
func RegisterKind(kind string, k Kind) {
	if kind == "" || k.Open == nil {
		panic("drivers: Register needs a kind and a factory")
	}
	registry.Lock()
	defer registry.Unlock()
	if _, dup := registry.m[kind]; dup {
		panic(fmt.Sprintf("drivers: kind %q registered twice", kind))
	}
	registry.m[kind] = k
}

// Kinds lists the registered driver kinds, sorted.
func Kinds() []string {
	registry.RLock()
	defer registry.RUnlock()
	return slices.Sorted(maps.Keys(registry.m))
}

func lookupKind(kind string) (Kind, error) {
	registry.RLock()
	k, ok := registry.m[kind]
	registry.RUnlock()
	if !ok {
		known := "none"
		if ks := Kinds(); len(ks) > 0 {
			known = strings.Join(ks, ", ")
		}
		return Kind{}, fmt.Errorf("%w %q (known kinds: %s)", ErrUnknownKind, kind, known)
	}
	return k, nil
}

// Open opens a driver of the kind. An unregistered kind gives an error
// wrapping ErrUnknownKind that names the kind and the known kinds.
func Open(kind string, env Env) (Driver, error) {
	k, err := lookupKind(kind)
	if err != nil {
		return nil, err
	}
	d, err := k.Open(env)
	if err != nil {
		return nil, fmt.Errorf("drivers: open %q: %w", kind, err)
	}
	return d, nil
}

// State is what Init found for a driver kind.
type State string

// The states of a driver kind after Init.
const (
	Loaded  State = "loaded"  // usable: its hardware is there, or it needs none
	Skipped State = "skipped" // its hardware is not on this machine
	Failed  State = "failed"  // its hardware is there but could not be used
)

// Status is Init's report on one driver kind.
type Status struct {
	Kind   string `json:"kind"`
	State  State  `json:"state"`
	Reason string `json:"reason,omitempty"` // what the probe found, or why it skipped or failed
}

// Init probes every registered kind, in the order of Kinds, and reports
// each loaded, skipped (an *AbsentError) or failed (any other error) with
// the reason. It opens no driver and may be called more than once.
func Init(env Env) []Status {
	var out []Status
	for _, kind := range Kinds() {
		k, err := lookupKind(kind)
		if err != nil {
			continue
		}
		st := Status{Kind: kind, State: Loaded}
		if k.Probe != nil {
			detail, err := k.Probe(env)
			var absent *AbsentError
			switch {
			case errors.As(err, &absent):
				st.State, st.Reason = Skipped, err.Error()
			case err != nil:
				st.State, st.Reason = Failed, err.Error()
			default:
				st.Reason = detail
			}
		}
		env.Logger().Debug("driver kind probed", "kind", kind, "state", st.State, "reason", st.Reason)
		out = append(out, st)
	}
	return out
}

// CheckConfig checks the driver block of dev with its kind's CheckConfig,
// and the max_age_ms every kind accepts. The error names the device and
// the kind, and wraps ErrUnknownKind for an unregistered kind.
func CheckConfig(dev *home.Device) error {
	kind := dev.DriverKind()
	k, err := lookupKind(kind)
	if err != nil {
		return fmt.Errorf("device %q: %w", dev.ID, err)
	}
	if v, ok := dev.Driver.Config[ConfigMaxAge]; ok {
		if _, ok := maxAgeOf(v); !ok {
			return fmt.Errorf("device %q: driver %s: %s: %v is not a whole number of milliseconds from 0 to %d", dev.ID, kind, ConfigMaxAge, v, maxMaxAgeMS)
		}
	}
	if k.CheckConfig == nil {
		return nil
	}
	if err := k.CheckConfig(dev); err != nil {
		return fmt.Errorf("device %q: driver %s: %w", dev.ID, kind, err)
	}
	return nil
}

// Address is what dev commands through its driver (Kind.Address), with
// its kind: two devices with one address are one thing, whatever each is
// called (home.ShareHazards); "" for none.
func Address(dev *home.Device) string {
	k, err := lookupKind(dev.DriverKind())
	if err != nil || k.Address == nil {
		return ""
	}
	if a := k.Address(dev); a != "" {
		return dev.DriverKind() + " " + a
	}
	return ""
}

// ConfigMaxAge is the driver-block key, accepted by every kind, that bounds
// the age of a reading Set.ReadFresh may answer with, in milliseconds.
const ConfigMaxAge = "max_age_ms"

// DefaultMaxAge is how old a reading may be when the device's driver block
// says nothing.
const DefaultMaxAge = 5 * time.Second

// maxMaxAgeMS bounds max_age_ms: an hour.
const maxMaxAgeMS = 3_600_000

// MaxAge returns the device's max_age_ms as a duration, DefaultMaxAge when
// absent, and 0 (always read again) when it is not a valid value.
func MaxAge(dev *home.Device) time.Duration {
	v, ok := dev.Driver.Config[ConfigMaxAge]
	if !ok {
		return DefaultMaxAge
	}
	d, _ := maxAgeOf(v)
	return d
}

func maxAgeOf(v any) (time.Duration, bool) {
	var ms float64
	switch n := v.(type) {
	case int:
		ms = float64(n)
	case int64:
		ms = float64(n)
	case float64:
		ms = n
	default:
		return 0, false
	}
	if ms < 0 || ms > maxMaxAgeMS || ms != float64(int64(ms)) {
		return 0, false
	}
	return time.Duration(ms) * time.Millisecond, true
}

// AlwaysFresh is implemented by drivers whose Read is a lookup rather than
// I/O, so that its result is current by definition (sim). Set.ReadFresh
// reads such drivers every time and keeps no readings of them.
type AlwaysFresh interface {
	AlwaysFresh()
}

// Set dispatches the commands and reads of one home to the drivers of its
// devices, opening each kind once, when it is first needed. It keeps the
// last reading of each device for ReadFresh. It is safe for concurrent use.
type Set struct {
	env    Env
	mu     sync.Mutex
	opened map[string]Driver

	cmu      sync.Mutex
	readings map[string]reading // by device id
}

// reading is a device's state as read at a time.
type reading struct {
	state map[string]any
	at    time.Time
}

// NewSet returns a Set whose drivers are opened with env.
func NewSet(env Env) *Set {
	return &Set{env: env, opened: map[string]Driver{}, readings: map[string]reading{}}
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
// ctx's) for errors.Is. The state returned (confirmed by the driver) becomes
// the device's last reading; a failure forgets it.
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
	at := s.env.Now()
	state, err := d.Do(ctx, dev, command, clean)
	if err != nil {
		s.remember(d, dev, nil, at)
		s.failed(dev, err)
		return nil, fmt.Errorf("%s: %s: %w", dev.ID, command, err)
	}
	state = plainState(state)
	s.remember(d, dev, state, at)
	s.observe(dev, state)
	return state, nil
}

// observe tells Env.Observe a device's state.
func (s *Set) observe(dev *home.Device, state map[string]any) {
	if s.env.Observe != nil && len(state) > 0 {
		s.env.Observe(dev, maps.Clone(state))
	}
}

// failed tells Env.Failed of a driver's failure.
func (s *Set) failed(dev *home.Device, err error) {
	if s.env.Failed != nil {
		s.env.Failed(dev, err)
	}
}

// Read returns the current state of dev from its driver, always reading
// the device; the result becomes its last reading.
func (s *Set) Read(ctx context.Context, dev *home.Device) (map[string]any, error) {
	d, err := s.driver(dev)
	if err != nil {
		return nil, err
	}
	return s.read(ctx, d, dev)
}

func (s *Set) read(ctx context.Context, d Driver, dev *home.Device) (map[string]any, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%s: read: %w", dev.ID, err)
	}
	at := s.env.Now()
	state, err := d.Read(ctx, dev)
	if err != nil {
		s.remember(d, dev, nil, at)
		// a report from before the start is no failure of the driver.
		var before *BeforeStartError
		if !errors.As(err, &before) {
			s.failed(dev, err)
		}
		return nil, fmt.Errorf("%s: read: %w", dev.ID, err)
	}
	state = plainState(state)
	s.remember(d, dev, state, at)
	s.observe(dev, state)
	return state, nil
}

// ReadFresh returns a state of dev at most maxAge old: the last reading
// (by Read, ReadFresh or a confirmed Do) when it was taken no earlier than
// maxAge before now, else a new Read. maxAge 0 or less means the device's
// own (MaxAge). The time of a reading is when the call that took it began.
// Drivers that are AlwaysFresh are read every time. The map is the
// caller's.
func (s *Set) ReadFresh(ctx context.Context, dev *home.Device, maxAge time.Duration) (map[string]any, error) {
	d, err := s.driver(dev)
	if err != nil {
		return nil, err
	}
	if maxAge <= 0 {
		maxAge = MaxAge(dev)
	}
	if _, live := d.(AlwaysFresh); !live {
		s.cmu.Lock()
		r, ok := s.readings[dev.ID]
		s.cmu.Unlock()
		if ok && s.env.Now().Sub(r.at) <= maxAge {
			return maps.Clone(r.state), nil
		}
	}
	return s.read(ctx, d, dev)
}

// remember keeps state as the device's last reading, taken at at, or
// forgets the last reading when state is nil or empty.
func (s *Set) remember(d Driver, dev *home.Device, state map[string]any, at time.Time) {
	if _, live := d.(AlwaysFresh); live {
		return
	}
	s.cmu.Lock()
	defer s.cmu.Unlock()
	if len(state) == 0 {
		delete(s.readings, dev.ID)
		return
	}
	s.readings[dev.ID] = reading{state: maps.Clone(state), at: at}
}

// Close closes every opened driver that is an io.Closer (releasing its
// ports and pins) and returns their errors joined. The Set must not be
// used afterwards.
func (s *Set) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var errs []error
	for _, kind := range slices.Sorted(maps.Keys(s.opened)) {
		if c, ok := s.opened[kind].(io.Closer); ok {
			if err := c.Close(); err != nil {
				errs = append(errs, fmt.Errorf("drivers: close %q: %w", kind, err))
			}
		}
	}
	s.opened = map[string]Driver{}
	return errors.Join(errs...)
}
