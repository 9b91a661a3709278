package lang

import (
	"math"
	"strconv"
)

// Numbers said. A number is read as a float64; one with more digits than
// a float64 holds exactly, or too large for one, is no number edge acts
// on: it is read as TooBig, which compile refuses in words
// (MsgNumberTooBig). No reading is ever infinite or not a number.
const (
	// MaxNumber is the largest number read as itself: 15 nines, the
	// most a float64 holds digit for digit.
	MaxNumber = 999_999_999_999_999
	// TooBig stands for a number larger than MaxNumber.
	TooBig = 10 * (MaxNumber + 1)
)

// ReadNumber reads a number as a lexer wrote it (digits, a point): its
// value, or TooBig when it is larger than MaxNumber or not a number.
func ReadNumber(s string) float64 {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || !Fits(f) {
		return TooBig
	}
	return f
}

// Fits reports whether f is a number edge reads: finite, and at most
// MaxNumber away from 0.
func Fits(f float64) bool {
	return !math.IsNaN(f) && !math.IsInf(f, 0) && math.Abs(f) <= MaxNumber
}
