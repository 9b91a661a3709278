package turn

import (
	"errors"

	"edge/drivers"
	"edge/lang"
)

// errLog marks a call that did not start because the audit log could not
// be written.
var errLog = errors.New("the audit log could not be written")

// why says in words why a call or a read failed, and what to check (the
// kind of the failure: drivers.FailureOf); the error itself is logged.
func (t *turn) why(device string, err error) string {
	t.e.logger.Warn("device failed", "session", t.req.Session, "device", device, "err", err)
	m := lang.WhyOther
	switch {
	case errors.Is(err, errLog):
		m = lang.WhyLog
	case drivers.FailureOf(err) == drivers.ErrNoAnswer:
		m = lang.WhyNoAnswer
	case drivers.FailureOf(err) == drivers.ErrOffline:
		m = lang.WhyOffline
	case drivers.FailureOf(err) == drivers.ErrUnreachable:
		m = lang.WhyUnreachable
	case drivers.FailureOf(err) == drivers.ErrStale:
		m = lang.WhyStale
	}
	return t.say(m)
}

// readFailed says that what (a device's name, a quantity) could not be
// read, and why.
func (t *turn) readFailed(what, device string, err error) string {
	return t.say(lang.MsgReadFailed, what, t.why(device, err))
}

// failed keeps the error of a call to device that failed, for the reply.
func (t *turn) failed(device string, err error) {
	if t.failures == nil {
		t.failures = map[string]error{}
	}
	t.failures[device] = err
}
