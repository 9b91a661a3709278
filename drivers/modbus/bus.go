package modbus

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"time"

	"go.bug.st/serial"

	"edge/drivers/internal/serialport"
)

// bus is one serial port and the goroutine that does its exchanges.
type bus struct {
	settings serialport.Settings
	log      *slog.Logger
	jobs     chan *job
	quit     chan struct{}
	closed   chan error // the port's close error, once the goroutine ends
	once     sync.Once
}

type job struct {
	ctx     context.Context
	req     request
	timeout time.Duration
	retries int
	reply   chan result // buffered: the bus never waits for a caller
}

type result struct {
	v   uint16
	err error
}

// errClosed is returned to callers of a closed bus.
var errClosed = errors.New("driver closed")

func newBus(s serialport.Settings, log *slog.Logger) *bus {
	b := &bus{settings: s, log: log, jobs: make(chan *job), quit: make(chan struct{}), closed: make(chan error, 1)}
	go b.run()
	return b
}

// do has the bus exchange req, and waits for the answer until ctx ends.
func (b *bus) do(ctx context.Context, c *config, req request) (uint16, error) {
	j := &job{ctx: ctx, req: req, timeout: c.timeout, retries: c.retries, reply: make(chan result, 1)}
	select {
	case b.jobs <- j:
	case <-ctx.Done():
		return 0, fmt.Errorf("%s: waiting for the bus: %w", b.settings.Port, ctx.Err())
	case <-b.quit:
		return 0, errClosed
	}
	select {
	case r := <-j.reply:
		return r.v, r.err
	case <-ctx.Done():
		return 0, fmt.Errorf("%s: %s: %w", b.settings.Port, req, ctx.Err())
	}
}

func (b *bus) close() error {
	b.once.Do(func() { close(b.quit) })
	return <-b.closed
}

// run serves the bus's jobs one at a time, opening the port when needed
// and closing it after an I/O error (an unplugged adapter), so that the
// next job opens it again.
func (b *bus) run() {
	var p serial.Port
	defer func() {
		var err error
		if p != nil {
			err = p.Close()
		}
		b.closed <- err
	}()
	for {
		select {
		case <-b.quit:
			return
		case j := <-b.jobs:
			if err := j.ctx.Err(); err != nil {
				j.reply <- result{err: err}
				continue
			}
			if p == nil {
				var err error
				if p, err = serialport.Open(b.settings); err != nil {
					p = nil
					j.reply <- result{err: err}
					continue
				}
			}
			v, err := b.exchange(p, j)
			var pe *portError
			if errors.As(err, &pe) {
				b.log.Warn("modbus port error; closing it", "port", b.settings.Port, "err", err)
				p.Close()
				p = nil
			}
			j.reply <- result{v, err}
		}
	}
}

// port is what an exchange needs of a serial port.
type port interface {
	io.ReadWriter
	SetReadTimeout(time.Duration) error
	ResetInputBuffer() error
}

// portError is an I/O error of the port itself.
type portError struct{ err error }

func (e *portError) Error() string { return e.err.Error() }
func (e *portError) Unwrap() error { return e.err }

// exchange sends j's request and reads the reply, trying again after a
// missing, garbled or malformed reply, while tries and j's context last.
func (b *bus) exchange(p port, j *job) (uint16, error) {
	for tries := 1; ; tries++ {
		v, err := b.try(p, j)
		var pe *portError
		var ex *ExceptionError
		switch {
		case err == nil:
			return v, nil
		case errors.As(err, &pe) || errors.As(err, &ex) || b.stopped(j) != nil:
			return 0, fmt.Errorf("%s: %s: %w", b.settings.Port, j.req, err)
		case tries > j.retries:
			return 0, fmt.Errorf("%s: %s: %w (%d tries)", b.settings.Port, j.req, err, tries)
		}
		b.log.Debug("modbus try failed", "port", b.settings.Port, "request", j.req.String(), "try", tries, "err", err)
		if err := drain(p, b.quiet()); err != nil {
			return 0, fmt.Errorf("%s: %s: %w", b.settings.Port, j.req, err)
		}
	}
}

// quiet is how long the line must be silent before a retry: 3.5
// characters of 11 bits, at least 2 ms.
func (b *bus) quiet() time.Duration {
	return max(time.Duration(float64(time.Second)*3.5*11/float64(b.settings.Baud)), 2*time.Millisecond)
}

// try is one exchange: flush what is waiting, send, read the reply within
// the timeout (or what is left of j's deadline).
func (b *bus) try(p port, j *job) (uint16, error) {
	if err := p.ResetInputBuffer(); err != nil {
		return 0, &portError{fmt.Errorf("flush: %w", err)}
	}
	if _, err := p.Write(j.req.encode()); err != nil {
		return 0, &portError{fmt.Errorf("write: %w", err)}
	}
	deadline := time.Now().Add(j.timeout)
	if dl, ok := j.ctx.Deadline(); ok && dl.Before(deadline) {
		deadline = dl
	}
	frame, err := readReply(p, j.req, deadline, func() error { return b.stopped(j) })
	if err != nil {
		return 0, err
	}
	return decode(j.req, frame)
}

// stopped returns why j should not go on: its context ended, or the bus
// is closing; nil otherwise.
func (b *bus) stopped(j *job) error {
	select {
	case <-b.quit:
		return errClosed
	default:
		return j.ctx.Err()
	}
}

// poll bounds one wait for bytes, so that a caller's cancellation or Close
// is noticed while a reply is awaited.
const poll = 50 * time.Millisecond

// readReply reads exactly one reply to req from p, learning its length
// from its first three bytes, until deadline or until stop returns an
// error.
func readReply(p port, req request, deadline time.Time, stop func() error) ([]byte, error) {
	buf := make([]byte, 0, maxResponseSize)
	need := 3
	for len(buf) < need {
		if err := stop(); err != nil {
			return nil, err
		}
		left := min(time.Until(deadline), poll)
		if left <= 0 {
			if len(buf) == 0 {
				return nil, ErrNoReply
			}
			return nil, fmt.Errorf("%w: %d of %d bytes", ErrNoReply, len(buf), need)
		}
		if err := p.SetReadTimeout(left); err != nil {
			return nil, &portError{err}
		}
		n, err := p.Read(buf[len(buf):need])
		if err != nil {
			return nil, &portError{fmt.Errorf("read: %w", err)}
		}
		buf = buf[:len(buf)+n]
		if need == 3 && len(buf) == 3 {
			if need, err = replyLen(req, buf); err != nil {
				return nil, err
			}
		}
	}
	return buf, nil
}

// drain reads and drops bytes until the line has been silent for quiet, so
// that the rest of a bad reply does not become the start of the next.
// It gives up silently after a second of chatter.
func drain(p port, quiet time.Duration) error {
	if err := p.SetReadTimeout(quiet); err != nil {
		return &portError{err}
	}
	var scratch [64]byte
	for end := time.Now().Add(time.Second); time.Now().Before(end); {
		n, err := p.Read(scratch[:])
		if err != nil {
			return &portError{fmt.Errorf("read: %w", err)}
		}
		if n == 0 {
			return nil
		}
	}
	return nil
}
