package cli

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"edge/drivers/mqtt"
	"edge/home"
	"edge/index"
	"edge/lang"
)

const discoverAbout = `Print a home file of the devices that Zigbee2MQTT and Tasmota announce on
the broker: Zigbee2MQTT's retained BASE/bridge/devices (one device per
Zigbee device but the coordinator: a light's onoff, brightness,
color_temp, color; a switch's onoff; temperature, humidity, illuminance,
power, co2, battery; contact, occupancy) and Tasmota's discovery,
tasmota/discovery/MAC/config and .../sensors (one device per relay and
light, with the sensors' temperature, humidity, illuminance, co2 and
power). Each device has its name, a comment saying what it is, and no
room. The file is written by a YAML encoder and checked as edge import
checks it: a name that reads as more than a name ("the lights", "all") or
that is said like another device's is replaced by one made of the
device's model and address, with a comment saying why; a device that
still does not pass is left out. No announcement takes another's topic:
when several Tasmota devices announce one topic, none of them is written,
and they are shown together as a conflict (here and at the end of the
file), for you to tell which is real. Devices edge cannot drive are listed in
a comment at the end. It imports as it is: add rooms and aliases, then
edge import. Progress goes to standard error.

examples:
  edge discover --mqtt mqtt://127.0.0.1:1883 > home.yaml
  edge discover --mqtt mqtts://broker.lan:8883 --username edge --password-file /etc/edge/mqtt.pw --ca-file /etc/edge/ca.pem`

func runDiscover(e *env, args []string) error {
	fs := e.flags("discover", "--mqtt URL [flags]", discoverAbout)
	var m home.MQTT
	fs.StringVar(&m.URL, "mqtt", "", "the broker `URL`: mqtt://HOST:PORT or mqtts://HOST:PORT")
	fs.StringVar(&m.Username, "username", "", "the broker's user `name`")
	fs.StringVar(&m.PasswordFile, "password-file", "", "a 0600 `file` holding the broker's password")
	fs.StringVar(&m.CAFile, "ca-file", "", "PEM `file` of the CA that signs an mqtts broker's certificate")
	fs.StringVar(&m.BaseTopic, "base-topic", home.DefaultBaseTopic, "Zigbee2MQTT's base `topic`")
	timeout := fs.Duration("timeout", 10*time.Second, "how long to wait for the broker and for bridge/devices")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(rest) > 0:
		return usagef("unexpected argument %q", rest[0])
	case m.URL == "":
		return usagef("need --mqtt URL (mqtt://HOST:1883)")
	case *timeout <= 0:
		return usagef("--timeout must be more than 0")
	}
	// the same checks as the mqtt block of a home file.
	src := fmt.Sprintf("mqtt: {url: %q, base_topic: %q}\n", m.URL, m.BaseTopic)
	if _, err := home.Parse("--mqtt", []byte(src)); err != nil {
		return usageError{err}
	}
	for _, p := range []*string{&m.PasswordFile, &m.CAFile} {
		if *p != "" {
			if *p, err = filepath.Abs(*p); err != nil {
				return err
			}
		}
	}
	cfg, err := mqtt.ConfigOf(m)
	if err != nil {
		return usageError{err}
	}
	ctx, cancel := context.WithTimeout(e.ctx, *timeout)
	defer cancel()
	progress := func(s string) { fmt.Fprintf(e.stderr, "edge discover: %s ...\n", s) }
	found, err := mqtt.Discover(ctx, cfg, m.BaseTopic, progress)
	if err != nil {
		return err
	}
	file, sum, err := mqtt.HomeFile(found, m, mqtt.Names{Read: index.ReadsAs, Key: lang.Key})
	if err != nil {
		return err
	}
	if _, err := e.stdout.Write(file); err != nil {
		return err
	}
	for _, c := range sum.Conflicts {
		fmt.Fprintf(e.stderr, "edge discover: %s\n", c)
	}
	for _, r := range sum.Renamed {
		fmt.Fprintf(e.stderr, "edge discover: renamed %s\n", r)
	}
	fmt.Fprintf(e.stderr, "edge discover: %d device(s), %d renamed, %d left out, %d conflict(s) (listed at the end)\n", sum.Devices, len(sum.Renamed), len(sum.Skipped), len(sum.Conflicts))
	return nil
}
