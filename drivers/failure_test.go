package drivers

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"testing"
)

// TestFailureOf: a failure keeps its text and is found by its kind, also
// wrapped again; timeouts did not answer; a missing port cannot be
// reached; anything else is of no kind.
func TestFailureOf(t *testing.T) {
	base := errors.New(`no report from Tasmota device "kettle" on stat/kettle within 4s`)
	marked := Fail(ErrNoAnswer, base)
	if marked.Error() != base.Error() || !errors.Is(marked, base) {
		t.Errorf("the failure lost its error: %v", marked)
	}
	for _, tt := range []struct {
		err  error
		want error
	}{
		{marked, ErrNoAnswer},
		{fmt.Errorf("switch.kettle: on: %w", marked), ErrNoAnswer},
		{Fail(ErrOffline, base), ErrOffline},
		{Fail(ErrUnreachable, base), ErrUnreachable},
		{fmt.Errorf("read: %w", context.DeadlineExceeded), ErrNoAnswer},
		{&net.OpError{Op: "read", Err: timeoutErr{}}, ErrNoAnswer},
		{&fs.PathError{Op: "open", Path: "/dev/ttyUSB0", Err: fs.ErrNotExist}, ErrUnreachable},
		{Fail(ErrStale, base), ErrStale},
		{fmt.Errorf("sensor.hall: read: %w", &BeforeStartError{Reason: "no time"}), ErrStale},
		{errors.New("jammed"), nil},
	} {
		if got := FailureOf(tt.err); got != tt.want {
			t.Errorf("FailureOf(%v) = %v, want %v", tt.err, got, tt.want)
		}
	}
}

type timeoutErr struct{}

func (timeoutErr) Error() string { return "i/o timeout" }
func (timeoutErr) Timeout() bool { return true }
