//go:build linux

package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// openPTY opens a pseudo-terminal: its master and its slave, 80×24.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { m.Close() })
	fd := int(m.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		t.Skipf("unlocking the pseudo-terminal: %v", err)
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		t.Skipf("the pseudo-terminal's number: %v", err)
	}
	if err := unix.IoctlSetWinsize(fd, unix.TIOCSWINSZ, &unix.Winsize{Row: 24, Col: 80}); err != nil {
		t.Skipf("sizing the pseudo-terminal: %v", err)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("the pseudo-terminal's slave: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return m, s
}

// lockedBuffer collects what the terminal shows.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestDemoTerminal: on a terminal the demo edits the line (a typo
// rubbed out with backspace), recalls the last line with the up arrow,
// answers help, quits on Ctrl-D, and leaves the terminal as it found it.
func TestDemoTerminal(t *testing.T) {
	master, slave := openPTY(t)
	before, err := unix.IoctlGetTermios(int(slave.Fd()), unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	var shown lockedBuffer
	go io.Copy(&shown, master)
	var errs bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- Main(context.Background(), []string{"demo", "--no-tour"}, slave, slave, &errs) }()
	// wait for each answer before typing on, as a person would.
	waitFor := func(s string, n int) {
		t.Helper()
		for deadline := time.Now().Add(20 * time.Second); strings.Count(shown.String(), s) < n; {
			if time.Now().After(deadline) {
				t.Fatalf("the terminal never showed %q %d times:\n%q", s, n, shown.String())
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	waitFor("> ", 1)
	master.WriteString("turn on the kitchen ligth\x7f\x7fht\r")
	waitFor("turn on the kitchen light → done → light.kitchen on", 1)
	master.WriteString("\x1b[A\r")
	waitFor("turn on the kitchen light → done → light.kitchen on", 2)
	master.WriteString("help\r")
	waitFor("Things you can say", 1)
	master.WriteString("\x04")
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("exit %d: %s", code, errs.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Ctrl-D did not end the demo")
	}
	out := shown.String()
	if !strings.Contains(out, "      Turned on Kitchen light.\r\n") {
		t.Errorf("the answers are not lines of a raw terminal (CR LF):\n%q", out)
	}
	after, err := unix.IoctlGetTermios(int(slave.Fd()), unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	if *after != *before {
		t.Errorf("the terminal was left in another mode: %+v, was %+v", after, before)
	}
}
