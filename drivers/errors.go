package drivers

import "errors"

// ErrUnknownKind is wrapped by Open (and so by Set) when no driver is
// registered under a device's driver kind.
var ErrUnknownKind = errors.New("drivers: unknown driver kind")

// ArgError says why a command with its arguments does not fit a device: the
// device has no such command, or an argument is unknown, of the wrong type,
// out of range, combined with its twin, or missing. Nothing ran.
type ArgError struct {
	Device  string // device id
	Command string
	Arg     string // the argument at fault; empty when none is
	Msg     string // names the argument and what is allowed
}

// Error returns "device: command: message", e.g.
// "light.living_main: set: brightness 150 is out of range 0–100".
func (e *ArgError) Error() string {
	return e.Device + ": " + e.Command + ": " + e.Msg
}

// AbsentError is returned by a Kind's Probe (and by its Open) when the
// kind's hardware is not on this machine: Init reports the kind skipped
// with Reason.
type AbsentError struct {
	Reason string // e.g. "no GPIO chip (/dev/gpiochip*)"
}

// Error returns the reason.
func (e *AbsentError) Error() string { return e.Reason }
