package drivers_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"edge/drivers"
	"edge/drivers/sim"
	"edge/home"
)

type st = map[string]any

func dev(id string, state st, caps ...string) *home.Device {
	return &home.Device{ID: id, Capabilities: caps, State: state}
}

// TestSimCommands runs every command of every capability of CONTRACT §2
// through Set.Do on the sim driver and checks the whole resulting state, and
// that Read returns the same.
func TestSimCommands(t *testing.T) {
	light := []string{"onoff", "brightness", "color", "color_temp"}
	tests := []struct {
		name    string
		dev     *home.Device
		command string
		args    st
		want    st
	}{
		{"on", dev("light.a", st{"on": false}, light...), "on", nil, st{"on": true}},
		{"off", dev("light.a", st{"on": true, "brightness": 40}, light...), "off", nil, st{"on": false, "brightness": 40.0}},
		{"toggle on→off", dev("light.a", st{"on": true}, light...), "toggle", nil, st{"on": false}},
		{"toggle off→on", dev("light.a", st{"on": false}, light...), "toggle", nil, st{"on": true}},
		{"toggle unknown→on", dev("switch.a", nil, "onoff"), "toggle", st{}, st{"on": true}},

		{"brightness turns on", dev("light.a", st{"on": false, "brightness": 80}, light...), "set", st{"brightness": 50}, st{"on": true, "brightness": 50.0}},
		{"brightness 0 turns off", dev("light.a", st{"on": true, "brightness": 80}, light...), "set", st{"brightness": 0.0}, st{"on": false, "brightness": 0.0}},
		{"brightness without onoff", dev("light.b", st{"brightness": 10}, "brightness"), "set", st{"brightness": 100.0}, st{"brightness": 100.0}},
		{"brightness step clamps high", dev("light.a", st{"on": true, "brightness": 80}, light...), "set", st{"brightness_step": 30.0}, st{"on": true, "brightness": 100.0}},
		{"brightness step clamps low, turns off", dev("light.a", st{"on": true, "brightness": 30}, light...), "set", st{"brightness_step": -100.0}, st{"on": false, "brightness": 0.0}},
		{"brightness step from nothing", dev("light.a", nil, light...), "set", st{"brightness_step": 10.0}, st{"on": true, "brightness": 10.0}},
		{"brightness step rounds", dev("light.a", st{"on": true, "brightness": 50}, light...), "set", st{"brightness_step": 2.5}, st{"on": true, "brightness": 53.0}},
		{"brightness step on an off light", dev("light.a", st{"on": false, "brightness": 50}, light...), "set", st{"brightness_step": -10.0}, st{"on": true, "brightness": 40.0}},

		{"color name", dev("light.a", st{"on": true}, light...), "set", st{"color": "warm white"}, st{"on": true, "color": "warm white"}},
		{"color hex", dev("light.a", st{"color": "red"}, light...), "set", st{"color": "#FF8800"}, st{"color": "#FF8800"}},
		{"color_temp", dev("light.a", st{"color_temp": 4000}, light...), "set", st{"color_temp": 2700.0}, st{"color_temp": 2700.0}},
		{"color_temp step clamps", dev("light.a", st{"color_temp": 9800}, light...), "set", st{"color_temp_step": 500.0}, st{"color_temp": 10000.0}},
		{"color_temp step from nothing", dev("light.a", nil, light...), "set", st{"color_temp_step": -500.0}, st{"color_temp": 3500.0}},
		{"set several", dev("light.a", st{"on": false}, light...), "set", st{"brightness": 40.0, "color_temp": 3000.0, "color": "blue"},
			st{"on": true, "brightness": 40.0, "color_temp": 3000.0, "color": "blue"}},

		{"position open", dev("cover.a", st{"position": 20}, "position"), "open", nil, st{"position": 100.0}},
		{"position close", dev("cover.a", st{"position": 20}, "position"), "close", nil, st{"position": 0.0}},
		{"position stop", dev("cover.a", st{"position": 40}, "position"), "stop", nil, st{"position": 40.0}},
		{"position set", dev("cover.a", st{"position": 40}, "position"), "set", st{"position": 30.0}, st{"position": 30.0}},
		{"position step clamps", dev("cover.a", st{"position": 30}, "position"), "set", st{"position_step": -50.0}, st{"position": 0.0}},

		{"lock", dev("lock.a", st{"locked": false}, "lock"), "lock", nil, st{"locked": true}},
		{"unlock", dev("lock.a", st{"locked": true}, "lock"), "unlock", nil, st{"locked": false}},

		{"valve open", dev("valve.a", st{"open": false}, "valve"), "open", nil, st{"open": true}},
		{"valve close", dev("valve.a", st{"open": true}, "valve"), "close", nil, st{"open": false}},
		{"open with position and valve", dev("gate.a", nil, "position", "valve"), "open", nil, st{"open": true, "position": 100.0}},

		{"thermostat temperature", dev("climate.a", st{"target_temperature": 20, "temperature": 19.5}, "thermostat", "temperature"), "set",
			st{"temperature": 21.5}, st{"target_temperature": 21.5, "temperature": 19.5}},
		{"thermostat step clamps high", dev("climate.a", st{"target_temperature": 34}, "thermostat"), "set", st{"temperature_step": 3.0}, st{"target_temperature": 35.0}},
		{"thermostat step clamps low", dev("climate.a", st{"target_temperature": 20}, "thermostat"), "set", st{"temperature_step": -30.0}, st{"target_temperature": 5.0}},
		{"thermostat step from nothing", dev("climate.a", nil, "thermostat"), "set", st{"temperature_step": 1.5}, st{"target_temperature": 21.5}},
		{"thermostat mode", dev("climate.a", st{"mode": "off"}, "thermostat"), "set", st{"mode": "heat"}, st{"mode": "heat"}},
		{"thermostat temperature and mode", dev("climate.a", nil, "thermostat"), "set", st{"temperature": 23.0, "mode": "cool"}, st{"mode": "cool", "target_temperature": 23.0}},

		{"fan speed turns on", dev("fan.a", st{"on": false, "speed": 0}, "onoff", "fan_speed"), "set", st{"speed": 40.0}, st{"on": true, "speed": 40.0}},
		{"fan speed 0 turns off", dev("fan.a", st{"on": true, "speed": 40}, "onoff", "fan_speed"), "set", st{"speed": 0.0}, st{"on": false, "speed": 0.0}},
		{"fan speed step clamps", dev("fan.a", st{"on": true, "speed": 40}, "onoff", "fan_speed"), "set", st{"speed_step": 70.0}, st{"on": true, "speed": 100.0}},
		{"fan speed without onoff", dev("fan.b", nil, "fan_speed"), "set", st{"speed": 60.0}, st{"speed": 60.0}},

		{"play", dev("media.a", st{"playing": false}, "media"), "play", nil, st{"playing": true}},
		{"pause", dev("media.a", st{"playing": true}, "media"), "pause", nil, st{"playing": false}},
		{"next", dev("media.a", st{"playing": false}, "media"), "next", nil, st{"playing": true}},
		{"previous", dev("media.a", st{"playing": false}, "media"), "previous", nil, st{"playing": true}},
		{"mute", dev("media.a", st{"muted": false}, "media"), "mute", nil, st{"muted": true}},
		{"unmute", dev("media.a", st{"muted": true}, "media"), "unmute", nil, st{"muted": false}},
		{"volume", dev("media.a", st{"volume": 20}, "media"), "set", st{"volume": 30.0}, st{"volume": 30.0}},
		{"volume step clamps", dev("media.a", st{"volume": 30}, "media"), "set", st{"volume_step": -50.0}, st{"volume": 0.0}},

		{"vacuum start", dev("vacuum.a", st{"status": "docked"}, "vacuum"), "start", nil, st{"status": "cleaning"}},
		{"vacuum start room", dev("vacuum.a", st{"status": "docked"}, "vacuum"), "start", st{"room": "kitchen"}, st{"status": "cleaning", "cleaning_room": "kitchen"}},
		{"vacuum start all after room", dev("vacuum.a", st{"status": "idle", "cleaning_room": "kitchen"}, "vacuum"), "start", nil, st{"status": "cleaning"}},
		{"vacuum stop", dev("vacuum.a", st{"status": "cleaning", "cleaning_room": "kitchen"}, "vacuum"), "stop", nil, st{"status": "idle"}},
		{"vacuum dock", dev("vacuum.a", st{"status": "cleaning"}, "vacuum"), "dock", nil, st{"status": "docked"}},

		{"mower start", dev("mower.a", st{"status": "docked"}, "mower"), "start", nil, st{"status": "mowing"}},
		{"mower dock", dev("mower.a", st{"status": "mowing"}, "mower"), "dock", nil, st{"status": "docked"}},

		{"humidifier target", dev("humidifier.a", st{"on": true, "target_humidity": 40}, "onoff", "humidifier"), "set", st{"humidity": 55.0},
			st{"on": true, "target_humidity": 55.0}},
		{"humidifier step clamps", dev("humidifier.a", st{"target_humidity": 95}, "humidifier"), "set", st{"humidity_step": 10.0}, st{"target_humidity": 100.0}},
		{"humidifier mode", &home.Device{ID: "humidifier.a", Capabilities: []string{"humidifier"}, Modes: []string{"auto", "sleep"}, State: st{"mode": "auto"}},
			"set", st{"mode": "sleep"}, st{"mode": "sleep"}},

		{"arm default away", dev("alarm.a", st{"armed": false}, "alarm"), "arm", nil, st{"armed": true, "arm_mode": "away"}},
		{"arm night", dev("alarm.a", st{"armed": false}, "alarm"), "arm", st{"mode": "night"}, st{"armed": true, "arm_mode": "night"}},
		{"disarm", dev("alarm.a", st{"armed": true, "arm_mode": "home"}, "alarm"), "disarm", nil, st{"armed": false}},
	}
	covered := map[string]bool{}
	for _, tt := range tests {
		_, caps, _ := tt.dev.Command(tt.command)
		for _, c := range caps {
			covered[c+" "+tt.command] = true
		}
	}
	for _, name := range home.CapabilityNames() {
		c, _ := home.LookupCapability(name)
		for _, cmd := range c.Commands {
			if !covered[name+" "+cmd.Name] {
				t.Errorf("no test of %s %s", name, cmd.Name)
			}
		}
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set := drivers.NewSet(drivers.Env{State: newMemStore()})
			got, err := set.Do(context.Background(), tt.dev, tt.command, tt.args)
			if err != nil {
				t.Fatalf("Do: %v", err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Do state = %v, want %v", got, tt.want)
			}
			read, err := set.Read(context.Background(), tt.dev)
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if !reflect.DeepEqual(read, tt.want) {
				t.Errorf("Read state = %v, want %v", read, tt.want)
			}
		})
	}
}

// TestSimKeepsState checks that state lives between calls and that Read of
// a device nothing was done to returns its initial state as float64s.
func TestSimKeepsState(t *testing.T) {
	ctx := context.Background()
	set := drivers.NewSet(drivers.Env{State: newMemStore()})
	lamp := dev("light.lamp", st{"on": false, "brightness": 80}, "onoff", "brightness")
	sensor := dev("sensor.t", st{"temperature": 21, "contact": true}, "temperature", "contact")

	got, err := set.Read(ctx, sensor)
	if err != nil || !reflect.DeepEqual(got, st{"temperature": 21.0, "contact": true}) {
		t.Fatalf("Read sensor = %v, %v", got, err)
	}
	steps := []struct {
		command string
		args    st
		want    st
	}{
		{"toggle", nil, st{"on": true, "brightness": 80.0}},
		{"set", st{"brightness_step": -30}, st{"on": true, "brightness": 50.0}},
		{"toggle", nil, st{"on": false, "brightness": 50.0}},
		{"set", st{"brightness_step": 10}, st{"on": true, "brightness": 60.0}},
	}
	for i, s := range steps {
		if _, err := set.Do(ctx, lamp, s.command, s.args); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		got, err := set.Read(ctx, lamp)
		if err != nil || !reflect.DeepEqual(got, s.want) {
			t.Fatalf("step %d: Read = %v, %v; want %v", i, got, err, s.want)
		}
	}
}

// TestSimFails checks that the sim fails closed and writes nothing when
// the stored state or the store is broken.
func TestSimFails(t *testing.T) {
	ctx := context.Background()

	store := newMemStore()
	set := drivers.NewSet(drivers.Env{State: store})
	bad := dev("light.bad", st{"on": "yes", "brightness": "high"}, "onoff", "brightness")
	if _, err := set.Do(ctx, bad, "toggle", nil); err == nil || err.Error() != `light.bad: toggle: sim: on is yes, not a boolean` {
		t.Errorf("toggle on non-boolean: %v", err)
	}
	if _, err := set.Do(ctx, bad, "set", st{"brightness_step": 10}); err == nil || err.Error() != `light.bad: set: sim: brightness is high, not a number` {
		t.Errorf("step on non-number: %v", err)
	}
	if got, _ := store.State("light.bad"); got != nil {
		t.Errorf("failed commands wrote %v", got)
	}

	broken := errors.New("disk on fire")
	store.err = broken
	if _, err := set.Do(ctx, dev("light.a", nil, "onoff"), "on", nil); !errors.Is(err, broken) {
		t.Errorf("Do with broken store: %v", err)
	}
	if _, err := set.Read(ctx, dev("light.a", nil, "onoff")); !errors.Is(err, broken) {
		t.Errorf("Read with broken store: %v", err)
	}

	if _, err := sim.New(drivers.Env{}); err == nil || err.Error() != "sim: no state store" {
		t.Errorf("sim.New without store: %v", err)
	}
	noStore := drivers.NewSet(drivers.Env{})
	_, err := noStore.Read(ctx, dev("light.a", nil, "onoff"))
	if err == nil || !strings.HasSuffix(err.Error(), `drivers: open "sim": sim: no state store`) {
		t.Errorf("Set without store: %v", err)
	}

	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := set.Do(cancelled, dev("light.c", nil, "onoff"), "on", nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Do with cancelled context: %v", err)
	}
}
