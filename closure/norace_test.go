//go:build !race

package closure_test

const raceOn = false
