package pty

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// Open opens /dev/ptmx, unlocks its slave and returns the pair. The master
// stays in the runtime's poller, so read deadlines work on it and Close
// interrupts its reads.
func Open() (*Pair, error) {
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		return nil, err
	}
	raw, err := m.SyscallConn()
	if err != nil {
		m.Close()
		return nil, err
	}
	var n int
	var ioctlErr error
	err = raw.Control(func(fd uintptr) {
		if ioctlErr = unix.IoctlSetPointerInt(int(fd), unix.TIOCSPTLCK, 0); ioctlErr != nil {
			return
		}
		n, ioctlErr = unix.IoctlGetInt(int(fd), unix.TIOCGPTN)
	})
	if err == nil {
		err = ioctlErr
	}
	if err != nil {
		m.Close()
		return nil, fmt.Errorf("pty: %w", err)
	}
	return &Pair{Master: m, Path: fmt.Sprintf("/dev/pts/%d", n)}, nil
}
