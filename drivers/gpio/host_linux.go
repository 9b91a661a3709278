package gpio

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"periph.io/x/conn/v3/driver/driverreg"
	"periph.io/x/conn/v3/gpio"
	"periph.io/x/host/v3/gpioioctl"

	"edge/drivers"
)

// chipGlob finds the GPIO character devices.
const chipGlob = "/dev/gpiochip*"

// probe looks for GPIO chips and opens them through periph: skipped when
// there is none, failed when none can be used.
func probe(env drivers.Env) (string, error) {
	if err := hostInit(); err != nil {
		return "", err
	}
	var names []string
	for _, c := range gpioioctl.Chips {
		names = append(names, fmt.Sprintf("%s (%s, %d lines)", c.Name(), c.Label(), c.LineCount()))
	}
	return fmt.Sprintf("%d GPIO chip(s): %s", len(names), strings.Join(names, ", ")), nil
}

var (
	initOnce sync.Once
	initErr  error
)

// hostInit initialises periph's GPIO character-device driver once. Before
// that it checks that there is a chip and that it can be opened, so that
// the reason is ours rather than periph's log.
func hostInit() error {
	initOnce.Do(func() { initErr = initChips() })
	return initErr
}

func initChips() error {
	paths, err := filepath.Glob(chipGlob)
	if err != nil {
		return err
	}
	if len(paths) == 0 {
		return &drivers.AbsentError{Reason: "no GPIO chip (" + chipGlob + ")"}
	}
	var openErr error
	opened := 0
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			openErr = errors.Join(openErr, err)
			continue
		}
		f.Close()
		opened++
	}
	if opened == 0 {
		return openErr
	}
	state, err := driverreg.Init()
	if err != nil {
		return fmt.Errorf("periph: %w", err)
	}
	for _, f := range state.Failed {
		if f.D.String() == "ioctl-gpio" {
			return fmt.Errorf("periph %s: %w", f.D, f.Err)
		}
	}
	if len(gpioioctl.Chips) == 0 {
		return errors.New("periph found no usable GPIO chip")
	}
	return nil
}

// openHost opens the driver on the host's GPIO chips.
func openHost(env drivers.Env) (drivers.Driver, error) {
	if err := hostInit(); err != nil {
		return nil, err
	}
	return New(env, hostPins{}), nil
}

// hostPins takes pins from the host's chips as one-line requests (periph's
// LineSet), whose reads report errors and which read an output's level
// without turning it into an input.
type hostPins struct{}

func (hostPins) request(name string, dir gpioioctl.LineDir, pull gpio.Pull) (*gpioioctl.LineSet, error) {
	for _, c := range gpioioctl.Chips {
		if c.ByName(name) != nil {
			return c.LineSet(dir, gpio.NoEdge, pull, name)
		}
	}
	return nil, fmt.Errorf("no GPIO line named %s", name)
}

func (h hostPins) Output(name string, initial gpio.Level) (Line, error) {
	ls, err := h.request(name, gpioioctl.LineOutput, gpio.PullNoChange)
	if err != nil {
		return nil, err
	}
	l := lineSet{ls}
	if err := l.Out(initial); err != nil {
		ls.Close()
		return nil, err
	}
	return l, nil
}

func (h hostPins) Input(name string, pull gpio.Pull) (Line, error) {
	ls, err := h.request(name, gpioioctl.LineInput, pull)
	if err != nil {
		return nil, err
	}
	return lineSet{ls}, nil
}

// lineSet is a one-line periph LineSet.
type lineSet struct{ ls *gpioioctl.LineSet }

func (l lineSet) Out(v gpio.Level) error {
	var bits gpio.GPIOValue
	if v {
		bits = 1
	}
	return l.ls.Out(bits, 1)
}

func (l lineSet) Read() (gpio.Level, error) {
	bits, err := l.ls.Read(1)
	return bits&1 == 1, err
}

func (l lineSet) Close() error { return l.ls.Close() }
