package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
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

// saidInTurn says texts in turn in one session (a dry run) and returns what the
// last did.
func saidInTurn(e *turn.Engine, session string, texts ...string) turn.Result {
	var r turn.Result
	for _, text := range texts {
		r = e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	return r
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

// saidOnDemo asks the demo engine what generated kinds tests say to it,
// each text in a session of its own (a dry run), and counts what it
// checks.
type saidOnDemo struct {
	t   *testing.T
	e   *turn.Engine
	tag string
	n   int
}

func newSaidOnDemo(t *testing.T, tag string) *saidOnDemo {
	e, _, _ := demo(t)
	return &saidOnDemo{t: t, e: e, tag: tag}
}

func (s *saidOnDemo) ask(text string) turn.Result {
	return s.e.Ask(context.Background(), turn.Request{Text: text, Session: s.tag + " " + text, DryRun: true})
}

// askIn asks text said in a room ("" where it is not known), in a
// session of its own, and counts it.
func (s *saidOnDemo) askIn(text, room string) turn.Result {
	s.n++
	return s.e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprint(s.tag, " ", s.n), Room: room, DryRun: true})
}

// same checks that said does what the command plain does, and that plain
// acts (planned, or asks its yes).
func (s *saidOnDemo) same(said, plain string) {
	s.t.Helper()
	s.n++
	want := summary(s.ask(plain))
	if !strings.HasPrefix(want, "planned") && !strings.HasPrefix(want, "confirm") {
		s.t.Errorf("%q, the command, is %s", plain, want)
	}
	if got := summary(s.ask(said)); got != want {
		s.t.Errorf("%q: %s, want %s as %q", said, got, want, plain)
	}
}

// nothing checks that each text does nothing: no action planned, asked or
// scheduled.
func (s *saidOnDemo) nothing(texts ...string) {
	s.t.Helper()
	for _, text := range texts {
		s.n++
		if got := s.ask(text); len(got.Actions) > 0 {
			s.t.Errorf("%q: %s, want nothing done", text, summary(got))
		}
	}
}
