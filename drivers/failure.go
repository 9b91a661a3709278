package drivers

import (
	"context"
	"errors"
	"io/fs"
	"os"
)

// What a person is told of a device that failed: the kinds of failure. A
// driver marks an error with its kind (Fail); the error's own text goes
// to the log and the audit log, the kind to the reply, in words.
var (
	// ErrNoAnswer: the device was asked and did not answer in time.
	ErrNoAnswer = errors.New("the device did not answer")
	// ErrOffline: what the device hangs on (its bridge, its last will)
	// says it is offline.
	ErrOffline = errors.New("the device is offline")
	// ErrUnreachable: what carries the command (the broker, the port, the
	// gateway) cannot be reached, so the device was not asked.
	ErrUnreachable = errors.New("the device cannot be reached")
	// ErrStale: the device's last report is too old, or of an age that
	// cannot be known (BeforeStartError), to act on.
	ErrStale = errors.New("the device's last report is too old")
)

// failure is an error of a kind: its text is the error's, and errors.Is
// finds both.
type failure struct{ kind, err error }

func (f *failure) Error() string   { return f.err.Error() }
func (f *failure) Unwrap() []error { return []error{f.kind, f.err} }

// Fail marks err as a failure of kind (ErrNoAnswer, ErrOffline,
// ErrUnreachable, ErrStale), keeping its text.
func Fail(kind, err error) error { return &failure{kind, err} }

// FailureOf is the kind of a failure: one of ErrNoAnswer, ErrOffline,
// ErrUnreachable and ErrStale, or nil when the error says none. An error that timed out
// (a deadline, a network timeout) did not answer; a port that is not there
// or may not be opened cannot be reached.
func FailureOf(err error) error {
	for _, k := range []error{ErrOffline, ErrUnreachable, ErrNoAnswer, ErrStale} {
		if errors.Is(err, k) {
			return k
		}
	}
	var before *BeforeStartError
	if errors.As(err, &before) {
		return ErrStale
	}
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) {
		return ErrUnreachable // the port or the chip it is on
	}
	var timeout interface{ Timeout() bool }
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded) || (errors.As(err, &timeout) && timeout.Timeout()) {
		return ErrNoAnswer
	}
	return nil
}
