package ollama

// State is the state of a model's breaker: "closed" (requests go
// through), "open" (requests fail with ErrUnavailable until the cooldown
// ends) or "half-open" (the next request probes the server).
func (c *Client) State(model string) string {
	b := c.breaker(model)
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case b.openUntil.IsZero():
		return "closed"
	case b.now().Before(b.openUntil) || b.probing:
		return "open"
	}
	return "half-open"
}
