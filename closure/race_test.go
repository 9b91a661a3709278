//go:build race

package closure_test

// raceOn: under the race detector the test runs a sample, as with -short.
const raceOn = true
