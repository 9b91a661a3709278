package drivers_test

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"

	"edge/drivers"
	"edge/home"
)

var fuzzDevices = []*home.Device{
	dev("light.living_main", st{"on": false, "brightness": 80, "color_temp": 2700}, "onoff", "brightness", "color", "color_temp"),
	dev("cover.gate", st{"position": 0}, "position", "valve"),
	dev("climate.x", st{"target_temperature": 34.5, "temperature": 19, "mode": "heat"}, "thermostat", "temperature"),
	dev("media.tv", st{"volume": 95}, "onoff", "media"),
	dev("fan.x", nil, "onoff", "fan_speed"),
	dev("vacuum.x", st{"status": "docked"}, "vacuum"),
	dev("alarm.x", nil, "alarm"),
	dev("sensor.x", st{"temperature": 21, "motion": false}, "temperature", "motion"),
	dev("thing.all", nil, home.CapabilityNames()...),
}

var fuzzCommands = []string{"on", "off", "toggle", "set", "open", "close", "stop", "lock", "unlock",
	"play", "pause", "next", "previous", "mute", "unmute", "start", "dock", "arm", "disarm", "activate"}

// bounds are the ranges the sim must keep each numeric attribute in, and
// whether it is whole.
var bounds = map[string]struct {
	lo, hi float64
	whole  bool
}{
	"brightness":         {0, 100, true},
	"position":           {0, 100, true},
	"speed":              {0, 100, true},
	"volume":             {0, 100, true},
	"color_temp":         {home.MinKelvin, home.MaxKelvin, true},
	"target_temperature": {home.MinTemperature, home.MaxTemperature, false},
}

// FuzzValidate feeds random JSON argument objects to a few devices and
// commands. Validate must not panic, must answer with an *ArgError worded by
// its own checks, must agree with the bare JSON schema, and whatever it
// accepts the sim driver must apply, keeping every attribute in range.
// Seeds are in testdata/fuzz/FuzzValidate.
func FuzzValidate(f *testing.F) {
	f.Fuzz(func(t *testing.T, d, c byte, data []byte) {
		device := fuzzDevices[int(d)%len(fuzzDevices)]
		command := fuzzCommands[int(c)%len(fuzzCommands)]
		var args map[string]any
		if json.Unmarshal(data, &args) != nil {
			return
		}
		err := drivers.Validate(device, command, args)
		if err != nil {
			var ae *drivers.ArgError
			if !errors.As(err, &ae) || ae.Device != device.ID || ae.Command != command {
				t.Fatalf("Validate(%s, %s, %s) = %#v, want an ArgError", device.ID, command, data, err)
			}
			if strings.Contains(ae.Msg, "schema") {
				t.Fatalf("Validate(%s, %s, %s): the friendly checks missed what the schema refused: %v", device.ID, command, data, err)
			}
		}
		if s, serr := drivers.Schema(device, command); serr == nil {
			r, rerr := s.Resolve(nil)
			if rerr != nil {
				t.Fatal(rerr)
			}
			var inst any = args
			if args == nil {
				inst = map[string]any{}
			}
			if verr := r.Validate(inst); (verr == nil) != (err == nil) {
				t.Fatalf("%s %s %s: schema says %v, Validate says %v", device.ID, command, data, verr, err)
			}
		}
		if err != nil {
			return
		}
		set := drivers.NewSet(drivers.Env{State: newMemStore()})
		state, err := set.Do(context.Background(), device, command, args)
		if err != nil {
			t.Fatalf("sim refused what Validate accepted: %s %s %s: %v", device.ID, command, data, err)
		}
		for attr, b := range bounds {
			v, ok := state[attr]
			if !ok {
				continue
			}
			n, isNum := v.(float64)
			if !isNum || n < b.lo || n > b.hi || (b.whole && n != math.Trunc(n)) {
				t.Fatalf("%s %s %s: %s = %v, want %v–%v", device.ID, command, data, attr, v, b.lo, b.hi)
			}
		}
	})
}
