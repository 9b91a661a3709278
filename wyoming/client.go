package wyoming

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"strings"
	"sync"
	"time"
)

// Conn is a connection to a Wyoming service. One goroutine may read while
// another writes.
type Conn struct {
	c   net.Conn
	br  *bufio.Reader
	wmu sync.Mutex
	// Limits bound the events read.
	Limits Limits
}

// ParseURI splits a service's address: "tcp://host:port" (or
// "host:port") and "unix:///path" are the network and address to dial.
func ParseURI(uri string) (network, addr string, err error) {
	scheme, rest, ok := strings.Cut(uri, "://")
	switch {
	case !ok:
		scheme, rest = "tcp", uri
	case scheme != "tcp" && scheme != "unix":
		return "", "", fmt.Errorf("wyoming: %q: want tcp://HOST:PORT or unix:///PATH", uri)
	}
	if scheme == "tcp" {
		if _, _, err := net.SplitHostPort(rest); err != nil {
			return "", "", fmt.Errorf("wyoming: %q: %v", uri, err)
		}
	} else if rest == "" {
		return "", "", fmt.Errorf("wyoming: %q: no path", uri)
	}
	return scheme, rest, nil
}

// Dial connects to a service.
func Dial(ctx context.Context, uri string) (*Conn, error) {
	network, addr, err := ParseURI(uri)
	if err != nil {
		return nil, err
	}
	var d net.Dialer
	c, err := d.DialContext(ctx, network, addr)
	if err != nil {
		return nil, err
	}
	return NewConn(c), nil
}

// NewConn speaks Wyoming over a connection.
func NewConn(c net.Conn) *Conn {
	return &Conn{c: c, br: bufio.NewReaderSize(c, 64<<10), Limits: DefaultLimits}
}

// Read reads the next event, waiting at most until the deadline (none
// when zero).
func (c *Conn) Read(deadline time.Time) (*Event, error) {
	c.c.SetReadDeadline(deadline)
	return Read(c.br, c.Limits)
}

// Write writes an event, taking at most timeout.
func (c *Conn) Write(e *Event, timeout time.Duration) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	c.c.SetWriteDeadline(time.Now().Add(timeout))
	return Write(c.c, e)
}

// Send makes an event of a type and data, and writes it.
func (c *Conn) Send(typ string, data any, payload []byte, timeout time.Duration) error {
	e, err := NewEvent(typ, data, payload)
	if err != nil {
		return err
	}
	return c.Write(e, timeout)
}

// Close closes the connection.
func (c *Conn) Close() error { return c.c.Close() }

// RemoteAddr is the service's address.
func (c *Conn) RemoteAddr() net.Addr { return c.c.RemoteAddr() }

// Describe asks a service what it offers.
func Describe(ctx context.Context, uri string, timeout time.Duration) (Info, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	c, err := Dial(ctx, uri)
	if err != nil {
		return Info{}, err
	}
	defer c.Close()
	deadline, _ := ctx.Deadline()
	if err := c.Send(TypeDescribe, nil, nil, timeout); err != nil {
		return Info{}, err
	}
	for {
		e, err := c.Read(deadline)
		if err != nil {
			return Info{}, err
		}
		if e.Type != TypeInfo {
			continue
		}
		var info Info
		return info, e.Decode(&info)
	}
}
