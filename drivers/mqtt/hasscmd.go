package mqtt

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"edge/drivers"
	"edge/home"
)

// hassCommand reads a command Home Assistant sent for a device on
// edge/GATEWAY/ID/set (what is "") or edge/GATEWAY/ID/set/WHAT, as
// edge's command and arguments, valid for the device (the engine checks
// them again before anything runs).
func hassCommand(dev *home.Device, what, payload string) (string, map[string]any, error) {
	cmd, args, err := hassRead(dev, what, payload)
	if err != nil {
		return "", nil, err
	}
	if err := drivers.Validate(dev, cmd, args); err != nil {
		return "", nil, err
	}
	return cmd, args, nil
}

func hassRead(dev *home.Device, what, payload string) (string, map[string]any, error) {
	switch what {
	case "":
		return hassPlain(dev, payload)
	case "brightness", "position", "speed", "volume":
		cp := map[string]string{"brightness": "brightness", "position": "position", "speed": "fan_speed", "volume": "media"}[what]
		if !dev.Has(cp) {
			return "", nil, fmt.Errorf("%s has no %s to set", dev.ID, what)
		}
		n, err := whole(payload)
		if err != nil {
			return "", nil, err
		}
		return "set", map[string]any{what: n}, nil
	case "color_temp":
		if !dev.Has("color_temp") {
			return "", nil, fmt.Errorf("%s has no colour temperature to set", dev.ID)
		}
		n, err := whole(payload)
		if err != nil {
			return "", nil, err
		}
		return "set", map[string]any{"color_temp": n}, nil
	case "color":
		if !dev.Has("color") {
			return "", nil, fmt.Errorf("%s has no colour to set", dev.ID)
		}
		h, err := hexOf(payload)
		if err != nil || !strings.HasPrefix(payload, "#") {
			return "", nil, fmt.Errorf("%q is not a colour #rrggbb", payload)
		}
		return "set", map[string]any{"color": h}, nil
	case "temperature":
		if !dev.Has("thermostat") {
			return "", nil, fmt.Errorf("%s has no target temperature to set", dev.ID)
		}
		f, err := strconv.ParseFloat(payload, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return "", nil, fmt.Errorf("%q is not a temperature", payload)
		}
		return "set", map[string]any{"temperature": f}, nil
	case "mode":
		if !dev.Has("thermostat") || !slices.Contains(thermostatModes, payload) {
			return "", nil, fmt.Errorf("%q is not a mode of %s", payload, dev.ID)
		}
		return "set", map[string]any{"mode": payload}, nil
	case "playing", "muted":
		cmds := map[string][2]string{"playing": {"play", "pause"}, "muted": {"mute", "unmute"}}[what]
		if !dev.Has("media") {
			return "", nil, fmt.Errorf("%s is not a media player", dev.ID)
		}
		switch payload {
		case "ON":
			return cmds[0], nil, nil
		case "OFF":
			return cmds[1], nil, nil
		}
		return "", nil, fmt.Errorf("%q is not ON or OFF", payload)
	}
	return "", nil, fmt.Errorf("edge takes no command on set/%s", what)
}

// hassPlain reads a payload of the set topic: ON, OFF, LOCK, UNLOCK,
// OPEN, CLOSE, STOP, NEXT, PREVIOUS.
func hassPlain(dev *home.Device, payload string) (string, map[string]any, error) {
	cmds := map[string]struct{ cap, cmd string }{
		"ON": {"onoff", "on"}, "OFF": {"onoff", "off"}, "LOCK": {"lock", "lock"}, "UNLOCK": {"lock", "unlock"},
		"STOP": {"position", "stop"}, "NEXT": {"media", "next"}, "PREVIOUS": {"media", "previous"},
	}
	if c, ok := cmds[payload]; ok && dev.Has(c.cap) {
		return c.cmd, nil, nil
	}
	switch {
	case (payload == "OPEN" || payload == "CLOSE") && (dev.Has("valve") || dev.Has("position")):
		return strings.ToLower(payload), nil, nil
	case payload == "OFF" && dev.Has("fan_speed"):
		// a fan with no onoff is off at speed 0.
		return "set", map[string]any{"speed": 0}, nil
	}
	return "", nil, fmt.Errorf("%q is not a command of %s", payload, dev.ID)
}

// whole reads a whole number (Home Assistant may write 40 or 40.0).
func whole(payload string) (int, error) {
	f, err := strconv.ParseFloat(payload, 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > 1e6 {
		return 0, fmt.Errorf("%q is not a whole number", payload)
	}
	return int(f), nil
}
