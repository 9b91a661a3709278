package gpio_test

import (
	"context"
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpiotest"

	"edge/drivers"
	edgegpio "edge/drivers/gpio"
	"edge/home"
)

type st = map[string]any

// pin is a periph gpiotest pin with something wired to it: it records what
// the driver drives, can be told to ignore writes (a pin that is not an
// output), and can play a script of levels for its next reads (a bouncing
// contact).
type pin struct {
	*gpiotest.Pin
	mu      sync.Mutex
	outs    []gpio.Level
	stuck   bool
	script  []gpio.Level
	forever bool          // repeat the script without end
	pressed chan struct{} // closed at the first High written, when set
}

func newPin(name string) *pin { return &pin{Pin: &gpiotest.Pin{N: name}} }

func (p *pin) Out(l gpio.Level) error {
	p.mu.Lock()
	p.outs = append(p.outs, l)
	stuck := p.stuck
	if l == gpio.High && p.pressed != nil {
		close(p.pressed)
		p.pressed = nil
	}
	p.mu.Unlock()
	if stuck {
		return nil
	}
	return p.Pin.Out(l)
}

func (p *pin) Read() gpio.Level {
	p.mu.Lock()
	if len(p.script) > 0 {
		l := p.script[0]
		p.script = p.script[1:]
		if p.forever {
			p.script = append(p.script, l)
		}
		p.mu.Unlock()
		return l
	}
	p.mu.Unlock()
	return p.Pin.Read()
}

func (p *pin) written() []gpio.Level {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]gpio.Level(nil), p.outs...)
}

// board is the pins of a test, by name.
type board map[string]*pin

func (b board) pins() edgegpio.Pins {
	return edgegpio.FromPinIO(func(name string) gpio.PinIO {
		if p, ok := b[name]; ok {
			return p
		}
		return nil
	})
}

func device(id string, cfg st, caps ...string) *home.Device {
	return &home.Device{ID: id, Capabilities: caps, Driver: home.Driver{Kind: edgegpio.Kind, Config: cfg}}
}

func TestCheckConfig(t *testing.T) {
	for _, tt := range []struct {
		name string
		dev  *home.Device
		want string // "" for no error
	}{
		{"relay by name", device("switch.a", st{"pin": "GPIO17", "active_low": true}, "onoff"), ""},
		{"relay by number", device("switch.a", st{"pin": 17}, "onoff"), ""},
		{"relay from the store", device("switch.a", st{"pin": 17.0, "max_age_ms": 1000.0}, "valve"), ""},
		{"momentary opener", device("cover.garage", st{"pin": "GPIO22", "pulse_ms": 500}, "position"), ""},
		{"contact", device("sensor.door", st{"pin": "GPIO27", "pull": "up", "debounce_ms": 50}, "contact"), ""},
		{"motion defaults", device("sensor.pir", st{"pin": "GPIO4"}, "motion"), ""},

		{"no pin", device("switch.a", nil, "onoff"),
			`device "switch.a": driver gpio: pin: is missing (a line name such as GPIO17, or a BCM number such as 17)`},
		{"bad pin name", device("switch.a", st{"pin": "17 and 18"}, "onoff"),
			`device "switch.a": driver gpio: pin: "17 and 18" is not a line name such as GPIO17`},
		{"fractional pin", device("switch.a", st{"pin": 17.5}, "onoff"),
			`device "switch.a": driver gpio: pin: 17.5 is neither a line name such as GPIO17 nor a BCM number such as 17`},
		{"active_low not bool", device("switch.a", st{"pin": 17, "active_low": "yes"}, "onoff"),
			`device "switch.a": driver gpio: active_low: "yes" is not true or false`},
		{"misspelt field", device("switch.a", st{"pin": 17, "activelow": true}, "onoff"),
			`device "switch.a": driver gpio: unknown field activelow (known here: active_low, pin, pulse_ms)`},
		{"pull on a relay", device("switch.a", st{"pin": 17, "pull": "up"}, "onoff"),
			`device "switch.a": driver gpio: unknown field pull (known here: active_low, pin, pulse_ms)`},
		{"pulse too long", device("cover.g", st{"pin": 22, "pulse_ms": 60000}, "position"),
			`device "cover.g": driver gpio: pulse_ms: 60000 is out of range 1–10000`},
		{"pulse on a sensor", device("sensor.d", st{"pin": 22, "pulse_ms": 100}, "contact"),
			`device "sensor.d": driver gpio: pulse_ms: a momentary relay serves onoff or position, not [contact]`},
		{"dimmer", device("light.a", st{"pin": 17}, "onoff", "brightness"),
			`device "light.a": driver gpio: one pin is a relay (onoff or valve; with pulse_ms onoff or position) or an input (contact, motion or occupancy), not [onoff brightness]`},
		{"analog sensor", device("sensor.t", st{"pin": 17}, "temperature"),
			`device "sensor.t": driver gpio: one pin is a relay (onoff or valve; with pulse_ms onoff or position) or an input (contact, motion or occupancy), not [temperature]`},
		{"bad pull", device("sensor.d", st{"pin": 27, "pull": "sideways"}, "contact"),
			`device "sensor.d": driver gpio: pull: "sideways" is not one of none, up, down`},
		{"bad max_age", device("sensor.d", st{"pin": 27, "max_age_ms": -1}, "contact"),
			`device "sensor.d": driver gpio: max_age_ms: -1 is not a whole number of milliseconds from 0 to 3600000`},
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

func TestRelay(t *testing.T) {
	ctx := context.Background()
	for _, activeLow := range []bool{false, true} {
		p := newPin("GPIO17")
		d := edgegpio.New(drivers.Env{}, board{"GPIO17": p}.pins())
		relay := device("switch.pump", st{"pin": 17, "active_low": activeLow}, "onoff")
		on, off := gpio.High, gpio.Low
		if activeLow {
			on, off = off, on
		}
		steps := []struct {
			command string
			want    bool
			level   gpio.Level
		}{
			{"on", true, on}, {"off", false, off}, {"toggle", true, on}, {"toggle", false, off},
		}
		for _, s := range steps {
			got, err := d.Do(ctx, relay, s.command, nil)
			if err != nil || !reflect.DeepEqual(got, st{"on": s.want}) {
				t.Fatalf("active_low %v: %s = %v, %v", activeLow, s.command, got, err)
			}
			if l := p.Pin.Read(); l != s.level {
				t.Errorf("active_low %v: after %s the pin is %s, want %s", activeLow, s.command, l, s.level)
			}
			if got, err := d.Read(ctx, relay); err != nil || !reflect.DeepEqual(got, st{"on": s.want}) {
				t.Errorf("active_low %v: Read after %s = %v, %v", activeLow, s.command, got, err)
			}
		}
		// The first use drove the pin straight to "on": no "off" glitch.
		if w := p.written(); w[0] != on {
			t.Errorf("active_low %v: first level written %s, want %s", activeLow, w[0], on)
		}
	}
}

func TestRelayFirstReadDrivesOff(t *testing.T) {
	p := newPin("GPIO5")
	p.Pin.L = gpio.Low
	d := edgegpio.New(drivers.Env{}, board{"GPIO5": p}.pins())
	valve := device("valve.garden", st{"pin": "GPIO5", "active_low": true}, "valve")
	got, err := d.Read(context.Background(), valve)
	if err != nil || !reflect.DeepEqual(got, st{"open": false}) {
		t.Fatalf("Read = %v, %v", got, err)
	}
	if w := p.written(); !reflect.DeepEqual(w, []gpio.Level{gpio.High}) {
		t.Errorf("written %v, want [High] (inactive for active_low)", w)
	}
}

func TestRelayReadBackMismatch(t *testing.T) {
	p := newPin("GPIO17")
	p.stuck = true
	d := edgegpio.New(drivers.Env{}, board{"GPIO17": p}.pins())
	relay := device("switch.pump", st{"pin": 17}, "onoff")
	_, err := d.Do(context.Background(), relay, "on", nil)
	if err == nil || err.Error() != "gpio: GPIO17: wrote High but the pin reads Low" {
		t.Errorf("Do on a pin that ignores writes = %v", err)
	}
}

func TestMissingPinAndSharedPin(t *testing.T) {
	ctx := context.Background()
	d := edgegpio.New(drivers.Env{}, board{"GPIO17": newPin("GPIO17")}.pins())
	if _, err := d.Do(ctx, device("switch.a", st{"pin": 18}, "onoff"), "on", nil); err == nil || err.Error() != "gpio: GPIO18: no pin GPIO18" {
		t.Errorf("Do on a missing pin = %v", err)
	}
	if _, err := d.Do(ctx, device("switch.b", st{"pin": 17}, "onoff"), "on", nil); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Do(ctx, device("switch.c", st{"pin": "GPIO17"}, "onoff"), "on", nil); err == nil || err.Error() != "gpio: pin GPIO17 is already used by switch.b" {
		t.Errorf("Do on a pin another device holds = %v", err)
	}
	if _, err := d.Read(ctx, device("switch.d", st{"pin": 17, "colour": "red"}, "onoff")); err == nil ||
		!strings.HasPrefix(err.Error(), "gpio: unknown field colour") {
		t.Errorf("Read with a bad block = %v", err)
	}
}

func TestPulse(t *testing.T) {
	ctx := context.Background()
	p := newPin("GPIO22")
	d := edgegpio.New(drivers.Env{}, board{"GPIO22": p}.pins())
	door := device("cover.garage", st{"pin": 22, "pulse_ms": 5, "active_low": true}, "position")

	got, err := d.Do(ctx, door, "open", nil)
	if err != nil || len(got) != 0 {
		t.Fatalf("open = %v, %v", got, err)
	}
	// Taken released (High), pressed (Low), released (High).
	if w, want := p.written(), []gpio.Level{gpio.High, gpio.Low, gpio.High}; !reflect.DeepEqual(w, want) {
		t.Errorf("levels written %v, want %v", w, want)
	}
	if _, err := d.Do(ctx, door, "set", st{"position": 50.0}); err == nil || err.Error() != "gpio: GPIO22 is a momentary relay: it cannot set with arguments" {
		t.Errorf("set = %v", err)
	}
	if _, err := d.Read(ctx, door); err == nil || err.Error() != "gpio: GPIO22 is a momentary relay (pulse_ms): it has no state to read" {
		t.Errorf("Read = %v", err)
	}
}

func TestPulseNeedsTime(t *testing.T) {
	p := newPin("GPIO22")
	d := edgegpio.New(drivers.Env{}, board{"GPIO22": p}.pins())
	door := device("cover.garage", st{"pin": 22, "pulse_ms": 10000}, "position")
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	_, err := d.Do(ctx, door, "open", nil)
	if err == nil || !strings.Contains(err.Error(), "less than the 10s press: not pressed") {
		t.Errorf("Do = %v", err)
	}
	if w := p.written(); len(w) != 0 {
		t.Errorf("the pin was driven: %v", w)
	}
}

func TestPulseCutShort(t *testing.T) {
	p := newPin("GPIO22")
	pressed := make(chan struct{})
	p.pressed = pressed
	d := edgegpio.New(drivers.Env{}, board{"GPIO22": p}.pins())
	door := device("cover.garage", st{"pin": 22, "pulse_ms": 10000}, "onoff")
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-pressed
		cancel()
	}()
	_, err := d.Do(ctx, door, "on", nil)
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "press cut short") {
		t.Errorf("Do = %v", err)
	}
	if l := p.Pin.Read(); l != gpio.Low {
		t.Errorf("after a cut press the relay is %s, want released (Low)", l)
	}
}

func TestInput(t *testing.T) {
	ctx := context.Background()
	door := newPin("GPIO27")
	pir := newPin("GPIO4")
	d := edgegpio.New(drivers.Env{}, board{"GPIO27": door, "GPIO4": pir}.pins())

	// A reed switch to ground with the pull-up: open reads high.
	contact := device("sensor.door", st{"pin": 27, "pull": "up", "debounce_ms": 2}, "contact")
	got, err := d.Read(ctx, contact)
	if err != nil || !reflect.DeepEqual(got, st{"contact": true}) {
		t.Fatalf("Read = %v, %v", got, err)
	}
	if door.Pull() != gpio.PullUp {
		t.Errorf("pull %s, want up", door.Pull())
	}
	door.Pin.L = gpio.Low // the door closes
	if got, err := d.Read(ctx, contact); err != nil || !reflect.DeepEqual(got, st{"contact": false}) {
		t.Errorf("Read closed = %v, %v", got, err)
	}
	if _, err := d.Do(ctx, contact, "on", nil); err == nil || err.Error() != `gpio: GPIO27 is an input: it takes no command "on"` {
		t.Errorf("Do on an input = %v", err)
	}

	// An active-low PIR output, bouncing before it settles low (motion).
	motion := device("sensor.pir", st{"pin": "GPIO4", "pull": "down", "active_low": true, "debounce_ms": 3}, "motion")
	pir.script = []gpio.Level{gpio.High, gpio.Low, gpio.High, gpio.Low, gpio.High}
	if got, err := d.Read(ctx, motion); err != nil || !reflect.DeepEqual(got, st{"motion": true}) {
		t.Errorf("Read bouncing = %v, %v", got, err)
	}
}

// TestInputNeverSettles: a pin that never holds its level is an error,
// not a guess.
func TestInputNeverSettles(t *testing.T) {
	p := newPin("GPIO27")
	p.script = []gpio.Level{gpio.High, gpio.Low}
	p.forever = true
	d := edgegpio.New(drivers.Env{}, board{"GPIO27": p}.pins())
	contact := device("sensor.door", st{"pin": 27, "debounce_ms": 2}, "contact")
	_, err := d.Read(context.Background(), contact)
	if err == nil || err.Error() != "gpio: GPIO27: did not hold a level for 2ms within 20ms: bouncing or floating (check the wiring and pull)" {
		t.Errorf("Read = %v", err)
	}
}

func TestClose(t *testing.T) {
	p := newPin("GPIO17")
	d := edgegpio.New(drivers.Env{}, board{"GPIO17": p}.pins())
	relay := device("switch.a", st{"pin": 17}, "onoff")
	if _, err := d.Do(context.Background(), relay, "on", nil); err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	// After Close the pin is free for another device.
	if _, err := d.Do(context.Background(), device("switch.b", st{"pin": 17}, "onoff"), "off", nil); err != nil {
		t.Errorf("Do after Close = %v", err)
	}
}

// TestProbeWithoutChip: on a machine without GPIO the kind is skipped, and
// opening it says why.
func TestProbeWithoutChip(t *testing.T) {
	if chips, _ := filepath.Glob("/dev/gpiochip*"); len(chips) > 0 {
		t.Skip("this machine has GPIO chips")
	}
	var got *drivers.Status
	for _, s := range drivers.Init(drivers.Env{}) {
		if s.Kind == edgegpio.Kind {
			got = &s
		}
	}
	if got == nil || got.State != drivers.Skipped || (got.Reason != "no GPIO chip (/dev/gpiochip*)" && got.Reason != "GPIO needs Linux") {
		t.Errorf("Init: gpio is %+v", got)
	}
	_, err := drivers.Open(edgegpio.Kind, drivers.Env{})
	var absent *drivers.AbsentError
	if !errors.As(err, &absent) {
		t.Errorf("Open = %v", err)
	}
}
