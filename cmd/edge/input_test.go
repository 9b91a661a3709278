package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"edge/store"
)

// TestHomeFileNotRegular: edge check and edge import refuse a device
// (/dev/zero, which would be read without end) and a named pipe (which
// would wait for a writer) at once, with exit 2.
func TestHomeFileNotRegular(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs edge")
	}
	dir := t.TempDir()
	fifo := filepath.Join(dir, "home.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"check", "/dev/zero"}, {"import", "--db", filepath.Join(dir, "edge.db"), "/dev/zero"},
		{"check", fifo}, {"import", "--db", filepath.Join(dir, "edge.db"), fifo},
	} {
		cmd := exec.Command(edgeBinary(t), args...)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 2 || !strings.Contains(stderr.String(), "not a regular file") {
			t.Errorf("edge %s: %v: %s", strings.Join(args, " "), err, stderr.String())
		}
	}
}

// TestTermDuringCheck: SIGTERM during edge check or edge import of a big
// home file stops it: the check does not say the file is good, the
// import imports nothing, and the database keeps its home.
func TestTermDuringCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("checks a big home file")
	}
	dir := t.TempDir()
	big := writeLights(t, dir, 30_000)
	small := filepath.Join(dir, "small.yaml")
	if err := os.WriteFile(small, []byte(killHome), 0o600); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "edge.db")
	edge(t, "", "import", "--db", db, small)
	for _, args := range [][]string{{"check", big}, {"import", "--db", db, big}} {
		cmd := exec.Command(edgeBinary(t), args...)
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(500 * time.Millisecond) // into the parse, which takes seconds
		cmd.Process.Signal(syscall.SIGTERM)
		err := cmd.Wait()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || strings.Contains(stdout.String(), "good") || strings.Contains(stdout.String(), "imported") {
			t.Errorf("edge %s went on after SIGTERM: %v\n%s%s", args[0], err, stdout.String(), stderr.String())
		}
	}
	d, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if h, err := d.Home(); err != nil || h.Name != "Kill test" {
		t.Errorf("the home after a stopped import: %v", err)
	}
}
