package lang

import "math"

// MaxNumber is the largest number edge acts on as said: 15 nines, the
// most a float64 holds digit for digit. A larger one (Number reads one
// too large for a float64 as the largest float64) is refused in words by
// compile (MsgNumberTooBig), never read as another number.
const MaxNumber = 999_999_999_999_999

// Fits reports whether f is a number edge acts on: finite, and at most
// MaxNumber away from 0.
func Fits(f float64) bool {
	return !math.IsNaN(f) && !math.IsInf(f, 0) && math.Abs(f) <= MaxNumber
}
