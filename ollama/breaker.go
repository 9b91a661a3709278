package ollama

import (
	"sync"
	"time"
)

// transition is what a request's end did to a breaker.
type transition int

const (
	steady   transition = iota
	wentDown            // the first failure after a success (or ever)
	cameBack            // the first success after failures
)

// breaker opens after failures in a row (or one hard failure), refuses
// requests while open, lets one probe through after the cooldown, and
// closes on a success.
type breaker struct {
	mu        sync.Mutex
	failures  int
	cooldown  time.Duration
	now       func() time.Time
	fails     int       // failures in a row
	down      bool      // failing since the last success
	openUntil time.Time // zero when closed
	probing   bool
}

func (b *breaker) allow() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case b.openUntil.IsZero():
		return true
	case b.probing || b.now().Before(b.openUntil):
		return false
	}
	b.probing = true
	return true
}

// abandon forgets a request that its caller cancelled.
func (b *breaker) abandon() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.probing = false
}

func (b *breaker) done(err error, hard bool) transition {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.probing = false
	if err == nil {
		t := steady
		if b.down {
			t = cameBack
		}
		b.fails, b.down, b.openUntil = 0, false, time.Time{}
		return t
	}
	b.fails++
	if hard || b.fails >= b.failures || !b.openUntil.IsZero() {
		b.openUntil = b.now().Add(b.cooldown)
	}
	if b.down {
		return steady
	}
	b.down = true
	return wentDown
}
