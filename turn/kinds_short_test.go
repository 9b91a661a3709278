package turn_test

import "testing"

// generatedKinds skips, under -short, a test of the utterances of one kind
// made by combining parts (the kinds_*_test.go files, and the dialogue
// tests that say each of their turns in many wordings): planning and
// language logic, on one goroutine, that go test runs in full. The cross
// builds' tests under emulation (build/cross.sh --test) and .ci/run's
// race detector run -short: the rest of the package, the store, timers,
// commits, risk and dialogues.
func generatedKinds(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("a test of generated utterances: run without -short")
	}
}
