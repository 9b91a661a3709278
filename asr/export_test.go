package asr

import "time"

// SetDecodeTimeout sets decodeTimeout until the returned func is called.
func SetDecodeTimeout(d time.Duration) (restore func()) {
	old := decodeTimeout
	decodeTimeout = d
	return func() { decodeTimeout = old }
}

// SetCloseTimeout sets closeTimeout until the returned func is called.
func SetCloseTimeout(d time.Duration) (restore func()) {
	old := closeTimeout
	closeTimeout = d
	return func() { closeTimeout = old }
}
