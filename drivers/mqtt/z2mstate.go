package mqtt

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"time"

	"edge/drivers"
	"edge/home"
)

// The state of a Zigbee2MQTT device: how fresh its reports are, and what
// edge makes of them.

// clockSkew is how far ahead of this machine's clock a report's time may
// be (the clocks of two machines differ a little); a report stamped
// further ahead has no age that can be known, and is not fresh.
const clockSkew = 5 * time.Second

// lastSeen reads Zigbee2MQTT's last_seen: ISO 8601, or milliseconds since
// the epoch; zero when absent or unreadable.
func lastSeen(v any) time.Time {
	switch x := v.(type) {
	case string:
		if t, err := time.Parse(time.RFC3339Nano, x); err == nil {
			return t
		}
	case float64:
		if x > 0 {
			return time.UnixMilli(int64(x))
		}
	}
	return time.Time{}
}

// Read returns the device's state: its last report when that is at most
// the device's max_age old; else, for a device that takes commands, what
// it reports after BASE/NAME/get. A sensor (which sleeps) is not asked: a
// report of it older than max_age is an error, and a retained report of
// no known age (no last_seen, or one stamped ahead of this clock) a
// *drivers.BeforeStartError with its state.
func (d *z2m) Read(ctx context.Context, dev *home.Device) (map[string]any, error) {
	c, err := parseZ2M(dev)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	t, err := d.track(ctx, c.name)
	if err != nil {
		return nil, err
	}
	if err := d.usable(ctx, t, c.name); err != nil {
		return nil, err
	}
	maxAge := drivers.MaxAge(dev)
	state, at, seq, _ := t.snapshot()
	fresh := func(at time.Time) bool {
		age := d.env.Now().Sub(at)
		return !at.IsZero() && age <= maxAge && age >= -clockSkew
	}
	if fresh(at) {
		return fromZ2M(dev, state), nil
	}
	if actuator(dev) {
		get := map[string]any{"state": ""}
		for _, a := range []string{"brightness", "color_temp", "color"} {
			if dev.Has(a) {
				get[a] = ""
			}
		}
		data, _ := json.Marshal(get)
		if err := d.conn.Publish(ctx, d.base+"/"+c.name+"/get", data, false); err != nil {
			return nil, err
		}
		state, err := t.wait(ctx, seq, func(_, _ map[string]any) bool { return true })
		if err != nil {
			return nil, d.noReport(c, err, "its state is not known")
		}
		return fromZ2M(dev, state), nil
	}
	if seq == 0 {
		// just subscribed: a retained state may be on its way.
		if _, err := t.wait(ctx, 0, func(_, _ map[string]any) bool { return true }); err != nil {
			return nil, d.noReport(c, err, "Zigbee2MQTT keeps no state of it (its retain option) and it has not reported since edge connected")
		}
		state, at, _, _ = t.snapshot()
		if fresh(at) {
			return fromZ2M(dev, state), nil
		}
	}
	now := d.env.Now()
	var why string
	switch {
	case at.IsZero():
		why = fmt.Sprintf("the state Zigbee2MQTT keeps of %q carries no time (turn on its last_seen setting), and it has not reported since edge connected; wait for its next report", c.name)
	case at.Sub(now) > clockSkew:
		why = fmt.Sprintf("the state Zigbee2MQTT keeps of %q is stamped %s, %s ahead of this machine's clock, so its age is not known (check the clocks of both machines), and it has not reported since edge connected; wait for its next report",
			c.name, at.UTC().Format(time.RFC3339), at.Sub(now).Round(time.Second))
	}
	if why != "" {
		if s := fromZ2M(dev, state); len(s) > 0 {
			return nil, &drivers.BeforeStartError{State: s, Reason: why}
		}
		return nil, errors.New(why)
	}
	return nil, drivers.Fail(drivers.ErrStale, fmt.Errorf("the last report of %q is %s old, older than its max_age_ms %d; a battery sensor reports on change: raise max_age_ms (at most 3600000) in its driver block",
		c.name, d.env.Now().Sub(at).Round(time.Second), maxAge.Milliseconds()))
}

// actuator reports whether the device takes commands.
func actuator(dev *home.Device) bool {
	for _, c := range dev.Capabilities {
		if cp, ok := home.LookupCapability(c); ok && !cp.Sensor {
			return true
		}
	}
	return false
}

// fromZ2M makes edge's state of what Zigbee2MQTT reports, for the device's
// capabilities: on, brightness in %, color_temp in kelvin, color as
// #rrggbb, and the sensors' values (contact true when open: Zigbee2MQTT
// says contact true when closed).
func fromZ2M(dev *home.Device, s map[string]any) map[string]any {
	out := map[string]any{}
	num := func(k string) (float64, bool) {
		f, ok := s[k].(float64)
		return f, ok && !math.IsNaN(f) && !math.IsInf(f, 0)
	}
	for _, c := range dev.Capabilities {
		switch c {
		case "onoff":
			switch s["state"] {
			case "ON":
				out["on"] = true
			case "OFF":
				out["on"] = false
			}
		case "brightness":
			if b, ok := num("brightness"); ok {
				out["brightness"] = math.Round(b * 100 / 254)
			}
		case "color_temp":
			if m, ok := num("color_temp"); ok && m >= 1 {
				out["color_temp"] = math.Round(1e6 / m)
			}
		case "color":
			if h := colorOf(s["color"]); h != "" {
				out["color"] = h
			}
		case "illuminance":
			if v, ok := num("illuminance_lux"); ok {
				out[c] = v
			} else if v, ok := num("illuminance"); ok {
				out[c] = v
			}
		case "contact":
			if v, ok := s["contact"].(bool); ok {
				out[c] = !v
			}
		case "motion":
			if v, ok := s["motion"].(bool); ok {
				out[c] = v
			} else if v, ok := s["occupancy"].(bool); ok {
				out[c] = v
			}
		case "occupancy":
			if v, ok := s["occupancy"].(bool); ok {
				out[c] = v
			}
		default:
			if v, ok := num(c); ok {
				out[c] = v
			}
		}
	}
	return out
}
