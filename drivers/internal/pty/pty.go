// Package pty opens pseudo-terminal pairs for the tests of the serial
// drivers: the driver opens the slave path as its serial port, and the test
// plays the device on the master side. Closing the master is unplugging the
// device.
package pty

import (
	"errors"
	"os"
)

// ErrUnsupported is returned by Open where pseudo-terminals are not
// available this way (outside Linux).
var ErrUnsupported = errors.New("pty: not supported on this system")

// Pair is an open pseudo-terminal: Master is the device's side, Path the
// slave's path for the driver to open.
type Pair struct {
	Master *os.File
	Path   string
}
