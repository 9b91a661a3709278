package gpio_test

import (
	"testing"

	"edge/drivers"
	_ "edge/drivers/gpio"
	"edge/home"
)

// TestAddress: a pin named by its line name or by its BCM number is one
// address; another pin is another.
func TestAddress(t *testing.T) {
	dev := func(pin any) *home.Device {
		return &home.Device{ID: "switch.x", Name: "X", Capabilities: []string{"onoff"},
			Driver: home.Driver{Kind: "gpio", Config: map[string]any{"pin": pin}}}
	}
	if a, b := drivers.Address(dev("GPIO22")), drivers.Address(dev(22)); a == "" || a != b {
		t.Errorf("GPIO22 is %q, 22 is %q", a, b)
	}
	if a, b := drivers.Address(dev("GPIO22")), drivers.Address(dev("GPIO23")); a == b {
		t.Errorf("GPIO22 and GPIO23 are both %q", a)
	}
}
