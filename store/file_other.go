//go:build !unix

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// mapFile reads the database file at path and calls fn with its bytes; fn
// is not called for a missing or empty file.
func mapFile(path string, fn func(data []byte) error) (err error) {
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("cannot read database %s: %w", path, err)
	case len(data) == 0:
		return nil
	}
	defer catch(&err, path)
	return fn(data)
}
