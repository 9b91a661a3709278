//go:build pismoke

package smoke

import (
	"context"
	"flag"
	"reflect"
	"testing"

	"edge/drivers"
	"edge/drivers/gpio"
	"edge/home"
)

var (
	relayPin = flag.String("relay", "GPIO17", "the output pin")
	inputPin = flag.String("input", "GPIO27", "the input pin, wired to the output through 1 kΩ")
)

func set(t *testing.T) *drivers.Set {
	s := drivers.NewSet(drivers.Env{})
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return s
}

func relay(activeLow bool) *home.Device {
	return &home.Device{ID: "switch.smoke", Capabilities: []string{"onoff"},
		Driver: home.Driver{Kind: gpio.Kind, Config: map[string]any{"pin": *relayPin, "active_low": activeLow}}}
}

func contact() *home.Device {
	return &home.Device{ID: "sensor.smoke", Capabilities: []string{"contact"},
		Driver: home.Driver{Kind: gpio.Kind, Config: map[string]any{"pin": *inputPin, "pull": "down", "debounce_ms": 5}}}
}

func TestInit(t *testing.T) {
	for _, s := range drivers.Init(drivers.Env{}) {
		if s.Kind == gpio.Kind {
			if s.State != drivers.Loaded {
				t.Fatalf("gpio is %s: %s", s.State, s.Reason)
			}
			t.Log(s.Reason)
			return
		}
	}
	t.Fatal("no gpio kind")
}

// TestLoopback switches the output and reads it back on the input.
func TestLoopback(t *testing.T) {
	for _, activeLow := range []bool{false, true} {
		s := set(t)
		ctx := context.Background()
		for _, cmd := range []string{"on", "off", "toggle", "toggle"} {
			st, err := s.Do(ctx, relay(activeLow), cmd, nil)
			if err != nil {
				t.Fatalf("active_low %v: %s: %v", activeLow, cmd, err)
			}
			back, err := s.Read(ctx, relay(activeLow))
			if err != nil || !reflect.DeepEqual(back, st) {
				t.Errorf("active_low %v: %s: state %v, read back %v, %v", activeLow, cmd, st, back, err)
			}
			in, err := s.Read(ctx, contact())
			high := st["on"] != activeLow
			if err != nil || in["contact"] != high {
				t.Errorf("active_low %v: after %s the input reads %v, %v; want contact %v", activeLow, cmd, in, err, high)
			}
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPulse presses a momentary relay; afterwards the input is low again.
func TestPulse(t *testing.T) {
	s := set(t)
	ctx := context.Background()
	door := &home.Device{ID: "cover.smoke", Capabilities: []string{"position"},
		Driver: home.Driver{Kind: gpio.Kind, Config: map[string]any{"pin": *relayPin, "pulse_ms": 200}}}
	if _, err := s.Do(ctx, door, "open", nil); err != nil {
		t.Fatal(err)
	}
	if in, err := s.Read(ctx, contact()); err != nil || in["contact"] != false {
		t.Errorf("after the press the input reads %v, %v; want released", in, err)
	}
}
