package modbus

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sync"
	"testing"

	"edge/drivers/internal/pty"
)

// fault is how the simulated unit misbehaves on one request.
type fault int

const (
	fine      fault = iota
	badCRC          // the reply's CRC is off by one
	silent          // no reply
	garbage         // three noise bytes, then the reply
	wrongUnit       // the reply claims another unit id
	partial         // half the reply, then nothing
	unplug          // the adapter is pulled out while the driver waits
	hang            // no reply, and the test is told the request arrived
)

// unit is a simulated Modbus RTU unit.
type unit struct {
	id       byte
	mu       sync.Mutex
	coils    map[uint16]bool
	discrete map[uint16]bool
	input    map[uint16]uint16
	holding  map[uint16]uint16
	faults   []fault // one per request, in order; then fine
	stuck    bool    // coil writes are echoed but not applied
	requests []string
	arrived  chan struct{} // told of a request under the fault hang
}

func newUnit(id byte) *unit {
	return &unit{id: id, coils: map[uint16]bool{}, discrete: map[uint16]bool{}, input: map[uint16]uint16{}, holding: map[uint16]uint16{}}
}

func (u *unit) seen() []string {
	u.mu.Lock()
	defer u.mu.Unlock()
	return append([]string(nil), u.requests...)
}

// answer returns the reply to a request frame and the fault to play.
func (u *unit) answer(req []byte) ([]byte, fault) {
	u.mu.Lock()
	defer u.mu.Unlock()
	fn, addr, value := req[1], binary.BigEndian.Uint16(req[2:]), binary.BigEndian.Uint16(req[4:])
	u.requests = append(u.requests, fmt.Sprintf("%d %d %d", fn, addr, value))
	f := fine
	if len(u.faults) > 0 {
		f, u.faults = u.faults[0], u.faults[1:]
	}
	reply := []byte{u.id, fn}
	bit := func(m map[uint16]bool) {
		v, ok := m[addr]
		if !ok {
			reply = []byte{u.id, fn | 0x80, 2}
			return
		}
		b := byte(0)
		if v {
			b = 1
		}
		reply = append(reply, 1, b)
	}
	word := func(m map[uint16]uint16) {
		v, ok := m[addr]
		if !ok {
			reply = []byte{u.id, fn | 0x80, 2}
			return
		}
		reply = binary.BigEndian.AppendUint16(append(reply, 2), v)
	}
	switch fn {
	case 1:
		bit(u.coils)
	case 2:
		bit(u.discrete)
	case 3:
		word(u.holding)
	case 4:
		word(u.input)
	case 5:
		if _, ok := u.coils[addr]; !ok {
			reply = []byte{u.id, fn | 0x80, 2}
			break
		}
		if !u.stuck {
			u.coils[addr] = value == 0xFF00
		}
		reply = append(reply, req[2:6]...)
	default:
		reply = []byte{u.id, fn | 0x80, 1}
	}
	if f == wrongUnit {
		reply[0]++
	}
	reply = binary.LittleEndian.AppendUint16(reply, crc16(reply))
	if f == badCRC {
		reply[len(reply)-1]++
	}
	return reply, f
}

// line is a pseudo-terminal with simulated units on its device side.
type line struct {
	t     *testing.T
	pair  *pty.Pair
	units map[byte]*unit
	done  chan struct{}
	mu    sync.Mutex
	errs  []error
}

// newLine opens a pty and serves the units on it until the test ends. It
// skips the test where there are no pseudo-terminals.
func newLine(t *testing.T, units ...*unit) *line {
	t.Helper()
	pair, err := pty.Open()
	if errors.Is(err, pty.ErrUnsupported) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	l := &line{t: t, pair: pair, units: map[byte]*unit{}, done: make(chan struct{})}
	for _, u := range units {
		l.units[u.id] = u
	}
	go l.serve()
	t.Cleanup(func() {
		pair.Master.Close()
		<-l.done
		l.mu.Lock()
		defer l.mu.Unlock()
		for _, err := range l.errs {
			t.Error(err)
		}
	})
	return l
}

func (l *line) fail(err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.errs = append(l.errs, err)
}

// serve reads request frames (all the driver's requests are 8 bytes) and
// answers them, until the master is closed.
func (l *line) serve() {
	defer close(l.done)
	req := make([]byte, 8)
	for {
		if _, err := io.ReadFull(l.pair.Master, req); err != nil {
			return
		}
		if got, want := binary.LittleEndian.Uint16(req[6:]), crc16(req[:6]); got != want {
			l.fail(fmt.Errorf("request % x: CRC %04x, want %04x", req, got, want))
			continue
		}
		u, ok := l.units[req[0]]
		if !ok {
			continue // nobody by that id on the bus: silence
		}
		reply, f := u.answer(req)
		switch f {
		case silent:
			continue
		case hang:
			u.arrived <- struct{}{}
			continue
		case unplug:
			l.pair.Master.Close()
			return
		case garbage:
			reply = append([]byte{0x00, 0xFF, 0x13}, reply...)
		case partial:
			reply = reply[:len(reply)/2]
		}
		if _, err := l.pair.Master.Write(reply); err != nil {
			return
		}
	}
}
