package drivers_test

import (
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"

	"edge/drivers"
	"edge/home"
)

var (
	livingMain = dev("light.living_main", nil, "onoff", "brightness", "color", "color_temp")
	lightX     = dev("light.x", nil, "onoff", "brightness")
	lockFront  = dev("lock.front", nil, "lock")
	climateX   = dev("climate.x", nil, "thermostat", "temperature")
	vacuumX    = dev("vacuum.x", nil, "vacuum")
	alarmX     = dev("alarm.x", nil, "alarm")
	sensorX    = dev("sensor.x", nil, "temperature", "motion")
	bulbX      = dev("light.bulb", nil, "color")
	humidX     = &home.Device{ID: "humidifier.x", Capabilities: []string{"onoff", "humidifier"}, Modes: []string{"auto", "sleep"}}
	humidY     = dev("humidifier.y", nil, "onoff", "humidifier")
)

var validateTests = []struct {
	dev     *home.Device
	command string
	args    st
	want    string // the whole error, empty when the args are valid
	arg     string // ArgError.Arg
}{
	// the examples of the brief
	{livingMain, "set", st{"brightness": 150.0}, "light.living_main: set: brightness 150 is out of range 0–100", "brightness"},
	{livingMain, "set", st{"brigtness": 50.0}, `light.living_main: set: unknown argument "brigtness" (allowed: brightness, brightness_step, color, color_temp, color_temp_step)`, "brigtness"},
	{lockFront, "set", st{}, "lock.front: set: no such command (commands: lock, unlock)", ""},
	{lightX, "set", st{}, "light.x: set: needs one of brightness, brightness_step", ""},
	{lightX, "set", nil, "light.x: set: needs one of brightness, brightness_step", ""},
	{bulbX, "set", nil, "light.bulb: set: needs color", ""},

	// ranges, never clamped
	{lightX, "set", st{"brightness": -1.0}, "light.x: set: brightness -1 is out of range 0–100", "brightness"},
	{lightX, "set", st{"brightness": 1e300}, "light.x: set: brightness 1e+300 is out of range 0–100", "brightness"},
	{lightX, "set", st{"brightness_step": 101.0}, "light.x: set: brightness_step 101 is out of range -100–100", "brightness_step"},
	{livingMain, "set", st{"color_temp": 500.0}, "light.living_main: set: color_temp 500 is out of range 1000–10000", "color_temp"},
	{climateX, "set", st{"temperature": 4.5}, "climate.x: set: temperature 4.5 is out of range 5–35", "temperature"},
	{climateX, "set", st{"temperature_step": -31.0}, "climate.x: set: temperature_step -31 is out of range -30–30", "temperature_step"},
	{lightX, "set", st{"brightness": 0.0}, "", ""},
	{lightX, "set", st{"brightness": 100.0}, "", ""},
	{climateX, "set", st{"temperature": 35.0}, "", ""},

	// types
	{lightX, "set", st{"brightness": "50"}, `light.x: set: brightness must be an integer, got "50"`, "brightness"},
	{lightX, "set", st{"brightness": 50.5}, "light.x: set: brightness must be an integer, got 50.5", "brightness"},
	{lightX, "set", st{"brightness": true}, "light.x: set: brightness must be an integer, got true", "brightness"},
	{lightX, "set", st{"brightness": nil}, "light.x: set: brightness must be an integer, got null", "brightness"},
	{lightX, "set", st{"brightness": []any{50.0}}, "light.x: set: brightness must be an integer, got [50]", "brightness"},
	{lightX, "set", st{"brightness": math.NaN()}, "light.x: set: brightness must be a finite number, got NaN", "brightness"},
	{lightX, "set", st{"brightness": math.Inf(1)}, "light.x: set: brightness must be a finite number, got +Inf", "brightness"},
	{lightX, "set", st{"brightness_step": "up"}, `light.x: set: brightness_step must be a number, got "up"`, "brightness_step"},
	{lightX, "set", st{"brightness": strings.Repeat("9", 60)}, `light.x: set: brightness must be an integer, got "999999999999999999999999999999999999999…`, "brightness"},
	{livingMain, "set", st{"color": 5.0}, "light.living_main: set: color must be a string, got 5", "color"},
	{lightX, "set", st{"brightness": 50.0}, "", ""},
	{lightX, "set", st{"brightness": 50}, "", ""},
	{lightX, "set", st{"brightness": int64(50)}, "", ""},
	{lightX, "set", st{"brightness": uint8(50)}, "", ""},
	{lightX, "set", st{"brightness": float32(50)}, "", ""},
	{lightX, "set", st{"brightness": json.Number("50")}, "", ""},
	{lightX, "set", st{"brightness": json.Number("50.5")}, "light.x: set: brightness must be an integer, got 50.5", "brightness"},
	{lightX, "set", st{"brightness": json.Number("1e999")}, "light.x: set: brightness must be a finite number, got 1e999", "brightness"},
	{lightX, "set", st{"brightness_step": -10.5}, "", ""},

	// strings
	{climateX, "set", st{"mode": "warm"}, `climate.x: set: mode "warm" is not one of heat, cool, auto, off`, "mode"},
	{climateX, "set", st{"temperature": 21.5, "mode": "heat"}, "", ""},
	{livingMain, "set", st{"color": "blu3"}, `light.living_main: set: color "blu3" does not match ^(#[0-9a-fA-F]{6}|[a-z][a-z ]{1,30})$`, "color"},
	{livingMain, "set", st{"color": "#ff8800"}, "", ""},
	{livingMain, "set", st{"color": "warm white"}, "", ""},
	{vacuumX, "start", nil, "", ""},
	{vacuumX, "start", st{"room": "kitchen"}, "", ""},
	{vacuumX, "start", st{"room": "Kitchen!"}, `vacuum.x: start: room "Kitchen!" does not match ^[a-z0-9_.-]+$`, "room"},
	{alarmX, "arm", st{}, "", ""},
	{alarmX, "arm", st{"mode": "night"}, "", ""},
	{alarmX, "arm", st{"mode": "vacation"}, `alarm.x: arm: mode "vacation" is not one of home, away, night`, "mode"},
	{humidX, "set", st{"humidity": 45.0, "mode": "sleep"}, "", ""},
	{humidX, "set", st{"humidity": 101.0}, "humidifier.x: set: humidity 101 is out of range 0–100", "humidity"},
	{humidX, "set", st{"mode": "turbo"}, `humidifier.x: set: mode "turbo" is not one of auto, sleep`, "mode"},
	{humidY, "set", st{"mode": "auto"}, `humidifier.y: set: unknown argument "mode" (allowed: humidity, humidity_step)`, "mode"},
	{humidY, "set", st{"humidity_step": -10.0}, "", ""},

	// absolute and step together
	{lightX, "set", st{"brightness": 50.0, "brightness_step": 10.0}, "light.x: set: brightness and brightness_step cannot be given together", "brightness_step"},
	{livingMain, "set", st{"brightness": 50.0, "color_temp_step": 100.0}, "", ""},
	{livingMain, "set", st{"color_temp": 3000.0, "color_temp_step": 100.0}, "light.living_main: set: color_temp and color_temp_step cannot be given together", "color_temp_step"},

	// commands and their arguments
	{lightX, "on", st{"brightness": 5.0}, `light.x: on: unknown argument "brightness" (on takes no arguments)`, "brightness"},
	{lightX, "on", st{}, "", ""},
	{lightX, "dim", nil, "light.x: dim: no such command (commands: off, on, set, toggle)", ""},
	{sensorX, "on", nil, "sensor.x: on: no such command (the device has no commands)", ""},
	{livingMain, "set", st{"zzz": 1.0, "brightness": 500.0}, `light.living_main: set: unknown argument "zzz" (allowed: brightness, brightness_step, color, color_temp, color_temp_step)`, "zzz"},
}

func TestValidate(t *testing.T) {
	for _, tt := range validateTests {
		err := drivers.Validate(tt.dev, tt.command, tt.args)
		if tt.want == "" {
			if err != nil {
				t.Errorf("Validate(%s, %s, %v) = %v, want nil", tt.dev.ID, tt.command, tt.args, err)
			}
			continue
		}
		if err == nil || err.Error() != tt.want {
			t.Errorf("Validate(%s, %s, %v)\n got %v\nwant %s", tt.dev.ID, tt.command, tt.args, err, tt.want)
			continue
		}
		var ae *drivers.ArgError
		if !errors.As(err, &ae) || ae.Device != tt.dev.ID || ae.Command != tt.command || ae.Arg != tt.arg {
			t.Errorf("Validate(%s, %s, %v) = %#v, want an ArgError for arg %q", tt.dev.ID, tt.command, tt.args, err, tt.arg)
		}
	}
}

// TestSchemaAgrees checks that the JSON schema alone accepts exactly what
// Validate accepts, for every row of the table that JSON can express.
func TestSchemaAgrees(t *testing.T) {
	for _, tt := range validateTests {
		s, err := drivers.Schema(tt.dev, tt.command)
		if err != nil {
			if !strings.Contains(tt.want, "no such command") || err.Error() != tt.want {
				t.Errorf("Schema(%s, %s): %v", tt.dev.ID, tt.command, err)
			}
			continue
		}
		b, err := json.Marshal(tt.args)
		if err != nil {
			continue // NaN and Inf: no JSON for them
		}
		var args any = map[string]any{}
		if json.Unmarshal(b, &args) != nil {
			continue // a number beyond float64
		}
		if args == nil {
			args = map[string]any{}
		}
		r, err := s.Resolve(nil)
		if err != nil {
			t.Fatalf("Resolve: %v", err)
		}
		if serr := r.Validate(args); (serr == nil) != (tt.want == "") {
			t.Errorf("%s %s %s: schema says %v, Validate says %q", tt.dev.ID, tt.command, b, serr, tt.want)
		}
	}
}

func TestSchemaJSON(t *testing.T) {
	s, err := drivers.Schema(lightX, "set")
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"type":"object","properties":{"brightness":{"type":"integer","description":"brightness, 0–100","minimum":0,"maximum":100},` +
		`"brightness_step":{"type":"number","description":"relative change of brightness, -100–100","minimum":-100,"maximum":100}},` +
		`"minProperties":1,"additionalProperties":false,"allOf":[{"not":{"required":["brightness","brightness_step"]}}]}`
	if string(b) != want {
		t.Errorf("schema\n got %s\nwant %s", b, want)
	}

	// The schema is the caller's: changing it changes nothing else.
	s.Properties["brightness"].Maximum = nil
	s.MinProperties = nil
	if err := drivers.Validate(lightX, "set", st{"brightness": 150.0}); err == nil {
		t.Error("changing a returned schema changed validation")
	}
	again, _ := drivers.Schema(lightX, "set")
	if b2, _ := json.Marshal(again); string(b2) != want {
		t.Errorf("schema after a caller changed a copy: %s", b2)
	}

	// The same capabilities in another order give the same schema.
	other, _ := drivers.Schema(dev("light.y", nil, "brightness", "onoff"), "set")
	if b3, _ := json.Marshal(other); string(b3) != want {
		t.Errorf("schema of reordered capabilities: %s", b3)
	}

	on, _ := drivers.Schema(lightX, "on")
	if b4, _ := json.Marshal(on); string(b4) != `{"type":"object","properties":{},"additionalProperties":false}` {
		t.Errorf("schema of on: %s", b4)
	}
}
