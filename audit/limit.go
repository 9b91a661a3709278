package audit

import (
	"sync"
	"time"
)

// DefaultRate is how many commands edge sends one device in a minute at
// most, unless the home's security block sets rate_limit.
const DefaultRate = 20

// RateWindow is the window of the rate limit.
const RateWindow = time.Minute

// Limiter is the monitor's rate limit per device: at most a number of
// commands in any RateWindow. The time comes from the caller (the
// engine's clock). It is safe for concurrent use.
type Limiter struct {
	max int
	mu  sync.Mutex
	// hits are, per device, the times of its commands in the window, as
	// offsets from base (the time of the first Take): 8 bytes a command,
	// not a time.Time's 24, for a turn on thousands of devices.
	base time.Time
	hits map[string][]time.Duration
	// takes counts the Takes since the devices with no command in the
	// window were last dropped (sweep), which is done again after as many
	// Takes as there were devices left then (and 64).
	takes, sweepAt int
}

// NewLimiter returns a limiter of perMinute commands per device
// (DefaultRate when perMinute is 0 or less).
func NewLimiter(perMinute int) *Limiter {
	if perMinute <= 0 {
		perMinute = DefaultRate
	}
	return &Limiter{max: perMinute, hits: map[string][]time.Duration{}}
}

// Take decides whether one more command may go to device at now, and
// counts it when it may.
func (l *Limiter) Take(device string, now time.Time) Decision {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.base.IsZero() {
		l.base = now
	}
	at := now.Sub(l.base)
	l.sweep(at)
	recent := inWindow(l.hits[device], at)
	if len(recent) >= l.max {
		l.hits[device] = recent
		return deny(RateLimited, "%s had %d commands in the last minute, the most it may have", device, l.max)
	}
	l.hits[device] = append(recent, at)
	return Allowed
}

// inWindow keeps, in place, the hits within the window before at (none
// after it).
func inWindow(hits []time.Duration, at time.Duration) []time.Duration {
	recent := hits[:0]
	for _, h := range hits {
		if at-h < RateWindow && h <= at {
			recent = append(recent, h)
		}
	}
	return recent
}

// sweep drops, now and then (takes), the devices with no command in the
// window before at: the limiter holds about the devices commanded in the
// last minute, not every device ever commanded, at a constant cost a Take.
func (l *Limiter) sweep(at time.Duration) {
	if l.takes++; l.takes <= l.sweepAt {
		return
	}
	defer func() { l.takes, l.sweepAt = 0, len(l.hits)+64 }()
	for d, hits := range l.hits {
		if recent := inWindow(hits, at); len(recent) == 0 {
			delete(l.hits, d)
		} else {
			l.hits[d] = recent
		}
	}
}
