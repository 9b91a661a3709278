package serve

import (
	"net"
	"slices"
	"sync"
	"time"
)

// Connection quotas that no client can dodge. A connection counts against
// a client: at first the client its address names (quotaKey: all of
// loopback is one client, whatever 127.x.y.z or ::1 it comes from; an
// IPv4 address; an IPv6 /64), then, once it shows who it is, a trusted
// client (an HTTP request with a token of any scope: "token:SCOPE"; a
// Wyoming peer or transcript naming a satellite the home lists:
// "satellite:ID"). Each client, anonymous or trusted, holds at most
// MaxConnsPerClient connections; anonymous connections hold at most the
// listener's slots less those kept for trusted clients
// (HTTPConnsKept, WyomingConnsKept), so that a flood with no token cannot
// take the slots of Home Assistant holding the token or of a listed
// satellite. A connection that finds no slot is a probation connection
// (at most MaxHTTPOverflow or MaxWyomingOverflow, the oldest closed to
// make room for a new one, each for at most OverflowTimeout): it is
// served only /healthz, Wyoming's describe and ping, and what promotes it,
// a request with a token or a transcript naming a listed satellite, after
// which it holds a trusted slot. Idle connections that say nothing cannot
// keep a trusted client out: they are the oldest.

// connState is what a connection holds.
type connState int

const (
	stateAnon connState = iota
	stateTrusted
	stateProbation
	stateGone
)

// slots counts the connections of one listener by client.
type slots struct {
	// max bounds the connections with a slot, kept how many of them only
	// trusted clients take; overflow bounds the probation connections.
	max, kept, overflow int
	// trust names the trusted client a connection is from by its address
	// alone ("" for none).
	trust func(remote string) string

	mu                    sync.Mutex
	anon, trusted         map[string]int
	anonCount, trustCount int
	probation             []*slotConn
}

func newSlots(max, kept, overflow int, trust func(string) string) *slots {
	if trust == nil {
		trust = func(string) string { return "" }
	}
	return &slots{max: max, kept: kept, overflow: overflow, trust: trust, anon: map[string]int{}, trusted: map[string]int{}}
}

// slotConn is a connection and what it holds.
type slotConn struct {
	net.Conn
	s *slots
	// key is the anonymous client it comes from (quotaKey).
	key string
	// state and who (the trusted client) are guarded by s.mu.
	state connState
	who   string
	once  sync.Once
}

// listen wraps ln: Accept gives connections that hold a slot or are on
// probation, and closes the others.
func (s *slots) listen(ln net.Listener) net.Listener { return &slotListener{Listener: ln, s: s} }

type slotListener struct {
	net.Listener
	s *slots
}

func (l *slotListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if sc := l.s.admit(c); sc != nil {
			return sc, nil
		}
		c.Close()
	}
}

// admit gives a new connection a slot, or probation, or nil.
func (s *slots) admit(c net.Conn) *slotConn {
	remote := c.RemoteAddr().String()
	sc := &slotConn{Conn: c, s: s, key: quotaKey(remote)}
	who := s.trust(remote)
	s.mu.Lock()
	total := s.anonCount + s.trustCount
	switch {
	case who != "" && total < s.max && s.trusted[who] < MaxConnsPerClient:
		sc.state, sc.who = stateTrusted, who
		s.trusted[who]++
		s.trustCount++
		s.mu.Unlock()
		return sc
	case total < s.max && s.anonCount < s.max-s.kept && s.anon[sc.key] < MaxConnsPerClient:
		sc.state = stateAnon
		s.anon[sc.key]++
		s.anonCount++
		s.mu.Unlock()
		return sc
	case s.overflow == 0:
		s.mu.Unlock()
		return nil
	}
	var oldest *slotConn
	if len(s.probation) >= s.overflow {
		oldest = s.probation[0]
		s.probation = slices.Delete(s.probation, 0, 1)
		oldest.state = stateGone
	}
	sc.state = stateProbation
	s.probation = append(s.probation, sc)
	s.mu.Unlock()
	if oldest != nil {
		oldest.Conn.Close()
	}
	c.SetDeadline(time.Now().Add(OverflowTimeout))
	return sc
}

// onProbation reports whether the connection holds no slot.
func (c *slotConn) onProbation() bool {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	return c.state == stateProbation
}

// client is the client the connection counts against now.
func (c *slotConn) client() string {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	if c.state == stateTrusted {
		return c.who
	}
	return c.key
}

// promote moves the connection to a slot of the trusted client who; it
// reports false when that client holds all it may, or when a probation
// connection finds every slot taken. fromProbation says the connection
// was on probation (its deadline is the caller's to set).
func (c *slotConn) promote(who string) (ok, fromProbation bool) {
	s := c.s
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case c.state == stateTrusted && c.who == who:
		return true, false
	case c.state == stateGone || s.trusted[who] >= MaxConnsPerClient:
		return false, false
	case c.state == stateProbation && s.anonCount+s.trustCount >= s.max:
		return false, false
	}
	fromProbation = c.state == stateProbation
	s.releaseLocked(c)
	c.state, c.who = stateTrusted, who
	s.trusted[who]++
	s.trustCount++
	return true, fromProbation
}

// releaseLocked gives back what c holds.
func (s *slots) releaseLocked(c *slotConn) {
	switch c.state {
	case stateAnon:
		s.anonCount--
		if s.anon[c.key]--; s.anon[c.key] <= 0 {
			delete(s.anon, c.key)
		}
	case stateTrusted:
		s.trustCount--
		if s.trusted[c.who]--; s.trusted[c.who] <= 0 {
			delete(s.trusted, c.who)
		}
	case stateProbation:
		if i := slices.Index(s.probation, c); i >= 0 {
			s.probation = slices.Delete(s.probation, i, i+1)
		}
	}
	c.state = stateGone
}

func (c *slotConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() {
		c.s.mu.Lock()
		c.s.releaseLocked(c)
		c.s.mu.Unlock()
	})
	return err
}
