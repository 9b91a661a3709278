//go:build !linux

package pty

// Open returns ErrUnsupported outside Linux.
func Open() (*Pair, error) {
	return nil, ErrUnsupported
}
