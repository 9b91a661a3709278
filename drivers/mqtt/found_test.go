package mqtt_test

import (
	"os"
	"strings"
	"testing"

	"edge/drivers/mqtt"
	"edge/home"
)

// TestHomeFileNames: a name that reads as more than a name (a plug named
// "the lights", "all", "it") or that is said like the name of a device
// before it ("Plug_1" after "plug 1") is replaced by one made of the
// device's model and address, with a comment saying why; a device whose
// names all fail is left out, with why.
func TestHomeFileNames(t *testing.T) {
	payload := payloadOf(t,
		z2mDevice("0x00158d0001a2b3c4", "the lights", "TuYa", "TS011F", "Smart plug", switchExposes),
		z2mDevice("0x00158d0001a2b3c5", "plug 1", "IKEA", "E1603", "Control outlet", switchExposes),
		z2mDevice("0x00158d0001a2b3c6", "Plug_1", "IKEA", "E1603", "Control outlet", switchExposes),
		z2mDevice("0x00158d0001a2b3c7", "PLUG 1", "IKEA", "E1603", "Control outlet", switchExposes),
		z2mDevice("0x00158d0001a2b3c8", "all", "", "", "Plug", switchExposes),
		z2mDevice("0x00158d0001a2b3c9", "it", "Sonoff", "all", "Plug", switchExposes),
	)
	file, sum, err := mqtt.HomeFile(mqtt.Found{Bridge: payload}, home.MQTT{URL: "mqtt://b"}, names)
	if err != nil {
		t.Fatal(err)
	}
	h := imported(t, file)
	want := strings.Join([]string{
		`switch.tuya_ts011f "TuYa TS011F" switch [onoff] map[name:the lights]`,
		`switch.plug_1 "plug 1" switch [onoff] map[name:plug 1]`,
		`switch.ikea_e1603 "IKEA E1603" switch [onoff] map[name:Plug_1]`,
		`switch.ikea_e1603_b3c7 "IKEA E1603 b3c7" switch [onoff] map[name:PLUG 1]`,
		`switch.sonoff_all "Sonoff all" switch [onoff] map[name:it]`,
	}, "\n")
	if got := devices(h); got != want {
		t.Errorf("devices:\n%s\nwant:\n%s\n%s", got, want, file)
	}
	if sum.Devices != 5 || len(sum.Renamed) != 4 || len(sum.Skipped) != 1 {
		t.Errorf("summary %+v", sum)
	}
	for _, w := range []string{
		`  # renamed: its name "the lights" reads as the light class of devices`,
		`  # renamed: its name "Plug 1" is said like "plug 1" (0x00158d0001a2b3c5)'s "plug 1"`,
		`#   "all" (0x00158d0001a2b3c8): its name "all" reads as a quantifier`,
	} {
		if !strings.Contains(string(file), w) {
			t.Errorf("the file lacks %q:\n%s", w, file)
		}
	}
}

func readFound(t *testing.T, names ...string) mqtt.Found {
	t.Helper()
	f := mqtt.Found{Tasmota: map[string]*mqtt.TasmotaFound{}}
	for _, n := range names {
		d := &mqtt.TasmotaFound{}
		var err error
		if d.Config, err = os.ReadFile("testdata/tasmota/" + n + "_config.json"); err != nil {
			t.Fatal(err)
		}
		if s, err := os.ReadFile("testdata/tasmota/" + n + "_sensors.json"); err == nil {
			d.Sensors = s
		}
		f.Tasmota[strings.ToUpper(n)] = d
	}
	return f
}

// TestHomeFileOfTasmota: Tasmota's discovery (its config and sensors
// messages, as Tasmota 12 and later publish them) makes a device per relay
// and light, the sensors joined to a lone relay or a device of their own;
// a device whose FullTopic is not the default, and the shutters, are
// left out with why.
func TestHomeFileOfTasmota(t *testing.T) {
	found := readFound(t, "kettle", "strip", "dimmer", "bulb", "th", "blinds")
	file, sum, err := mqtt.HomeFile(found, home.MQTT{URL: "mqtt://b"}, names)
	if err != nil {
		t.Fatal(err)
	}
	h := imported(t, file)
	want := strings.Join([]string{
		`light.hall_bulb "Hall bulb" light [onoff brightness] map[topic:hall_bulb]`,
		`light.desk_lamp "Desk lamp" light [onoff brightness] map[topic:desk]`,
		`switch.kettle "Kettle" switch [onoff power] map[topic:kettle]`,
		`switch.monitor "Monitor" switch [onoff] map[relay:1 topic:strip]`,
		`switch.printer "Printer" switch [onoff] map[relay:2 topic:strip]`,
		`sensor.cellar "Cellar" sensor [temperature humidity] map[topic:cellar]`,
	}, "\n")
	if got := devices(h); got != want {
		t.Errorf("devices:\n%s\nwant:\n%s\n%s", got, want, file)
	}
	if sum.Devices != 6 || len(sum.Skipped) != 1 {
		t.Errorf("summary %+v", sum)
	}
	for _, w := range []string{
		"  # Tasmota 13.2.0 Sonoff Pow R2: Kitchen plug, topic kettle (KETTLE, 192.168.1.57)\n",
		"  # Tasmota 14.1.0 Sonoff Dual R2: Desk strip, topic strip (STRIP, 192.168.1.61), relay 2 of 2\n",
		"  # the tasmota driver does not drive its color_temp and color\n",
		"Tasmota \"blinds\" (BLINDS): its FullTopic is \"%topic%/%prefix%/\"",
	} {
		if !strings.Contains(string(file), w) {
			t.Errorf("the file lacks %q:\n%s", w, file)
		}
	}
}

// TestHomeFileOfOddTasmota: a relay with no friendly name takes the
// device's, sensors in °F and a Tuya dimmer are said, and what is not
// Tasmota's is left out.
func TestHomeFileOfOddTasmota(t *testing.T) {
	f := mqtt.Found{Tasmota: map[string]*mqtt.TasmotaFound{
		"A1": {Config: []byte(`{"dn":"Porch","fn":[null],"mac":"A1","md":"Generic","t":"porch","ft":"%prefix%/%topic%/","tp":["cmnd","stat","tele"],"rl":[2],"lt_st":1,"ty":1,"lk":1,"sw":"13.0.0"}`),
			Sensors: []byte(`{"sn":{"DS18B20":{"Temperature":71.2},"TempUnit":"F"}}`)},
		"A2": {Config: []byte(`{"t": 3}`)},
		"A3": {Sensors: []byte(`{"sn":{}}`)},
		"A4": {Config: []byte(`{"dn":"x","mac":"A4","md":"m","t":"a/b","ft":"%prefix%/%topic%/","tp":["cmnd","stat","tele"],"rl":[1]}`)},
		"A5": {Config: []byte(`{"dn":"Nothing","mac":"A5","md":"m","t":"nothing","ft":"%prefix%/%topic%/","tp":["cmnd","stat","tele"],"rl":[0,0]}`)},
	}}
	file, sum, err := mqtt.HomeFile(f, home.MQTT{URL: "mqtt://b"}, names)
	if err != nil {
		t.Fatal(err)
	}
	h := imported(t, file)
	if got, want := devices(h), `light.porch "Porch" light [onoff] map[topic:porch]`; got != want {
		t.Errorf("devices:\n%s\nwant %s\n%s", got, want, file)
	}
	for _, w := range []string{
		"a Tuya MCU dimmer: only its power is driven",
		`its temperature is in "F"; edge takes °C`,
		`Tasmota "A2": its discovery config is not Tasmota's`,
		`Tasmota "A3": its sensors came without its config`,
		`Tasmota "a/b" (A4): its topic cannot be a topic edge uses`,
		`Tasmota "nothing" (A5): nothing edge drives`,
	} {
		if !strings.Contains(string(file), w) {
			t.Errorf("the file lacks %q:\n%s", w, file)
		}
	}
	if sum.Devices != 1 || len(sum.Skipped) != 4 {
		t.Errorf("summary %+v", sum)
	}
}
