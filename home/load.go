package home

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
)

// MaxFileSize is the most bytes a home file may hold: 16 MiB, about
// 100,000 devices written one a line. A bigger file is refused before it
// is read.
const MaxFileSize = 16 << 20

// Load reads the home file at path and parses it (see Parse).
func Load(path string) (*Home, error) {
	return LoadNames(path, nil)
}

// LoadNames reads the home file at path and parses it (see ParseNames).
func LoadNames(path string, read NameReader) (*Home, error) {
	return LoadContext(context.Background(), path, read)
}

// LoadContext reads the home file at path (ReadFile) and parses it
// (ParseContext); it stops when ctx ends, with ctx's error.
func LoadContext(ctx context.Context, path string, read NameReader) (*Home, error) {
	data, err := ReadFile(ctx, path)
	if err != nil {
		return nil, err
	}
	return ParseContext(ctx, path, data, read)
}

// readChunk is how much ReadFile reads between looks at its context.
const readChunk = 1 << 20

// ReadFile reads a home file: a regular file (not a device such as
// /dev/zero, a pipe or a directory) of at most MaxFileSize bytes, read
// with that limit whatever its size says, and stopping when ctx ends.
func ReadFile(ctx context.Context, path string) ([]byte, error) {
	fail := func(err error) ([]byte, error) {
		return nil, fmt.Errorf("cannot read home file %s: %w", path, err)
	}
	// Stat before opening: opening a named pipe waits for a writer.
	fi, err := os.Stat(path)
	if err != nil {
		return fail(unwrapPath(err))
	}
	if !fi.Mode().IsRegular() {
		return fail(fmt.Errorf("it is %s, not a regular file", modeName(fi.Mode())))
	}
	f, err := os.Open(path)
	if err != nil {
		return fail(unwrapPath(err))
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return fail(unwrapPath(err))
	}
	if !fi.Mode().IsRegular() {
		return fail(fmt.Errorf("it is %s, not a regular file", modeName(fi.Mode())))
	}
	if fi.Size() > MaxFileSize {
		return fail(tooBig(fi.Size()))
	}
	var b bytes.Buffer
	b.Grow(int(fi.Size()) + 1)
	r := io.LimitReader(f, MaxFileSize+1)
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		_, err := io.CopyN(&b, r, readChunk)
		switch {
		case b.Len() > MaxFileSize:
			return fail(tooBig(int64(b.Len())))
		case err == io.EOF:
			return b.Bytes(), nil
		case err != nil:
			return fail(unwrapPath(err))
		}
	}
}

func tooBig(size int64) error {
	return fmt.Errorf("it holds %d bytes or more; a home file holds at most %d (%d MiB)", size, MaxFileSize, MaxFileSize>>20)
}

// modeName says what kind of file a mode is.
func modeName(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "not a regular file"
}

// unwrapPath drops the path from an *os.PathError, which the messages name
// themselves.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
