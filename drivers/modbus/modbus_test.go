package modbus

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"edge/drivers"
	"edge/home"
)

type st = map[string]any

func device(id string, cfg st, caps ...string) *home.Device {
	return &home.Device{ID: id, Capabilities: caps, Driver: home.Driver{Kind: Kind, Config: cfg}}
}

// newDriver returns a driver closed when the test ends.
func newDriver(t *testing.T) *Driver {
	d := New(drivers.Env{})
	t.Cleanup(func() {
		if err := d.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return d
}

func TestCRC(t *testing.T) {
	// Known frames: read one holding register 0 of unit 1, and the
	// CRC-16/MODBUS check value.
	req := request{unit: 1, fn: fnReadHolding, addr: 0, value: 1}
	if got, want := req.encode(), []byte{0x01, 0x03, 0x00, 0x00, 0x00, 0x01, 0x84, 0x0A}; !reflect.DeepEqual(got, want) {
		t.Errorf("encode = % x, want % x", got, want)
	}
	if got := crc16([]byte("123456789")); got != 0x4B37 {
		t.Errorf("crc16(123456789) = %04x, want 4b37", got)
	}
}

func TestDecode(t *testing.T) {
	read := request{unit: 1, fn: fnReadInput, addr: 1, value: 1}
	coil := request{unit: 7, fn: fnReadCoils, addr: 3, value: 1}
	write := request{unit: 7, fn: fnWriteCoil, addr: 3, value: coilOn}
	frame := func(b ...byte) []byte { return append(b, byte(crc16(b)), byte(crc16(b)>>8)) }
	for _, tt := range []struct {
		name  string
		req   request
		frame []byte
		want  uint16
		err   string
	}{
		{"register", read, frame(1, 4, 2, 0x00, 0xEA), 234, ""},
		{"coil on", coil, frame(7, 1, 1, 1), 1, ""},
		{"coil off, padding ignored", coil, frame(7, 1, 1, 0xFE), 0, ""},
		{"write echo", write, frame(7, 5, 0, 3, 0xFF, 0), coilOn, ""},
		{"bad CRC", read, []byte{1, 4, 2, 0, 0xEA, 0, 0}, 0, "CRC error: got 0000, computed"},
		{"another unit", read, frame(2, 4, 2, 0, 0xEA), 0, "malformed reply: from unit 2, want 1"},
		{"another function", read, frame(1, 3, 2, 0, 0xEA), 0, "malformed reply: function 3, want 4"},
		{"wrong byte count", read, frame(1, 4, 4, 0, 0xEA, 0, 0), 0, "malformed reply: 4 data bytes, want 2"},
		{"too short", read, []byte{1, 4}, 0, "malformed reply: 2 bytes"},
		{"trailing byte", read, append(frame(1, 4, 2, 0, 0xEA), 0), 0, "malformed reply: 8 bytes, want 7"},
		{"exception", read, frame(1, 0x84, 2), 0, "exception 2 (illegal data address)"},
		{"unknown exception", read, frame(1, 0x84, 99), 0, "exception 99 (unknown exception)"},
		{"wrong echo", write, frame(7, 5, 0, 3, 0, 0), 0, "malformed reply: echo of coil 3 = 0000, want coil 3 = ff00"},
	} {
		got, err := decode(tt.req, tt.frame)
		if tt.err == "" {
			if err != nil || got != tt.want {
				t.Errorf("%s: decode = %d, %v; want %d", tt.name, got, err, tt.want)
			}
			continue
		}
		if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
			t.Errorf("%s: decode = %d, %v; want error %q", tt.name, got, err, tt.err)
		}
	}
	var ex *ExceptionError
	if _, err := decode(read, frame(1, 0x84, 2)); !errors.As(err, &ex) || ex.Code != 2 || ex.Function != fnReadInput {
		t.Errorf("exception: %#v", err)
	}
	if _, err := decode(read, []byte{1, 4, 2, 0, 0xEA, 0, 0}); !errors.Is(err, ErrCRC) {
		t.Errorf("bad CRC is not ErrCRC: %v", err)
	}
}

func TestCheckConfig(t *testing.T) {
	relay := st{"port": "/dev/ttyUSB0", "unit": 1, "coil": 0}
	sensor := st{"port": "/dev/ttyUSB0", "baud": 19200, "parity": "even", "unit": 2, "timeout_ms": 300, "retries": 1,
		"registers": st{
			"temperature": st{"type": "input", "address": 1, "scale": 0.1, "signed": true},
			"humidity":    st{"address": 2, "scale": 0.1},
		}}
	for _, tt := range []struct {
		name string
		dev  *home.Device
		want string
	}{
		{"relay", device("switch.pump", relay, "onoff"), ""},
		{"relay from the store", device("switch.pump", st{"port": "/dev/ttyUSB0", "unit": 1.0, "coil": 3.0}, "valve"), ""},
		{"sensor", device("sensor.t", sensor, "temperature", "humidity"), ""},
		{"plug with power", device("switch.plug", st{"port": "/dev/ttyUSB0", "unit": 1, "coil": 0,
			"registers": st{"power": st{"type": "holding", "address": 10}}}, "onoff", "power"), ""},
		{"door contact", device("sensor.door", st{"port": "/dev/ttyUSB0", "unit": 3,
			"registers": st{"contact": st{"type": "discrete", "address": 0}}}, "contact"), ""},

		{"no port", device("switch.a", st{"unit": 1, "coil": 0}, "onoff"), `device "switch.a": driver modbus: port: is missing`},
		{"no unit", device("switch.a", st{"port": "/dev/ttyUSB0", "coil": 0}, "onoff"), `device "switch.a": driver modbus: unit: is missing (the unit id, 1–247)`},
		{"unit out of range", device("switch.a", st{"port": "/dev/ttyUSB0", "unit": 300, "coil": 0}, "onoff"),
			`device "switch.a": driver modbus: unit: 300 is out of range 1–247`},
		{"bad parity", device("switch.a", st{"port": "/dev/ttyUSB0", "unit": 1, "coil": 0, "parity": "mark"}, "onoff"),
			`device "switch.a": driver modbus: parity: "mark" is not one of none, even, odd`},
		{"no coil", device("switch.a", st{"port": "/dev/ttyUSB0", "unit": 1}, "onoff"),
			`device "switch.a": driver modbus: coil: is missing (the coil of the relay that onoff needs)`},
		{"coil without relay", device("sensor.t", st{"port": "/dev/ttyUSB0", "unit": 1, "coil": 0,
			"registers": st{"temperature": st{"address": 1}}}, "temperature"),
			`device "sensor.t": driver modbus: coil: needs the capability onoff or valve`},
		{"dimmer", device("light.a", relay, "onoff", "brightness"),
			`device "light.a": driver modbus: modbus serves onoff or valve (a coil) and sensors (registers), not brightness`},
		{"no registers", device("sensor.t", st{"port": "/dev/ttyUSB0", "unit": 1}, "temperature"),
			`device "sensor.t": driver modbus: registers: is missing (temperature needs a register)`},
		{"register missing", device("sensor.t", sensor, "temperature", "humidity", "co2"),
			`device "sensor.t": driver modbus: registers.co2: is missing (the device has the capability)`},
		{"register of another capability", device("sensor.t", sensor, "temperature"),
			`device "sensor.t": driver modbus: registers.humidity: is not a sensor capability of the device`},
		{"register not a map", device("sensor.t", st{"port": "/dev/ttyUSB0", "unit": 1, "registers": st{"temperature": 1}}, "temperature"),
			`device "sensor.t": driver modbus: registers.temperature: 1 is not a map such as {type: input, address: 1}`},
		{"register without address", device("sensor.t", st{"port": "/dev/ttyUSB0", "unit": 1, "registers": st{"temperature": st{"scale": 0.1}}}, "temperature"),
			`device "sensor.t": driver modbus: registers.temperature.address: is missing`},
		{"number in a coil", device("sensor.t", st{"port": "/dev/ttyUSB0", "unit": 1, "registers": st{"temperature": st{"type": "coil", "address": 1}}}, "temperature"),
			`device "sensor.t": driver modbus: registers.temperature.type: a coil holds a bit, not a number for temperature`},
		{"misspelt register field", device("sensor.t", st{"port": "/dev/ttyUSB0", "unit": 1, "registers": st{"temperature": st{"address": 1, "scael": 0.1}}}, "temperature"),
			`device "sensor.t": driver modbus: unknown field registers.temperature.scael (known here: address, offset, scale, signed, type)`},
		{"scale not a number", device("sensor.t", st{"port": "/dev/ttyUSB0", "unit": 1, "registers": st{"temperature": st{"address": 1, "scale": "tenth"}}}, "temperature"),
			`device "sensor.t": driver modbus: registers.temperature.scale: "tenth" is not a number`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := drivers.CheckConfig(tt.dev)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.want {
				t.Errorf("CheckConfig:\n got %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestRelayBoard(t *testing.T) {
	u := newUnit(1)
	u.coils[0], u.coils[3] = false, false
	l := newLine(t, u)
	d := newDriver(t)
	ctx := context.Background()
	pump := device("switch.pump", st{"port": l.pair.Path, "unit": 1, "coil": 3, "timeout_ms": 500}, "onoff")

	for _, step := range []struct {
		command string
		want    bool
	}{{"on", true}, {"toggle", false}, {"toggle", true}, {"off", false}} {
		got, err := d.Do(ctx, pump, step.command, nil)
		if err != nil || !reflect.DeepEqual(got, st{"on": step.want}) {
			t.Fatalf("%s = %v, %v", step.command, got, err)
		}
		u.mu.Lock()
		coil := u.coils[3]
		u.mu.Unlock()
		if coil != step.want {
			t.Errorf("after %s the coil is %v", step.command, coil)
		}
	}
	if got, err := d.Read(ctx, pump); err != nil || !reflect.DeepEqual(got, st{"on": false}) {
		t.Errorf("Read = %v, %v", got, err)
	}
	// on: write then read back; toggle: read, write, read back.
	want := []string{"5 3 65280", "1 3 1", "1 3 1", "5 3 0", "1 3 1", "1 3 1", "5 3 65280", "1 3 1", "5 3 0", "1 3 1", "1 3 1"}
	if got := u.seen(); !reflect.DeepEqual(got, want) {
		t.Errorf("requests:\n%v\nwant\n%v", got, want)
	}
}

func TestWriteNotTaken(t *testing.T) {
	u := newUnit(1)
	u.coils[0] = false
	u.stuck = true
	l := newLine(t, u)
	d := newDriver(t)
	pump := device("switch.pump", st{"port": l.pair.Path, "unit": 1, "coil": 0}, "onoff")
	_, err := d.Do(context.Background(), pump, "on", nil)
	if err == nil || err.Error() != "modbus: unit 1 coil 0 reads 0 after writing true" {
		t.Errorf("Do = %v", err)
	}
}

func TestSensor(t *testing.T) {
	u := newUnit(2)
	u.input[1] = 0xFF38 // -200
	u.input[2] = 415
	u.holding[7] = 1000
	u.discrete[0] = true
	l := newLine(t, u)
	d := newDriver(t)
	dev := device("sensor.greenhouse", st{"port": l.pair.Path, "unit": 2, "registers": st{
		"temperature": st{"type": "input", "address": 1, "scale": 0.1, "signed": true},
		"humidity":    st{"address": 2, "scale": 0.1},
		"battery":     st{"type": "holding", "address": 7, "scale": 0.01, "offset": 90},
		"contact":     st{"type": "discrete", "address": 0},
	}}, "temperature", "humidity", "battery", "contact")
	got, err := d.Read(context.Background(), dev)
	want := st{"temperature": -20.0, "humidity": 41.5, "battery": 100.0, "contact": true}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Read = %v, %v; want %v", got, err, want)
	}
}

// TestFaults plays one misbehaviour of the unit per case against a sensor
// read with retries.
func TestFaults(t *testing.T) {
	for _, tt := range []struct {
		name    string
		faults  []fault
		retries int
		want    string // "" for success; else the error after the port
		is      error
		tries   int // requests the unit saw
	}{
		{"CRC error, then fine", []fault{badCRC}, 2, "", nil, 2},
		{"CRC errors", []fault{badCRC, badCRC, badCRC}, 2, "unit 1 read input register 1: CRC error: got", ErrCRC, 3},
		{"garbage before the reply, then fine", []fault{garbage}, 1, "", nil, 2},
		{"garbage, no retry", []fault{garbage}, 0, "unit 1 read input register 1: malformed reply: from unit 0, want 1 (1 tries)", ErrFrame, 1},
		{"another unit answers", []fault{wrongUnit, wrongUnit}, 1, "unit 1 read input register 1: malformed reply: from unit 2, want 1 (2 tries)", ErrFrame, 2},
		{"silence", []fault{silent, silent}, 1, "unit 1 read input register 1: no reply (2 tries)", ErrNoReply, 2},
		{"half a reply", []fault{partial}, 0, "unit 1 read input register 1: no reply: 3 of 7 bytes (1 tries)", ErrNoReply, 1},
		{"silence, then fine", []fault{silent}, 1, "", nil, 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			u := newUnit(1)
			u.input[1] = 234
			u.faults = tt.faults
			l := newLine(t, u)
			d := newDriver(t)
			dev := device("sensor.t", st{"port": l.pair.Path, "unit": 1, "timeout_ms": 150, "retries": tt.retries,
				"registers": st{"temperature": st{"address": 1, "scale": 0.1}}}, "temperature")
			got, err := d.Read(context.Background(), dev)
			if tt.want == "" {
				if err != nil || !reflect.DeepEqual(got, st{"temperature": 23.4}) {
					t.Errorf("Read = %v, %v", got, err)
				}
			} else {
				prefix := "modbus: reading temperature: " + l.pair.Path + ": " + tt.want
				if err == nil || !strings.HasPrefix(err.Error(), prefix) || !errors.Is(err, tt.is) || got != nil {
					t.Errorf("Read = %v, %v\nwant error %s", got, err, prefix)
				}
			}
			if n := len(u.seen()); n != tt.tries {
				t.Errorf("the unit saw %d requests, want %d", n, tt.tries)
			}
		})
	}
}

func TestException(t *testing.T) {
	u := newUnit(1)
	l := newLine(t, u)
	d := newDriver(t)
	dev := device("sensor.t", st{"port": l.pair.Path, "unit": 1, "registers": st{"temperature": st{"address": 9}}}, "temperature")
	_, err := d.Read(context.Background(), dev)
	var ex *ExceptionError
	if !errors.As(err, &ex) || err.Error() != "modbus: reading temperature: "+l.pair.Path+": unit 1 read input register 9: exception 2 (illegal data address)" {
		t.Errorf("Read = %v", err)
	}
	if n := len(u.seen()); n != 1 {
		t.Errorf("an exception was tried %d times, want once", n)
	}
}

// TestUnplug pulls the adapter out while the driver waits for a reply.
func TestUnplug(t *testing.T) {
	u := newUnit(1)
	u.input[1] = 234
	u.faults = []fault{unplug}
	l := newLine(t, u)
	d := newDriver(t)
	dev := device("sensor.t", st{"port": l.pair.Path, "unit": 1, "timeout_ms": 5000, "registers": st{"temperature": st{"address": 1}}}, "temperature")
	_, err := d.Read(context.Background(), dev)
	if err == nil || !strings.HasPrefix(err.Error(), "modbus: reading temperature: "+l.pair.Path+": unit 1 read input register 1: read: ") {
		t.Errorf("Read while unplugged = %v", err)
	}
	// The port was closed; the next call tries to open it again and says
	// that it cannot.
	_, err = d.Read(context.Background(), dev)
	if err == nil || !strings.Contains(err.Error(), "open "+l.pair.Path) {
		t.Errorf("Read after unplugging = %v", err)
	}
}

// TestStuckBus: a bus whose unit never answers holds up only its own
// callers, and a caller's context ends its wait.
func TestStuckBus(t *testing.T) {
	stuck := newUnit(1)
	stuck.input[1] = 1
	stuck.faults = []fault{hang}
	stuck.arrived = make(chan struct{}, 1)
	good := newUnit(1)
	good.input[1] = 234
	la, lb := newLine(t, stuck), newLine(t, good)
	d := newDriver(t)
	slow := device("sensor.a", st{"port": la.pair.Path, "unit": 1, "timeout_ms": 30000, "retries": 0,
		"registers": st{"temperature": st{"address": 1}}}, "temperature")
	fast := device("sensor.b", st{"port": lb.pair.Path, "unit": 1, "registers": st{"temperature": st{"address": 1, "scale": 0.1}}}, "temperature")

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := d.Read(ctx, slow)
		done <- err
	}()
	<-stuck.arrived // bus A is now waiting for a reply that will not come

	got, err := d.Read(context.Background(), fast)
	if err != nil || !reflect.DeepEqual(got, st{"temperature": 23.4}) {
		t.Fatalf("Read on the other bus = %v, %v", got, err)
	}
	select {
	case err := <-done:
		t.Fatalf("the stuck read ended before its context: %v", err)
	default:
	}

	// A second caller on the stuck bus gives up with its own deadline.
	short, cancelShort := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancelShort()
	if _, err := d.Read(short, slow); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Read queued behind the stuck one = %v", err)
	}

	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("the stuck read ended with %v", err)
	}
}

func TestPortSettingsConflict(t *testing.T) {
	u := newUnit(1)
	u.coils[0] = false
	l := newLine(t, u)
	d := newDriver(t)
	a := device("switch.a", st{"port": l.pair.Path, "unit": 1, "coil": 0}, "onoff")
	b := device("switch.b", st{"port": l.pair.Path, "unit": 1, "coil": 0, "baud": 19200}, "onoff")
	if _, err := d.Read(context.Background(), a); err != nil {
		t.Fatal(err)
	}
	_, err := d.Read(context.Background(), b)
	want := "modbus: " + l.pair.Path + " is open as " + l.pair.Path + " 9600 8N1; this device asks for " + l.pair.Path + " 19200 8N1"
	if err == nil || err.Error() != want {
		t.Errorf("Read = %v\nwant %s", err, want)
	}
}

// TestThroughSet: the registered kind, reached through a drivers.Set, names
// the device in its errors and fails the call when the port is missing.
func TestThroughSet(t *testing.T) {
	u := newUnit(5)
	u.coils[1] = false
	l := newLine(t, u)
	set := drivers.NewSet(drivers.Env{})
	t.Cleanup(func() { set.Close() })
	ctx := context.Background()
	valve := device("valve.garden", st{"port": l.pair.Path, "unit": 5, "coil": 1}, "valve")
	if got, err := set.Do(ctx, valve, "open", nil); err != nil || !reflect.DeepEqual(got, st{"open": true}) {
		t.Errorf("Do = %v, %v", got, err)
	}
	if got, err := set.ReadFresh(ctx, valve, 0); err != nil || !reflect.DeepEqual(got, st{"open": true}) || len(u.seen()) != 2 {
		t.Errorf("ReadFresh after a confirmed write = %v, %v, %d requests", got, err, len(u.seen()))
	}
	gone := device("valve.gone", st{"port": "/dev/edge-no-such-port", "unit": 5, "coil": 1}, "valve")
	if _, err := set.Do(ctx, gone, "open", nil); err == nil || !strings.HasPrefix(err.Error(), "valve.gone: open: modbus: open /dev/edge-no-such-port: ") {
		t.Errorf("Do on a missing port = %v", err)
	}
}
