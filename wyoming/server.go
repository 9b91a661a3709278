package wyoming

import (
	"errors"
	"net"
	"sync"
	"time"
)

// Handler answers the events of one connection: each event in turn; an
// error is sent back as an error event and ends the connection.
type Handler func(c *Conn, e *Event) error

// Server serves Wyoming connections, each with a handler of its own (its
// state: the audio heard so far), at most MaxConns at once; a connection
// that sends nothing for IdleTimeout is closed.
type Server struct {
	// URI is the service's address, tcp://HOST:PORT; it stays the same
	// across Stop and Start.
	URI  string
	addr string
	// handler makes the handler of a connection.
	handler func() Handler

	mu    sync.Mutex
	ln    net.Listener
	conns map[*Conn]bool
	wg    sync.WaitGroup
}

// Bounds of a server: connections at once, the wait for a connection's
// next event, and for writing one event.
const (
	MaxConns     = 16
	IdleTimeout  = 5 * time.Minute
	WriteTimeout = 10 * time.Second
)

// Listen serves handlers at an address (HOST:PORT; port 0 for a free
// one).
func Listen(addr string, handler func() Handler) (*Server, error) {
	s := &Server{handler: handler, addr: addr, conns: map[*Conn]bool{}}
	if err := s.Start(); err != nil {
		return nil, err
	}
	return s, nil
}

// Start listens again, on the same port, after Stop: the service is back.
func (s *Server) Start() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ln != nil {
		return errors.New("wyoming: server started twice")
	}
	ln, err := net.Listen("tcp", s.addr)
	if err != nil {
		return err
	}
	s.ln, s.addr, s.URI = ln, ln.Addr().String(), "tcp://"+ln.Addr().String()
	s.wg.Add(1)
	go s.accept(ln)
	return nil
}

func (s *Server) accept(ln net.Listener) {
	defer s.wg.Done()
	for {
		nc, err := ln.Accept()
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				time.Sleep(10 * time.Millisecond)
				continue
			}
			return
		}
		c := NewConn(nc)
		s.mu.Lock()
		if len(s.conns) >= MaxConns {
			s.mu.Unlock()
			c.Send(TypeError, Error{Text: "too many connections", Code: "busy"}, nil, WriteTimeout)
			c.Close()
			continue
		}
		s.conns[c] = true
		s.mu.Unlock()
		s.wg.Add(1)
		go s.serve(c)
	}
}

// serve answers the events of one connection until it ends.
func (s *Server) serve(c *Conn) {
	defer s.wg.Done()
	defer func() {
		s.mu.Lock()
		delete(s.conns, c)
		s.mu.Unlock()
		c.Close()
	}()
	handle := s.handler()
	for {
		e, err := c.Read(time.Now().Add(IdleTimeout))
		if err != nil {
			return
		}
		if err := handle(c, e); err != nil {
			c.Send(TypeError, Error{Text: err.Error()}, nil, WriteTimeout)
			return
		}
	}
}

// Stop closes the listener and every connection, as a service that goes
// down does, and waits for their handlers to return.
func (s *Server) Stop() {
	s.mu.Lock()
	if s.ln != nil {
		s.ln.Close()
		s.ln = nil
	}
	for c := range s.conns {
		c.Close()
	}
	s.mu.Unlock()
	s.wg.Wait()
}
