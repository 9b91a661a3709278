//go:build unix

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// mapFile maps the database file at path read-only, holding a shared lock
// on it (waiting at most lockWait for a writer to let go), and calls fn
// with its bytes; fn is not called for a missing or empty file. A fault
// while fn reads (the file cut short meanwhile) is fn's error, not a
// crash.
func mapFile(path string, fn func(data []byte) error) (err error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("cannot open database %s: %w", path, err)
	}
	defer f.Close()
	for deadline := time.Now().Add(lockWait); ; {
		err := unix.Flock(int(f.Fd()), unix.LOCK_SH|unix.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, unix.EWOULDBLOCK) {
			return fmt.Errorf("cannot lock database %s: %w", path, err)
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("database %s is %w", path, ErrInUse)
		}
		time.Sleep(10 * time.Millisecond)
	}
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("cannot open database %s: %w", path, err)
	}
	switch size := st.Size(); {
	case size == 0:
		return nil
	case size > math.MaxInt:
		return fmt.Errorf("database %s is too large for this machine (%d bytes)", path, size)
	}
	data, err := unix.Mmap(int(f.Fd()), 0, int(st.Size()), unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		return fmt.Errorf("cannot map database %s: %w", path, err)
	}
	defer unix.Munmap(data)
	defer catch(&err, path)
	return fn(data)
}
