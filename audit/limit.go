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
	max  int
	mu   sync.Mutex
	hits map[string][]time.Time
}

// NewLimiter returns a limiter of perMinute commands per device
// (DefaultRate when perMinute is 0 or less).
func NewLimiter(perMinute int) *Limiter {
	if perMinute <= 0 {
		perMinute = DefaultRate
	}
	return &Limiter{max: perMinute, hits: map[string][]time.Time{}}
}

// Take decides whether one more command may go to device at now, and
// counts it when it may.
func (l *Limiter) Take(device string, now time.Time) Decision {
	l.mu.Lock()
	defer l.mu.Unlock()
	recent := l.hits[device][:0]
	for _, t := range l.hits[device] {
		if now.Sub(t) < RateWindow && !t.After(now) {
			recent = append(recent, t)
		}
	}
	if len(recent) >= l.max {
		l.hits[device] = recent
		return deny(RateLimited, "%s had %d commands in the last minute, the most it may have", device, l.max)
	}
	l.hits[device] = append(recent, now)
	return Allowed
}
