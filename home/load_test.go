package home

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestReadFileRefuses: a home file is a regular file of at most
// MaxFileSize bytes; a device (/dev/zero), a named pipe with no writer, a
// directory or a bigger file is refused at once, without reading it.
func TestReadFileRefuses(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.yaml")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxFileSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for path, want := range map[string]string{
		"/dev/zero": "cannot read home file /dev/zero: it is a device, not a regular file",
		fifo:        "cannot read home file " + fifo + ": it is a named pipe, not a regular file",
		dir:         "cannot read home file " + dir + ": it is a directory, not a regular file",
		big:         "cannot read home file " + big + ": it holds 16777217 bytes or more; a home file holds at most 16777216 (16 MiB)",
	} {
		if _, err := LoadNames(path, nil); err == nil || err.Error() != want {
			t.Errorf("%s: %v\nwant %s", path, err, want)
		}
	}
	good := filepath.Join(dir, "good.yaml")
	if err := os.WriteFile(good, []byte("devices:\n  - {id: light.a, name: A, capabilities: [onoff]}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if h, err := Load(good); err != nil || len(h.Devices) != 1 {
		t.Errorf("a good file: %v", err)
	}
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink(good, link); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(link); err != nil {
		t.Errorf("a link to a good file: %v", err)
	}
}

// TestLoadStops: a read or a parse whose context has ended stops with the
// context's error, not a list of problems.
func TestLoadStops(t *testing.T) {
	var b strings.Builder
	b.WriteString("devices:\n")
	for i := range 3000 {
		b.WriteString("  - {id: light.l")
		b.WriteString(strings.Repeat("x", i%7))
		b.WriteString(string(rune('a' + i%26)))
		b.WriteString(", name: L, capabilities: [onoff]}\n")
	}
	path := filepath.Join(t.TempDir(), "h.yaml")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := LoadContext(ctx, path, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("a load after the end: %v", err)
	}
	if _, err := ParseContext(ctx, "h.yaml", []byte(b.String()), nil); !errors.Is(err, context.Canceled) {
		t.Errorf("a parse after the end: %v", err)
	}
	// the names are checked one by one: the end of the context stops them.
	ctx, cancel = context.WithCancel(context.Background())
	read := 0
	src := "devices:\n  - {id: light.a, name: A, capabilities: [onoff]}\n  - {id: light.b, name: B, capabilities: [onoff]}\n  - {id: light.c, name: C, capabilities: [onoff]}\n"
	_, err := ParseContext(ctx, "h.yaml", []byte(src), func(*Home) Reading { return cancelReading{&read, cancel} })
	if !errors.Is(err, context.Canceled) || read != 1 {
		t.Errorf("names read after the end: %d, %v", read, err)
	}
}

// cancelReading counts the names it reads and ends a context at the
// first.
type cancelReading struct {
	read   *int
	cancel func()
}

func (cancelReading) Key(name string) string                      { return name }
func (cancelReading) Said(name string, aliases []string) []string { return []string{name} }
func (cancelReading) Digits(string, int) []string                 { return nil }
func (c cancelReading) As(Named, string) string {
	*c.read++
	c.cancel()
	return ""
}
