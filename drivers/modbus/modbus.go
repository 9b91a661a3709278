// Package modbus is the driver kind "modbus": relay boards and sensors on
// a Modbus RTU serial bus (RS-485 through a USB adapter or the Pi's UART),
// with a small RTU framing of its own (rtu.go: requests on one coil or
// register, CRC-16) over go.bug.st/serial.
//
// A device names its port and unit id, and maps its capabilities to the
// unit's coils and registers: `coil` is the relay of onoff or valve (on and
// open write 1), `registers` maps each sensor capability to a coil,
// discrete input, input or holding register, with scale, offset and sign
// for numbers (value = raw × scale + offset). Writes are confirmed by the
// unit's echo and by reading the coil back.
//
// Each port is a bus served by one goroutine, one exchange at a time; a
// caller waits for its turn and its answer only until its context ends, so
// a stuck bus holds up nobody on the other buses. Each try waits timeout_ms
// for a reply; a missing, garbled (CRC) or malformed reply is tried again
// up to retries times, then reported. A device's exception is reported at
// once. Nothing read from a bad reply is ever used.
package modbus

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"math"
	"slices"
	"sync"
	"time"

	"go.bug.st/serial"

	"edge/drivers"
	"edge/drivers/internal/conf"
	"edge/drivers/internal/serialport"
	"edge/home"
)

// Kind is the driver kind of this package.
const Kind = "modbus"

func init() {
	drivers.RegisterKind(Kind, drivers.Kind{
		Open:        func(env drivers.Env) (drivers.Driver, error) { return New(env), nil },
		Probe:       serialport.Probe,
		CheckConfig: func(dev *home.Device) error { _, err := parse(dev); return err },
	})
}

// Defaults of the driver block.
const (
	DefaultTimeout = time.Second
	DefaultRetries = 2
)

// register is one sensor attribute's coil or register.
type register struct {
	attr   string
	fn     byte // fnReadCoils, fnReadDiscrete, fnReadInput, fnReadHolding
	addr   uint16
	scale  float64
	offset float64
	signed bool
	bit    bool // the attribute is a boolean
}

// config is a device's parsed driver block.
type config struct {
	port    serialport.Settings
	unit    byte
	timeout time.Duration
	retries int
	coil    int    // -1: none
	attr    string // the coil's attribute: on or open
	regs    []register
}

var regTypes = map[string]byte{"coil": fnReadCoils, "discrete": fnReadDiscrete, "input": fnReadInput, "holding": fnReadHolding}

func parse(dev *home.Device) (*config, error) {
	b := conf.New(dev)
	c := &config{
		port:    serialport.Read(b),
		unit:    byte(b.Int("unit", 0, 1, 247)),
		timeout: time.Duration(b.Int("timeout_ms", int(DefaultTimeout/time.Millisecond), 10, 60_000)) * time.Millisecond,
		retries: b.Int("retries", DefaultRetries, 0, 10),
		coil:    -1,
	}
	if !b.Has("unit") {
		b.Errorf("unit", "is missing (the unit id, 1–247)")
	}
	if b.Has("coil") {
		c.coil = b.Int("coil", 0, 0, 0xFFFF)
	}
	regs, hasRegs := b.Map("registers")
	for _, capName := range dev.Capabilities {
		switch {
		case capName == "onoff" || capName == "valve":
			if c.attr != "" {
				return nil, fmt.Errorf("a device has one coil: not both onoff and valve")
			}
			c.attr = map[string]string{"onoff": "on", "valve": "open"}[capName]
			if c.coil < 0 {
				b.Errorf("coil", "is missing (the coil of the relay that %s needs)", capName)
			}
		case isSensor(capName):
			if !hasRegs {
				b.Errorf("registers", "is missing (%s needs a register)", capName)
			}
		default:
			return nil, fmt.Errorf("modbus serves onoff or valve (a coil) and sensors (registers), not %s", capName)
		}
	}
	if c.coil >= 0 && c.attr == "" {
		b.Errorf("coil", "needs the capability onoff or valve")
	}
	if hasRegs {
		for _, attr := range regs.Keys() {
			if !isSensor(attr) || !slices.Contains(dev.Capabilities, attr) {
				regs.Errorf(attr, "is not a sensor capability of the device")
				continue
			}
			v, _ := regs.Value(attr)
			m, ok := v.(map[string]any)
			if !ok {
				regs.Errorf(attr, "%v is not a map such as {type: input, address: 1}", v)
				continue
			}
			c.regs = append(c.regs, parseRegister(regs.Nested(attr, m), attr))
		}
		for _, capName := range dev.Capabilities {
			if isSensor(capName) && !slices.ContainsFunc(c.regs, func(r register) bool { return r.attr == capName }) {
				regs.Errorf(capName, "is missing (the device has the capability)")
			}
		}
	}
	if regs != nil {
		regs.Err()
	}
	if err := b.Err(); err != nil {
		return nil, err
	}
	return c, nil
}

func isSensor(capName string) bool {
	c, ok := home.LookupCapability(capName)
	return ok && c.Sensor
}

func parseRegister(b *conf.Block, attr string) register {
	r := register{attr: attr, bit: home.BoolSensors[attr]}
	typ := b.OneOf("type", "input", "input", "holding", "coil", "discrete")
	r.fn = regTypes[typ]
	if !b.Has("address") {
		b.Errorf("address", "is missing")
	}
	r.addr = uint16(b.Int("address", 0, 0, 0xFFFF))
	if r.fn == fnReadCoils || r.fn == fnReadDiscrete {
		if !r.bit {
			b.Errorf("type", "a %s holds a bit, not a number for %s", typ, attr)
		}
	} else if !r.bit {
		r.scale = b.Float("scale", 1)
		r.offset = b.Float("offset", 0)
		r.signed = b.Bool("signed", false)
	}
	b.Err() // records an unknown field for parse to report
	return r
}

// value converts a raw reply to the attribute's value.
func (r register) value(raw uint16) any {
	if r.bit {
		return raw != 0
	}
	x := float64(raw)
	if r.signed {
		x = float64(int16(raw))
	}
	v := x*r.scale + r.offset
	// Round away the binary noise of the scale (234 × 0.1 =
	// 23.400000000000002), where that cannot overflow.
	if math.Abs(v) >= 1e9 {
		return v
	}
	return math.Round(v*1e6) / 1e6
}

// Driver is the modbus driver: one bus per port. It is safe for concurrent
// use.
type Driver struct {
	log  *slog.Logger
	mu   sync.Mutex
	cfgs map[string]*config // by device id
	bus  map[string]*bus    // by port path
}

// New returns a modbus driver; it opens ports when a device first needs
// them.
func New(env drivers.Env) *Driver {
	return &Driver{log: env.Logger(), cfgs: map[string]*config{}, bus: map[string]*bus{}}
}

// device returns the device's config and its bus, starting the bus the
// first time. Devices on one port must agree on its settings.
func (d *Driver) device(dev *home.Device) (*config, *bus, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	c, ok := d.cfgs[dev.ID]
	if !ok {
		var err error
		if c, err = parse(dev); err != nil {
			return nil, nil, fmt.Errorf("modbus: %w", err)
		}
		d.cfgs[dev.ID] = c
	}
	b, ok := d.bus[c.port.Port]
	if !ok {
		b = newBus(c.port, d.log)
		d.bus[c.port.Port] = b
	}
	if b.settings != c.port {
		return nil, nil, fmt.Errorf("modbus: %s is open as %s; this device asks for %s", c.port.Port, b.settings, c.port)
	}
	return c, b, nil
}

// Do switches the device's coil: on/open write 1, off/close 0, toggle the
// opposite of what it reads. The write is confirmed by the echo and by
// reading the coil back.
func (d *Driver) Do(ctx context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error) {
	c, b, err := d.device(dev)
	if err != nil {
		return nil, err
	}
	if c.attr == "" {
		return nil, fmt.Errorf("modbus: the device has no coil for %q", command)
	}
	var want bool
	switch command {
	case "on", "open":
		want = true
	case "off", "close":
	case "toggle":
		cur, err := b.do(ctx, c, request{unit: c.unit, fn: fnReadCoils, addr: uint16(c.coil), value: 1})
		if err != nil {
			return nil, fmt.Errorf("modbus: %w", err)
		}
		want = cur == 0
	default:
		return nil, fmt.Errorf("modbus: a coil cannot %s", command)
	}
	v := uint16(0)
	if want {
		v = coilOn
	}
	if _, err := b.do(ctx, c, request{unit: c.unit, fn: fnWriteCoil, addr: uint16(c.coil), value: v}); err != nil {
		return nil, fmt.Errorf("modbus: %w", err)
	}
	got, err := b.do(ctx, c, request{unit: c.unit, fn: fnReadCoils, addr: uint16(c.coil), value: 1})
	if err != nil {
		return nil, fmt.Errorf("modbus: reading back the write: %w", err)
	}
	if (got != 0) != want {
		return nil, fmt.Errorf("modbus: unit %d coil %d reads %d after writing %t", c.unit, c.coil, got, want)
	}
	return map[string]any{c.attr: want}, nil
}

// Read reads the device's coil and every register of its map; any failure
// fails the whole read.
func (d *Driver) Read(ctx context.Context, dev *home.Device) (map[string]any, error) {
	c, b, err := d.device(dev)
	if err != nil {
		return nil, err
	}
	out := map[string]any{}
	if c.attr != "" {
		v, err := b.do(ctx, c, request{unit: c.unit, fn: fnReadCoils, addr: uint16(c.coil), value: 1})
		if err != nil {
			return nil, fmt.Errorf("modbus: reading %s: %w", c.attr, err)
		}
		out[c.attr] = v != 0
	}
	for _, r := range c.regs {
		raw, err := b.do(ctx, c, request{unit: c.unit, fn: r.fn, addr: r.addr, value: 1})
		if err != nil {
			return nil, fmt.Errorf("modbus: reading %s: %w", r.attr, err)
		}
		out[r.attr] = r.value(raw)
	}
	return out, nil
}

// Close stops every bus and closes its port.
func (d *Driver) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	var errs []error
	for _, p := range slices.Sorted(maps.Keys(d.bus)) {
		if err := d.bus[p].close(); err != nil {
			errs = append(errs, fmt.Errorf("modbus: close %s: %w", p, err))
		}
	}
	d.bus = map[string]*bus{}
	return errors.Join(errs...)
}

// bus is one serial port and the goroutine that does its exchanges.
type bus struct {
	settings serialport.Settings
	log      *slog.Logger
	jobs     chan *job
	quit     chan struct{}
	closed   chan error // the port's close error, once the goroutine ends
	once     sync.Once
}

type job struct {
	ctx     context.Context
	req     request
	timeout time.Duration
	retries int
	reply   chan result // buffered: the bus never waits for a caller
}

type result struct {
	v   uint16
	err error
}

// errClosed is returned to callers of a closed bus.
var errClosed = errors.New("driver closed")

func newBus(s serialport.Settings, log *slog.Logger) *bus {
	b := &bus{settings: s, log: log, jobs: make(chan *job), quit: make(chan struct{}), closed: make(chan error, 1)}
	go b.run()
	return b
}

// do has the bus exchange req, and waits for the answer until ctx ends.
func (b *bus) do(ctx context.Context, c *config, req request) (uint16, error) {
	j := &job{ctx: ctx, req: req, timeout: c.timeout, retries: c.retries, reply: make(chan result, 1)}
	select {
	case b.jobs <- j:
	case <-ctx.Done():
		return 0, fmt.Errorf("%s: waiting for the bus: %w", b.settings.Port, ctx.Err())
	case <-b.quit:
		return 0, errClosed
	}
	select {
	case r := <-j.reply:
		return r.v, r.err
	case <-ctx.Done():
		return 0, fmt.Errorf("%s: %s: %w", b.settings.Port, req, ctx.Err())
	}
}

func (b *bus) close() error {
	b.once.Do(func() { close(b.quit) })
	return <-b.closed
}

// run serves the bus's jobs one at a time, opening the port when needed
// and closing it after an I/O error (an unplugged adapter), so that the
// next job opens it again.
func (b *bus) run() {
	var p serial.Port
	defer func() {
		var err error
		if p != nil {
			err = p.Close()
		}
		b.closed <- err
	}()
	for {
		select {
		case <-b.quit:
			return
		case j := <-b.jobs:
			if err := j.ctx.Err(); err != nil {
				j.reply <- result{err: err}
				continue
			}
			if p == nil {
				var err error
				if p, err = serialport.Open(b.settings); err != nil {
					p = nil
					j.reply <- result{err: err}
					continue
				}
			}
			v, err := b.exchange(p, j)
			var pe *portError
			if errors.As(err, &pe) {
				b.log.Warn("modbus port error; closing it", "port", b.settings.Port, "err", err)
				p.Close()
				p = nil
			}
			j.reply <- result{v, err}
		}
	}
}

// port is what an exchange needs of a serial port.
type port interface {
	io.ReadWriter
	SetReadTimeout(time.Duration) error
	ResetInputBuffer() error
}

// portError is an I/O error of the port itself.
type portError struct{ err error }

func (e *portError) Error() string { return e.err.Error() }
func (e *portError) Unwrap() error { return e.err }

// exchange sends j's request and reads the reply, trying again after a
// missing, garbled or malformed reply, while tries and j's context last.
func (b *bus) exchange(p port, j *job) (uint16, error) {
	for tries := 1; ; tries++ {
		v, err := b.try(p, j)
		var pe *portError
		var ex *ExceptionError
		switch {
		case err == nil:
			return v, nil
		case errors.As(err, &pe) || errors.As(err, &ex) || b.stopped(j) != nil:
			return 0, fmt.Errorf("%s: %s: %w", b.settings.Port, j.req, err)
		case tries > j.retries:
			return 0, fmt.Errorf("%s: %s: %w (%d tries)", b.settings.Port, j.req, err, tries)
		}
		b.log.Debug("modbus try failed", "port", b.settings.Port, "request", j.req.String(), "try", tries, "err", err)
		if err := drain(p, b.quiet()); err != nil {
			return 0, fmt.Errorf("%s: %s: %w", b.settings.Port, j.req, err)
		}
	}
}

// quiet is how long the line must be silent before a retry: 3.5
// characters of 11 bits, at least 2 ms.
func (b *bus) quiet() time.Duration {
	return max(time.Duration(float64(time.Second)*3.5*11/float64(b.settings.Baud)), 2*time.Millisecond)
}

// try is one exchange: flush what is waiting, send, read the reply within
// the timeout (or what is left of j's deadline).
func (b *bus) try(p port, j *job) (uint16, error) {
	if err := p.ResetInputBuffer(); err != nil {
		return 0, &portError{fmt.Errorf("flush: %w", err)}
	}
	if _, err := p.Write(j.req.encode()); err != nil {
		return 0, &portError{fmt.Errorf("write: %w", err)}
	}
	deadline := time.Now().Add(j.timeout)
	if dl, ok := j.ctx.Deadline(); ok && dl.Before(deadline) {
		deadline = dl
	}
	frame, err := readReply(p, j.req, deadline, func() error { return b.stopped(j) })
	if err != nil {
		return 0, err
	}
	return decode(j.req, frame)
}

// stopped returns why j should not go on: its context ended, or the bus
// is closing; nil otherwise.
func (b *bus) stopped(j *job) error {
	select {
	case <-b.quit:
		return errClosed
	default:
		return j.ctx.Err()
	}
}

// poll bounds one wait for bytes, so that a caller's cancellation or Close
// is noticed while a reply is awaited.
const poll = 50 * time.Millisecond

// readReply reads exactly one reply to req from p, learning its length
// from its first three bytes, until deadline or until stop returns an
// error.
func readReply(p port, req request, deadline time.Time, stop func() error) ([]byte, error) {
	buf := make([]byte, 0, maxResponseSize)
	need := 3
	for len(buf) < need {
		if err := stop(); err != nil {
			return nil, err
		}
		left := min(time.Until(deadline), poll)
		if left <= 0 {
			if len(buf) == 0 {
				return nil, ErrNoReply
			}
			return nil, fmt.Errorf("%w: %d of %d bytes", ErrNoReply, len(buf), need)
		}
		if err := p.SetReadTimeout(left); err != nil {
			return nil, &portError{err}
		}
		n, err := p.Read(buf[len(buf):need])
		if err != nil {
			return nil, &portError{fmt.Errorf("read: %w", err)}
		}
		buf = buf[:len(buf)+n]
		if need == 3 && len(buf) == 3 {
			if need, err = replyLen(req, buf); err != nil {
				return nil, err
			}
		}
	}
	return buf, nil
}

// drain reads and drops bytes until the line has been silent for quiet, so
// that the rest of a bad reply does not become the start of the next.
// It gives up silently after a second of chatter.
func drain(p port, quiet time.Duration) error {
	if err := p.SetReadTimeout(quiet); err != nil {
		return &portError{err}
	}
	var scratch [64]byte
	for end := time.Now().Add(time.Second); time.Now().Before(end); {
		n, err := p.Read(scratch[:])
		if err != nil {
			return &portError{fmt.Errorf("read: %w", err)}
		}
		if n == 0 {
			return nil
		}
	}
	return nil
}
