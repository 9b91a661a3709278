package asr

import "time"

// SetDecodeTimeout sets decodeTimeout until the returned func is called.
func SetDecodeTimeout(d time.Duration) (restore func()) {
	old := decodeTimeout
	decodeTimeout = d
	return func() { decodeTimeout = old }
}
