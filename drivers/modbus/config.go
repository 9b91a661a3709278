package modbus

import (
	"fmt"
	"math"
	"slices"
	"time"

	"edge/drivers/internal/conf"
	"edge/drivers/internal/serialport"
	"edge/home"
)

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
