package audit

// LimiterDevices is how many devices a limiter holds.
func LimiterDevices(l *Limiter) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.hits)
}
