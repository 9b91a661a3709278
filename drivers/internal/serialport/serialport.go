// Package serialport holds what the serial driver kinds (modbus, line)
// share: the port settings of a driver block, opening a port with
// go.bug.st/serial, and the probe that looks for serial ports without
// opening them.
package serialport

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"go.bug.st/serial"

	"edge/drivers"
	"edge/drivers/internal/conf"
)

// Settings are the port settings of a driver block: port (required), baud
// (default 9600), parity (none, even, odd; default none), stop_bits (1 or
// 2; default 1). Data bits are always 8.
type Settings struct {
	Port     string
	Baud     int
	Parity   string
	StopBits int
}

// Read reads the port settings of a driver block.
func Read(b *conf.Block) Settings {
	return Settings{
		Port:     b.Required("port"),
		Baud:     b.Int("baud", 9600, 50, 4_000_000),
		Parity:   b.OneOf("parity", "none", "none", "even", "odd"),
		StopBits: b.Int("stop_bits", 1, 1, 2),
	}
}

// String describes the settings, e.g. "/dev/ttyUSB0 9600 8N1".
func (s Settings) String() string {
	return fmt.Sprintf("%s %d 8%c%d", s.Port, s.Baud, strings.ToUpper(s.Parity)[0], s.StopBits)
}

// Open opens the port in raw mode with the settings.
func Open(s Settings) (serial.Port, error) {
	mode := &serial.Mode{BaudRate: s.Baud, DataBits: 8, Parity: serial.NoParity, StopBits: serial.OneStopBit}
	switch s.Parity {
	case "even":
		mode.Parity = serial.EvenParity
	case "odd":
		mode.Parity = serial.OddParity
	}
	if s.StopBits == 2 {
		mode.StopBits = serial.TwoStopBits
	}
	p, err := serial.Open(s.Port, mode)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", s.Port, err)
	}
	return p, nil
}

// sysTTY is where Linux lists its terminals; a real serial port has a
// device link there.
var sysTTY = "/sys/class/tty"

// Probe lists the serial ports of this machine without opening them: an
// *drivers.AbsentError when there is none.
func Probe(drivers.Env) (string, error) {
	links, err := filepath.Glob(filepath.Join(sysTTY, "*", "device"))
	if err != nil {
		return "", err
	}
	var names []string
	for _, l := range links {
		name := filepath.Base(filepath.Dir(l))
		if _, err := os.Stat(filepath.Join("/dev", name)); err == nil {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return "", &drivers.AbsentError{Reason: "no serial port"}
	}
	sort.Strings(names)
	return fmt.Sprintf("%d serial port(s): %s", len(names), strings.Join(names, ", ")), nil
}
