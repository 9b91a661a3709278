//go:build linux

package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
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
// rubbed out with backspace, Chinese edited in the middle, Home and End as
// tmux and screen send them), recalls the last line with the up arrow,
// answers help, quits on Ctrl-D, leaves the terminal as it found it, and
// keeps what was said for the next run, which recalls it.
func TestDemoTerminal(t *testing.T) {
	history := filepath.Join(t.TempDir(), "state", "edge", "demo_history")
	talk := func(keys func(type_ func(string), waitFor func(string, int))) string {
		master, slave := openPTY(t)
		before, err := unix.IoctlGetTermios(int(slave.Fd()), unix.TCGETS)
		if err != nil {
			t.Fatal(err)
		}
		var shown lockedBuffer
		go io.Copy(&shown, master)
		var errs bytes.Buffer
		done := make(chan int, 1)
		go func() {
			done <- Main(context.Background(), []string{"demo", "--no-tour", "--history", history}, slave, slave, &errs)
		}()
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
		keys(func(s string) { master.WriteString(s) }, waitFor)
		master.WriteString("\x04")
		select {
		case code := <-done:
			if code != 0 {
				t.Errorf("exit %d: %s", code, errs.String())
			}
		case <-time.After(20 * time.Second):
			t.Fatal("Ctrl-D did not end the demo")
		}
		after, err := unix.IoctlGetTermios(int(slave.Fd()), unix.TCGETS)
		if err != nil {
			t.Fatal(err)
		}
		if *after != *before {
			t.Errorf("the terminal was left in another mode: %+v, was %+v", after, before)
		}
		return shown.String()
	}

	out := talk(func(type_ func(string), waitFor func(string, int)) {
		type_("turn on the kitchen ligth\x7f\x7fht\r")
		waitFor("turn on the kitchen light → done → light.kitchen on", 1)
		type_("\x1b[A\r")
		waitFor("turn on the kitchen light → done → light.kitchen on", 2)
		// 打开厨房灯, two to the left, 的: 打开厨的房灯, as held and shown;
		// then Home and End as tmux sends them.
		type_("打开厨房灯\x1b[D\x1b[D的\x1b[1~请\x1b[4~\r")
		waitFor("请打开厨的房灯 → ", 1)
		type_("help\r")
		waitFor("Things you can say", 1)
	})
	if !strings.Contains(out, "      Turned on Kitchen light.\r\n") {
		t.Errorf("the answers are not lines of a raw terminal (CR LF):\n%q", out)
	}
	if strings.Contains(out, "打开厨房的房灯") {
		t.Errorf("the edited line was shown garbled:\n%q", out)
	}
	data, err := os.ReadFile(history)
	if err != nil {
		t.Fatal(err)
	}
	if want := "turn on the kitchen light\n请打开厨的房灯\nhelp\n"; string(data) != want {
		t.Errorf("history %q, want %q", data, want)
	}
	if st, _ := os.Stat(history); st.Mode().Perm() != 0o600 {
		t.Errorf("history mode %v", st.Mode())
	}
	// the next run recalls the line before last.
	talk(func(type_ func(string), waitFor func(string, int)) {
		type_("\x1b[A\x1b[A\r")
		waitFor("请打开厨的房灯 → ", 1)
	})
}
