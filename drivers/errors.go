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

// BeforeStartError is returned by a Read when the device's only report
// came before the driver connected and its age cannot be known (a retained
// message without a time, or with a time it cannot trust): State is that
// report, for the device's capabilities. A question may answer with it,
// saying so; a condition, or a step that starts from it, needs a fresh
// report and fails with Reason.
type BeforeStartError struct {
	State  map[string]any
	Reason string
}

// Error returns the reason.
func (e *BeforeStartError) Error() string { return e.Reason }
