package en

import "testing"

// generated skips, under -short, a test of the utterances of one kind
// made by combining parts, of the largest: the cross builds' tests under
// emulation (build/cross.sh --test) run -short; go test runs them in full.
func generated(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("generated: run in full by go test, not under emulation")
	}
}
