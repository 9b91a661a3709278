package drivers_test

import (
	"errors"
	"testing"

	"edge/drivers"
	"edge/home"
)

// A Checker decides as Validate does, for calls that share their map of
// arguments as for calls that do not, and names the device of each
// refusal.
func TestCheckerDecidesAsValidate(t *testing.T) {
	a := &home.Device{ID: "light.a", Capabilities: []string{"onoff", "brightness"}}
	b := &home.Device{ID: "light.b", Capabilities: []string{"onoff", "brightness"}}
	sw := &home.Device{ID: "switch.c", Capabilities: []string{"onoff"}}
	half := map[string]any{"brightness": 50}
	over := map[string]any{"brightness": 150}
	var k drivers.Checker
	for _, tt := range []struct {
		dev     *home.Device
		command string
		args    map[string]any
	}{
		{a, "set", half}, {b, "set", half}, {sw, "set", half},
		{a, "set", over}, {b, "set", over},
		{a, "off", map[string]any{}}, {sw, "off", map[string]any{}}, {sw, "off", half},
	} {
		want := drivers.Validate(tt.dev, tt.command, tt.args)
		got := k.Validate(tt.dev, tt.command, tt.args)
		if (got == nil) != (want == nil) || got != nil && got.Error() != want.Error() {
			t.Errorf("%s %s %v: %v, want %v", tt.dev.ID, tt.command, tt.args, got, want)
		}
		var ae *drivers.ArgError
		if got != nil && errors.As(got, &ae) && ae.Device != tt.dev.ID {
			t.Errorf("%s %s %v: the refusal names %s", tt.dev.ID, tt.command, tt.args, ae.Device)
		}
	}
}
