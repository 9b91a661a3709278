package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestAddressWords: the words said to the one addressed around a command
// (a name of address at either end, "ok", "straight away", "at once",
// "real quick", "as soon as possible", "thanks a lot" at the end) compile
// as the command said
// without them, for several commands; said alone, or with no command,
// they act on nothing.
func TestAddressWords(t *testing.T) {
	registered()
	cmds := []string{"turn off the kitchen light", "switch on the tv", "close the blinds in the bedroom", "lock the front door",
		"set the bedroom ac to 21", "kitchen light off", "dim the study lamp", "turn the volume down on the tv"}
	var ends []string
	for w := range addressNames {
		ends = append(ends, " "+w)
	}
	for _, ws := range saidAfter {
		ends = append(ends, " "+strings.Join(ws, " "))
	}
	ends = append(ends, " thanks a lot", " thank you so much", " thanks a bunch", " please mate", ", ok", " as soon as possible",
		" as quickly as possible", ", as fast as possible")
	n := 0
	for _, cmd := range cmds {
		want, err := compile.Compile(cmd)
		if err != nil {
			t.Errorf("Compile(%q) = %v", cmd, err)
			continue
		}
		for _, end := range ends {
			n++
			if got, err := compile.Compile(cmd + end); err != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v, want %v", cmd+end, got, err, want)
			}
		}
		for _, lead := range []string{"mate ", "buddy, ", "mate can you ", "as soon as possible, ", "as soon as possible "} {
			if cmd == "kitchen light off" {
				continue // a name of address before a name is a word of it
			}
			n++
			if got, err := compile.Compile(lead + cmd); err != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v, want %v", lead+cmd, got, err, want)
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"mate", "the man", "thanks a lot", "real quick", "at once", "straight away", "buddy the kitchen"} {
		if p, err := compile.Compile(text); err == nil {
			for _, cl := range p.Clauses {
				if cl.Kind == "act" {
					t.Errorf("Compile(%q) = %v, acts", text, p)
				}
			}
		}
	}
}

// TestCalledBeforeACommand: a name the speaker calls the assistant or
// the home by, before a command (after a greeting any word or two no
// pack knows: "hey nabu", "hello kids"; or the home's own words, "home
// assistant", "house"), compiles as the command said without it, at once
// or after a pause; with no command after it nothing acts. "home turn off
// the kitchen light" read "home" as every kitchen light of the home.
func TestCalledBeforeACommand(t *testing.T) {
	registered()
	cmds := []string{"turn off the kitchen light", "switch on the tv", "close the blinds in the bedroom", "lock the front door",
		"set the bedroom ac to 21", "dim the study lamp", "what is the temperature in the bedroom", "can you turn on the desk lamp"}
	var leads []string
	for g := range greetings {
		for _, name := range []string{"nabu", "rhasspy", "almond", "assistant", "home assistant", "kids", "mister robot"} {
			leads = append(leads, g+" "+name+" ", g+" "+name+", ")
		}
	}
	for _, ws := range homeCalled {
		name := strings.Join(ws, " ")
		leads = append(leads, name+" ", name+", ")
	}
	n := 0
	for _, cmd := range cmds {
		want, err := compile.Compile(cmd)
		if err != nil {
			t.Fatalf("Compile(%q) = %v", cmd, err)
		}
		for _, lead := range leads {
			n++
			if got, err := compile.Compile(lead + cmd); err != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v, want %v", lead+cmd, got, err, want)
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"hey nabu", "hey nabu the kitchen light", "home assistant", "hello kids", "hey home"} {
		if p, err := compile.Compile(text); err == nil {
			for _, cl := range p.Clauses {
				if cl.Kind == "act" {
					t.Errorf("Compile(%q) = %v, acts", text, p)
				}
			}
		}
	}
}
