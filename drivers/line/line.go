// Package line is the driver kind "line": sensors on a serial port that
// print readings as lines of text, such as `T=23.5 H=41`, the way many
// hobby boards (Arduino, ESP, Pico) do.
//
// A device names its port and, per sensor capability, a regular expression
// whose one capture group is the value (with scale and offset for
// numbers; 1/0, true/false, on/off, open/closed, yes/no or high/low for
// contact, motion and occupancy). A board that prints only when asked gets
// a query, written before each read.
//
// Read waits for lines that end after it began (so a reading is never
// older than the call) until every attribute of the device has been seen,
// at most timeout_ms; lines that match nothing (noise, boot messages) are
// skipped, but a value that matches and does not convert fails the read.
// Each port has one goroutine that reads it continuously while the port is
// open, so readings never queue up in the kernel; an I/O error (the board
// unplugged) fails every waiting read and closes the port, which the next
// read opens again.
package line

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"go.bug.st/serial"

	"edge/drivers"
	"edge/drivers/internal/conf"
	"edge/drivers/internal/serialport"
	"edge/home"
)

// Kind is the driver kind of this package.
const Kind = "line"

func init() {
	drivers.RegisterKind(Kind, drivers.Kind{
		Open:        func(env drivers.Env) (drivers.Driver, error) { return New(env), nil },
		Probe:       serialport.Probe,
		CheckConfig: func(dev *home.Device) error { _, err := parse(dev); return err },
	})
}

// Limits.
const (
	// DefaultTimeout is timeout_ms when the block says nothing.
	DefaultTimeout = 3 * time.Second
	// MaxLine is the longest line kept; longer ones are noise and dropped.
	MaxLine  = 512
	maxQuery = 64
)

// attribute is how one state attribute is found in a line.
type attribute struct {
	Name   string
	Match  *regexp.Regexp // one capture group: the value
	Scale  float64
	Offset float64
	Bool   bool // contact, motion, occupancy
}

// config is a device's parsed driver block.
type config struct {
	port    serialport.Settings
	query   string
	timeout time.Duration
	attrs   []attribute
}

func parse(dev *home.Device) (*config, error) {
	b := conf.New(dev)
	c := &config{
		port:    serialport.Read(b),
		query:   b.String("query", ""),
		timeout: time.Duration(b.Int("timeout_ms", int(DefaultTimeout/time.Millisecond), 10, 60_000)) * time.Millisecond,
	}
	if len(c.query) > maxQuery {
		b.Errorf("query", "is %d bytes long, more than %d", len(c.query), maxQuery)
	}
	for _, capName := range dev.Capabilities {
		if cp, ok := home.LookupCapability(capName); !ok || !cp.Sensor {
			return nil, fmt.Errorf("line serves sensors, not %s", capName)
		}
	}
	attrs, ok := b.Map("attributes")
	if !ok {
		b.Errorf("attributes", "is missing (a regular expression per sensor capability, such as temperature: 'T=(-?[0-9.]+)')")
		return nil, b.Err()
	}
	for _, name := range attrs.Keys() {
		if !slices.Contains(dev.Capabilities, name) {
			attrs.Errorf(name, "is not a capability of the device")
			continue
		}
		a := attribute{Name: name, Scale: 1, Bool: home.BoolSensors[name]}
		v, _ := attrs.Value(name)
		expr, isString := v.(string)
		if m, isMap := v.(map[string]any); isMap {
			nb := attrs.Nested(name, m)
			expr = nb.Required("match")
			if !a.Bool {
				a.Scale = nb.Float("scale", 1)
				a.Offset = nb.Float("offset", 0)
			}
			nb.Err()
		} else if !isString {
			attrs.Errorf(name, "%v is not a regular expression or a map such as {match: 'T=(.+)', scale: 0.1}", v)
			continue
		}
		re, err := regexp.Compile(expr)
		switch {
		case err != nil:
			attrs.Errorf(name, "%v", err)
		case re.NumSubexp() != 1:
			attrs.Errorf(name, "%q has %d capture groups; it needs exactly one, around the value", expr, re.NumSubexp())
		}
		a.Match = re
		c.attrs = append(c.attrs, a)
	}
	for _, capName := range dev.Capabilities {
		if !slices.ContainsFunc(c.attrs, func(a attribute) bool { return a.Name == capName }) {
			attrs.Errorf(capName, "is missing (the device has the capability)")
		}
	}
	attrs.Err()
	if err := b.Err(); err != nil {
		return nil, err
	}
	return c, nil
}

// parseLine returns the values of the attributes that line carries. An
// attribute whose expression matches but whose value does not convert is
// an error naming it; attributes that do not match are absent.
func parseLine(attrs []attribute, line []byte) (map[string]any, error) {
	var out map[string]any
	for _, a := range attrs {
		m := a.Match.FindSubmatch(line)
		if m == nil {
			continue
		}
		v, err := a.convert(string(m[1]))
		if err != nil {
			return nil, fmt.Errorf("%s: %w in line %q", a.Name, err, truncate(line))
		}
		if out == nil {
			out = map[string]any{}
		}
		out[a.Name] = v
	}
	return out, nil
}

var truths = map[string]bool{
	"1": true, "true": true, "on": true, "open": true, "yes": true, "high": true,
	"0": false, "false": false, "off": false, "closed": false, "no": false, "low": false,
}

func (a attribute) convert(s string) (any, error) {
	if a.Bool {
		v, ok := truths[strings.ToLower(strings.TrimSpace(s))]
		if !ok {
			return nil, fmt.Errorf("%q is not 1/0, true/false, on/off, open/closed, yes/no or high/low", s)
		}
		return v, nil
	}
	x, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
		return nil, fmt.Errorf("%q is not a number", s)
	}
	v := x*a.Scale + a.Offset
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return nil, fmt.Errorf("%q is out of range", s)
	}
	return round(v), nil
}

// round drops the binary noise of a scale (234 × 0.1 = 23.400000000000002)
// by rounding to six decimals, where that cannot overflow.
func round(v float64) float64 {
	if math.Abs(v) >= 1e9 {
		return v
	}
	return math.Round(v*1e6) / 1e6
}

func truncate(b []byte) string {
	if len(b) > 80 {
		return string(b[:80]) + "…"
	}
	return string(b)
}

// Driver is the line driver: one reader per port. It is safe for
// concurrent use.
type Driver struct {
	log   *slog.Logger
	mu    sync.Mutex
	cfgs  map[string]*config // by device id
	ports map[string]*port   // by path
}

// New returns a line driver; it opens ports when a device first needs them.
func New(env drivers.Env) *Driver {
	return &Driver{log: env.Logger(), cfgs: map[string]*config{}, ports: map[string]*port{}}
}

func (d *Driver) device(dev *home.Device) (*config, *port, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	c, ok := d.cfgs[dev.ID]
	if !ok {
		var err error
		if c, err = parse(dev); err != nil {
			return nil, nil, fmt.Errorf("line: %w", err)
		}
		d.cfgs[dev.ID] = c
	}
	p, ok := d.ports[c.port.Port]
	if !ok {
		p = &port{settings: c.port, log: d.log, waiters: map[*waiter]bool{}}
		d.ports[c.port.Port] = p
	}
	if p.settings != c.port {
		return nil, nil, fmt.Errorf("line: %s is open as %s; this device asks for %s", c.port.Port, p.settings, c.port)
	}
	return c, p, nil
}

// Do fails: a line sensor takes no commands.
func (d *Driver) Do(_ context.Context, dev *home.Device, command string, _ map[string]any) (map[string]any, error) {
	return nil, fmt.Errorf("line: %s is a sensor: it takes no command %q", dev.ID, command)
}

// Read writes the device's query, if any, then collects its attributes
// from the lines that arrive, until all are seen (the newest value of
// each), the timeout passes, a value does not convert, the port fails or
// ctx ends.
func (d *Driver) Read(ctx context.Context, dev *home.Device) (map[string]any, error) {
	c, p, err := d.device(dev)
	if err != nil {
		return nil, err
	}
	w, err := p.subscribe()
	if err != nil {
		return nil, fmt.Errorf("line: %w", err)
	}
	defer p.unsubscribe(w)
	if c.query != "" {
		if err := p.write([]byte(c.query)); err != nil {
			return nil, fmt.Errorf("line: %s: write query: %w", c.port.Port, err)
		}
	}
	timer := time.NewTimer(c.timeout)
	defer timer.Stop()
	got := map[string]any{}
	lines := 0
	for {
		select {
		case l := <-w.lines:
			lines++
			vals, err := parseLine(c.attrs, l)
			if err != nil {
				return nil, fmt.Errorf("line: %s: %w", c.port.Port, err)
			}
			for k, v := range vals {
				got[k] = v
			}
			if len(got) == len(c.attrs) {
				return got, nil
			}
		case <-w.failed:
			return nil, fmt.Errorf("line: %s: %w", c.port.Port, w.err)
		case <-timer.C:
			var missing []string
			for _, a := range c.attrs {
				if _, ok := got[a.Name]; !ok {
					missing = append(missing, a.Name)
				}
			}
			return nil, fmt.Errorf("line: %s: no reading of %s within %v (%d lines received)", c.port.Port, strings.Join(missing, ", "), c.timeout, lines)
		case <-ctx.Done():
			return nil, fmt.Errorf("line: %s: %w", c.port.Port, ctx.Err())
		}
	}
}

// Close closes every open port and waits for its reader.
func (d *Driver) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	var errs []error
	for _, path := range slices.Sorted(maps.Keys(d.ports)) {
		if err := d.ports[path].close(); err != nil {
			errs = append(errs, fmt.Errorf("line: close %s: %w", path, err))
		}
	}
	d.ports = map[string]*port{}
	return errors.Join(errs...)
}

// port is one serial port and, while it is open, its reader goroutine.
type port struct {
	settings serialport.Settings
	log      *slog.Logger

	mu      sync.Mutex
	p       serial.Port   // nil while closed
	quit    chan struct{} // closed to stop the reader
	done    chan error    // the reader's close error, when it has ended
	waiters map[*waiter]bool
}

// waiter is one Read waiting for lines.
type waiter struct {
	lines  chan []byte
	failed chan struct{} // closed when the port failed; err says why
	err    error
}

// poll bounds one wait for bytes, so that the reader notices Close.
const poll = 100 * time.Millisecond

// subscribe opens the port and starts its reader if needed, and registers
// a waiter for the lines that end from now on.
func (p *port) subscribe() (*waiter, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.p == nil {
		sp, err := serialport.Open(p.settings)
		if err != nil {
			return nil, err
		}
		// Readings from before this read are not wanted.
		if err := errors.Join(sp.SetReadTimeout(poll), sp.ResetInputBuffer()); err != nil {
			sp.Close()
			return nil, fmt.Errorf("%s: %w", p.settings.Port, err)
		}
		p.p, p.quit, p.done = sp, make(chan struct{}), make(chan error, 1)
		go p.read(sp, p.quit, p.done)
	}
	w := &waiter{lines: make(chan []byte, 64), failed: make(chan struct{})}
	p.waiters[w] = true
	return w, nil
}

func (p *port) unsubscribe(w *waiter) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.waiters, w)
}

func (p *port) write(b []byte) error {
	p.mu.Lock()
	sp := p.p
	p.mu.Unlock()
	if sp == nil {
		return errors.New("port closed")
	}
	_, err := sp.Write(b)
	return err
}

// close stops the reader, if any, and returns the port's close error.
func (p *port) close() error {
	p.mu.Lock()
	quit, done := p.quit, p.done
	p.quit = nil
	p.mu.Unlock()
	if quit == nil {
		return nil
	}
	close(quit)
	return <-done
}

// read reads sp until quit is closed or it fails, handing each complete
// line, without its line ending, to the waiters. A line longer than
// MaxLine is dropped.
func (p *port) read(sp serial.Port, quit chan struct{}, done chan error) {
	buf := make([]byte, 0, MaxLine)
	chunk := make([]byte, 256)
	overflow := false
	fail := func(err error) {
		p.mu.Lock()
		p.p, p.quit = nil, nil
		for w := range p.waiters {
			w.err = err
			close(w.failed)
			delete(p.waiters, w)
		}
		p.mu.Unlock()
		p.log.Warn("line port failed; closing it", "port", p.settings.Port, "err", err)
		sp.Close()
		done <- nil
	}
	for {
		select {
		case <-quit:
			p.mu.Lock()
			p.p = nil
			p.mu.Unlock()
			done <- sp.Close()
			return
		default:
		}
		n, err := sp.Read(chunk)
		if err != nil {
			fail(fmt.Errorf("read: %w", err))
			return
		}
		data := chunk[:n]
		for len(data) > 0 {
			i := bytes.IndexByte(data, '\n')
			if i < 0 {
				if len(buf)+len(data) > MaxLine {
					overflow, buf = true, buf[:0]
				} else if !overflow {
					buf = append(buf, data...)
				}
				break
			}
			if !overflow && len(buf)+i <= MaxLine {
				buf = append(buf, data[:i]...)
				p.deliver(bytes.TrimRight(buf, "\r"))
			}
			overflow, buf = false, buf[:0]
			data = data[i+1:]
		}
	}
}

// deliver hands a copy of the line to every waiter; a waiter whose queue
// is full misses it.
func (p *port) deliver(line []byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for w := range p.waiters {
		select {
		case w.lines <- bytes.Clone(line):
		default:
		}
	}
}
