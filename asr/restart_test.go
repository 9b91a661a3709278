package asr_test

import (
	"strings"
	"syscall"
	"testing"
	"time"

	"edge/asr"
	"edge/home/hometest"
	"edge/lang"
)

// TestRestart: a pocketsphinx process that stops (killed) or hangs
// (stopped by a signal, past the decoding deadline) fails the utterance
// it was decoding, with what happened, and every process is started
// again: the next utterance is heard. Debian's pocketsphinx, the demo
// home's grammar, verified (two word decoders, then the phone loop).
func TestRestart(t *testing.T) {
	need(t)
	o, err := asr.ForHome(hometest.Load(t, "demo"), lang.Default(), asr.Config{Verify: asr.DefaultVerify})
	if err != nil {
		t.Fatal(err)
	}
	p, err := asr.NewPocketsphinx(o)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	const said = "turn on the kitchen light"
	pcm := speak(t, said)
	heard := func(when string) {
		t.Helper()
		if got, err := p.Recognize(pcm); err != nil || got != said {
			t.Fatalf("%s: heard %q, %v", when, got, err)
		}
	}
	heard("at first")
	defer asr.SetDecodeTimeout(time.Second)()
	for _, c := range []struct {
		what, err string
		process   int // of Processes
		signal    syscall.Signal
	}{
		{"a word decoder killed", "pocketsphinx stopped", 0, syscall.SIGKILL},
		{"the phone loop killed", "pocketsphinx stopped", 2, syscall.SIGKILL},
		{"a word decoder hung", "by its deadline", 1, syscall.SIGSTOP},
	} {
		procs := p.Processes()
		if len(procs) != 3 {
			t.Fatalf("%d processes, want 3", len(procs))
		}
		if err := syscall.Kill(procs[c.process], c.signal); err != nil {
			t.Fatal(err)
		}
		if got, err := p.Recognize(pcm); err == nil || !strings.Contains(err.Error(), c.err) || got != "" {
			t.Errorf("%s: heard %q, %v; want an error with %q", c.what, got, err, c.err)
		}
		if now := p.Processes(); now[c.process] == procs[c.process] {
			t.Errorf("%s: process %d was not started again", c.what, procs[c.process])
		}
		heard("after " + c.what)
	}
}

// TestStopHung: processes that hang (stopped by a signal) do not hang
// what stops them: with the word decoders hung, a question asked starts
// them again and the reply is heard; with every process hung, Close
// returns and every process is gone.
func TestStopHung(t *testing.T) {
	need(t)
	defer asr.SetCloseTimeout(200 * time.Millisecond)()
	o, err := asr.ForHome(hometest.Load(t, "demo"), lang.Default(), asr.Config{Verify: asr.DefaultVerify, Unasked: true})
	if err != nil {
		t.Fatal(err)
	}
	p, err := asr.NewPocketsphinx(o)
	if err != nil {
		t.Fatal(err)
	}
	stop := func(procs []int) []int {
		for _, pid := range procs {
			if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
				t.Fatal(err)
			}
		}
		return procs
	}
	words := p.Processes()
	stop(words[:len(words)-1])
	p.Asked(true)
	const reply = "the kitchen light"
	if got, err := p.Recognize(speak(t, reply)); err != nil || got != reply {
		t.Errorf("asked, word decoders hung: heard %q, %v; want %q", got, err, reply)
	}
	procs := stop(p.Processes())
	p.Close()
	for _, pid := range procs {
		if err := syscall.Kill(pid, 0); err == nil {
			t.Errorf("process %d still runs after Close", pid)
		}
	}
}
