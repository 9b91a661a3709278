package turn_test

import (
	"context"
	"slices"
	"testing"
	"unicode"

	"edge/home"
	"edge/turn"
)

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

// wantSummaries asks each text in a session of its own (a dry run) and
// checks what the turn did (summary) against what is wanted of it.
func wantSummaries(t *testing.T, e *turn.Engine, want map[string]string) {
	t.Helper()
	for text, w := range want {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "k" + text, DryRun: true})
		if got := summary(r); got != w {
			t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, w)
		}
	}
}

// chineseNames are the names of a device written in Chinese.
func chineseNames(d home.Device) []string {
	var out []string
	for _, a := range d.Aliases {
		if slices.ContainsFunc([]rune(a), func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
			out = append(out, a)
		}
	}
	return out
}
