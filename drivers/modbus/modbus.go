// Package modbus is the driver kind "modbus": relay boards and sensors on
// a Modbus RTU serial bus (RS-485 through a USB adapter or the Pi's UART),
// with a small RTU framing of its own (rtu.go: requests on one coil or
// register, CRC-16) over go.bug.st/serial.
//
// A device names its port and unit id, and maps its capabilities to the
// unit's coils and registers (config.go): `coil` is the relay of onoff or valve (on and
// open write 1), `registers` maps each sensor capability to a coil,
// discrete input, input or holding register, with scale, offset and sign
// for numbers (value = raw × scale + offset). Writes are confirmed by the
// unit's echo and by reading the coil back.
//
// Each port is a bus (bus.go) served by one goroutine, one exchange at a time; a
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
	"log/slog"
	"maps"
	"slices"
	"sync"

	"edge/drivers"
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
		Address: func(dev *home.Device) string {
			if c, err := parse(dev); err == nil && c.coil >= 0 {
				return fmt.Sprintf("%s unit %d coil %d", c.port.Port, c.unit, c.coil)
			}
			return ""
		},
	})
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
