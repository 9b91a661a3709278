// Package gpio is the driver kind "gpio": relays and inputs wired to the
// pins of the host, through periph's Linux GPIO character device
// (periph.io/x/host/v3/gpioioctl).
//
// A device is one pin, and its capabilities say what the pin does:
//
//   - a relay (onoff, or valve): on/open drives the pin active, off/close
//     inactive, toggle flips it; every write is confirmed by reading the pin
//     back. Read returns {on: bool} (or {open: bool}) read from the pin.
//   - a momentary relay (pulse_ms, with onoff or position: a garage-door
//     opener's button): every command without arguments presses the button
//     for pulse_ms, confirmed by reading the pin back while pressed and after
//     release. Such a relay knows nothing of the door: Read is an error.
//   - an input (contact, motion or occupancy): Read samples the pin until it
//     has been stable for debounce_ms and returns {contact: bool} (etc.).
//
// active_low inverts the pin: the relay is on, or the input true, when the
// pin is low (most relay boards for the Pi are active low).
//
// edge owns the pin of a relay: the first time it uses the relay (a command
// or a read) it takes the pin as an output, driven to the level the command
// asks for, or inactive (off) for a read.
package gpio

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"time"

	"periph.io/x/conn/v3/gpio"

	"edge/drivers"
	"edge/drivers/internal/conf"
	"edge/home"
)

// Kind is the driver kind of this package.
const Kind = "gpio"

func init() {
	drivers.RegisterKind(Kind, drivers.Kind{
		Open:        func(env drivers.Env) (drivers.Driver, error) { return openHost(env) },
		Probe:       probe,
		CheckConfig: func(dev *home.Device) error { _, err := parse(dev); return err },
		Address: func(dev *home.Device) string {
			if c, err := parse(dev); err == nil {
				return c.pin
			}
			return ""
		},
	})
}

// Line is one pin as the driver holds it.
type Line interface {
	// Out drives an output pin to l.
	Out(l gpio.Level) error
	// Read returns the level of the pin (an output's as driven). An error
	// means the level is not known.
	Read() (gpio.Level, error)
	// Close releases the pin.
	Close() error
}

// Pins hands out the pins the driver uses, by name ("GPIO17").
type Pins interface {
	// Output takes the pin as an output driven to initial from the start.
	Output(name string, initial gpio.Level) (Line, error)
	// Input takes the pin as an input with the pull resistor.
	Input(name string, pull gpio.Pull) (Line, error)
}

// FromPinIO returns Pins that hand out periph pins found by byName (nil
// when there is none): periph's gpiotest pins in tests, or any other
// gpio.PinIO. Their reads cannot fail.
func FromPinIO(byName func(name string) gpio.PinIO) Pins {
	return pinIOs(byName)
}

type pinIOs func(name string) gpio.PinIO

func (f pinIOs) find(name string) (gpio.PinIO, error) {
	p := f(name)
	if p == nil {
		return nil, fmt.Errorf("no pin %s", name)
	}
	return p, nil
}

func (f pinIOs) Output(name string, initial gpio.Level) (Line, error) {
	p, err := f.find(name)
	if err != nil {
		return nil, err
	}
	if err := p.Out(initial); err != nil {
		return nil, err
	}
	return pinIO{p}, nil
}

func (f pinIOs) Input(name string, pull gpio.Pull) (Line, error) {
	p, err := f.find(name)
	if err != nil {
		return nil, err
	}
	if err := p.In(pull, gpio.NoEdge); err != nil {
		return nil, err
	}
	return pinIO{p}, nil
}

type pinIO struct{ p gpio.PinIO }

func (p pinIO) Out(l gpio.Level) error    { return p.p.Out(l) }
func (p pinIO) Read() (gpio.Level, error) { return p.p.Read(), nil }
func (p pinIO) Close() error              { return p.p.Halt() }

// role is what a device's pin does.
type role int

const (
	relay role = iota
	pulse
	input
)

// config is a device's parsed driver block.
type config struct {
	pin       string
	activeLow bool
	role      role
	attr      string // the state attribute: on, open, contact, motion, occupancy
	pulse     time.Duration
	pull      gpio.Pull
	debounce  time.Duration
}

var pinName = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_-]{0,31}$`)

// Limits of the driver block's durations.
const (
	maxPulseMS    = 10_000
	maxDebounceMS = 1_000
	// DefaultDebounce is debounce_ms when the block says nothing.
	DefaultDebounce = 20 * time.Millisecond
)

// parse reads and checks a device's driver block against its
// capabilities.
func parse(dev *home.Device) (*config, error) {
	b := conf.New(dev)
	c := &config{}
	switch v, _ := b.Value("pin"); n := v.(type) {
	case nil:
		b.Errorf("pin", "is missing (a line name such as GPIO17, or a BCM number such as 17)")
	case string:
		if !pinName.MatchString(n) {
			b.Errorf("pin", "%q is not a line name such as GPIO17", n)
		}
		c.pin = n
	default:
		num, ok := conf.Whole(v)
		if !ok || num < 0 || num > 999 {
			b.Errorf("pin", "%v is neither a line name such as GPIO17 nor a BCM number such as 17", v)
		}
		c.pin = "GPIO" + strconv.Itoa(num)
	}
	c.activeLow = b.Bool("active_low", false)
	caps := dev.Capabilities
	switch {
	case b.Has("pulse_ms"):
		c.role = pulse
		c.pulse = time.Duration(b.Int("pulse_ms", 0, 1, maxPulseMS)) * time.Millisecond
		if len(caps) == 0 || !only(caps, "onoff", "position") {
			return nil, fmt.Errorf("pulse_ms: a momentary relay serves onoff or position, not %v", caps)
		}
	case len(caps) == 1 && (caps[0] == "onoff" || caps[0] == "valve"):
		c.role = relay
		c.attr = map[string]string{"onoff": "on", "valve": "open"}[caps[0]]
	case len(caps) == 1 && home.BoolSensors[caps[0]]:
		c.role = input
		c.attr = caps[0]
		c.pull = map[string]gpio.Pull{"none": gpio.Float, "up": gpio.PullUp, "down": gpio.PullDown}[b.OneOf("pull", "none", "none", "up", "down")]
		c.debounce = time.Duration(b.Int("debounce_ms", int(DefaultDebounce/time.Millisecond), 0, maxDebounceMS)) * time.Millisecond
	default:
		return nil, fmt.Errorf("one pin is a relay (onoff or valve; with pulse_ms onoff or position) or an input (contact, motion or occupancy), not %v", caps)
	}
	if err := b.Err(); err != nil {
		return nil, err
	}
	return c, nil
}

// only reports whether every capability is one of allowed.
func only(caps []string, allowed ...string) bool {
	for _, c := range caps {
		if !slices.Contains(allowed, c) {
			return false
		}
	}
	return true
}

// New returns a gpio driver that takes its pins from pins. The driver
// opened for the kind "gpio" uses the host's GPIO character device.
func New(env drivers.Env, pins Pins) *Driver {
	return &Driver{pins: pins, log: env.Logger(), lines: map[string]*held{}, owner: map[string]string{}}
}

// Driver drives the pins of the gpio devices of a home. It is safe for
// concurrent use: calls on one device run one at a time, calls on
// different devices do not wait for each other.
type Driver struct {
	pins  Pins
	log   *slog.Logger
	mu    sync.Mutex
	lines map[string]*held  // by device id
	owner map[string]string // pin name → device id
}

// held is the pin of one device.
type held struct {
	mu   sync.Mutex // held for the whole of a call on the device
	cfg  *config
	line Line // nil until first used
}

// device returns the device's pin holder, parsing its block the first time.
func (d *Driver) device(dev *home.Device) (*held, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if h, ok := d.lines[dev.ID]; ok {
		return h, nil
	}
	c, err := parse(dev)
	if err != nil {
		return nil, fmt.Errorf("gpio: %w", err)
	}
	if other, used := d.owner[c.pin]; used {
		return nil, fmt.Errorf("gpio: pin %s is already used by %s", c.pin, other)
	}
	d.owner[c.pin] = dev.ID
	h := &held{cfg: c}
	d.lines[dev.ID] = h
	return h, nil
}

// level is the pin level that means v.
func (c *config) level(v bool) gpio.Level { return gpio.Level(v != c.activeLow) }

// take returns the device's pin, taking it (an output driven to the level
// meaning initial, or an input) the first time. h.mu is held.
func (d *Driver) take(h *held, initial bool) (Line, error) {
	if h.line != nil {
		return h.line, nil
	}
	var (
		l   Line
		err error
	)
	if h.cfg.role == input {
		l, err = d.pins.Input(h.cfg.pin, h.cfg.pull)
	} else {
		l, err = d.pins.Output(h.cfg.pin, h.cfg.level(initial))
	}
	if err != nil {
		return nil, fmt.Errorf("gpio: %s: %w", h.cfg.pin, err)
	}
	h.line = l
	return l, nil
}

// Do carries out command on the device's pin. A relay's write is confirmed
// by reading the pin back; a momentary relay is pressed for pulse_ms and
// confirmed pressed and released. An input takes no commands.
func (d *Driver) Do(ctx context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error) {
	h, err := d.device(dev)
	if err != nil {
		return nil, err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	c := h.cfg
	switch c.role {
	case input:
		return nil, fmt.Errorf("gpio: %s is an input: it takes no command %q", c.pin, command)
	case pulse:
		if len(args) > 0 {
			return nil, fmt.Errorf("gpio: %s is a momentary relay: it cannot %s with arguments", c.pin, command)
		}
		return map[string]any{}, d.press(ctx, h)
	}
	var want bool
	switch command {
	case "on", "open":
		want = true
	case "off", "close":
	case "toggle":
		l, err := d.take(h, false)
		if err != nil {
			return nil, err
		}
		cur, err := d.value(h, l)
		if err != nil {
			return nil, err
		}
		want = !cur
	default:
		return nil, fmt.Errorf("gpio: a relay cannot %s", command)
	}
	l, err := d.take(h, want)
	if err != nil {
		return nil, err
	}
	if err := d.write(h, l, want); err != nil {
		return nil, err
	}
	d.log.Debug("gpio relay", "device", dev.ID, "pin", c.pin, c.attr, want)
	return map[string]any{c.attr: want}, nil
}

// write drives the pin to the level meaning v and reads it back.
func (d *Driver) write(h *held, l Line, v bool) error {
	lv := h.cfg.level(v)
	if err := l.Out(lv); err != nil {
		return fmt.Errorf("gpio: %s: write %s: %w", h.cfg.pin, lv, err)
	}
	got, err := l.Read()
	if err != nil {
		return fmt.Errorf("gpio: %s: read back: %w", h.cfg.pin, err)
	}
	if got != lv {
		return fmt.Errorf("gpio: %s: wrote %s but the pin reads %s", h.cfg.pin, lv, got)
	}
	return nil
}

// value reads the pin and returns what its level means.
func (d *Driver) value(h *held, l Line) (bool, error) {
	lv, err := l.Read()
	if err != nil {
		return false, fmt.Errorf("gpio: %s: read: %w", h.cfg.pin, err)
	}
	return lv == h.cfg.level(true), nil
}

// press presses a momentary relay for pulse_ms. It refuses to start when
// ctx ends before the pulse would, and always releases the relay.
func (d *Driver) press(ctx context.Context, h *held) error {
	c := h.cfg
	if dl, ok := ctx.Deadline(); ok && time.Until(dl) < c.pulse {
		return fmt.Errorf("gpio: %s: the call has %v left, less than the %v press: not pressed", c.pin, time.Until(dl).Round(time.Millisecond), c.pulse)
	}
	l, err := d.take(h, false)
	if err != nil {
		return err
	}
	if err := d.write(h, l, true); err != nil {
		d.release(h, l)
		return err
	}
	timer := time.NewTimer(c.pulse)
	defer timer.Stop()
	var cut error
	select {
	case <-timer.C:
	case <-ctx.Done():
		cut = ctx.Err()
	}
	if err := d.write(h, l, false); err != nil {
		return fmt.Errorf("%w (the relay may still be pressed)", err)
	}
	if cut != nil {
		return fmt.Errorf("gpio: %s: press cut short: %w; it may or may not have registered", c.pin, cut)
	}
	return nil
}

// release drives a momentary relay inactive after a failed press, ignoring
// errors: the press already failed.
func (d *Driver) release(h *held, l Line) {
	_ = l.Out(h.cfg.level(false))
}

// Read returns the device's state read from its pin: a relay's level, or
// an input's once it has been stable for debounce_ms (an error when it
// does not settle within ten times that, or before ctx ends).
func (d *Driver) Read(ctx context.Context, dev *home.Device) (map[string]any, error) {
	h, err := d.device(dev)
	if err != nil {
		return nil, err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	c := h.cfg
	if c.role == pulse {
		return nil, fmt.Errorf("gpio: %s is a momentary relay (pulse_ms): it has no state to read", c.pin)
	}
	l, err := d.take(h, false)
	if err != nil {
		return nil, err
	}
	if c.role == relay {
		v, err := d.value(h, l)
		if err != nil {
			return nil, err
		}
		return map[string]any{c.attr: v}, nil
	}
	lv, err := settle(ctx, l, c.debounce)
	if err != nil {
		return nil, fmt.Errorf("gpio: %s: %w", c.pin, err)
	}
	return map[string]any{c.attr: lv == c.level(true)}, nil
}

// errBouncing is wrapped by settle when the pin does not settle.
var errBouncing = errors.New("bouncing or floating (check the wiring and pull)")

// settle samples l until its level has held for window, and returns it.
// It gives up after ten windows and as many samples as ten windows hold
// (a slow, busy machine samples less often, and must not take a pin that
// settles for one that bounces), or when ctx ends.
func settle(ctx context.Context, l Line, window time.Duration) (gpio.Level, error) {
	last, err := l.Read()
	if err != nil || window <= 0 {
		return last, err
	}
	step := min(window/4, time.Millisecond)
	start := time.Now()
	since := start
	for samples, most := 1, int(10*window/step); ; samples++ {
		now := time.Now()
		if now.Sub(since) >= window {
			return last, nil
		}
		if now.Sub(start) > 10*window && samples >= most {
			return false, fmt.Errorf("did not hold a level for %v within %v: %w", window, 10*window, errBouncing)
		}
		select {
		case <-ctx.Done():
			return false, ctx.Err()
		case <-time.After(step):
		}
		v, err := l.Read()
		if err != nil {
			return false, err
		}
		if v != last {
			last, since = v, time.Now()
		}
	}
}

// Close releases every pin the driver holds.
func (d *Driver) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	var errs []error
	for id, h := range d.lines {
		h.mu.Lock()
		if h.line != nil {
			if err := h.line.Close(); err != nil {
				errs = append(errs, fmt.Errorf("gpio: %s (%s): %w", h.cfg.pin, id, err))
			}
			h.line = nil
		}
		h.mu.Unlock()
	}
	d.lines, d.owner = map[string]*held{}, map[string]string{}
	return errors.Join(errs...)
}
