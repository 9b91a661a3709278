package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestLikewise: words that add what is named to the last command ("the
// hall too", "the study lamp as well", "same for the hall", "do the same
// thing in the bedroom"), for every such word run of the pack, leave the
// targets they name, as the follow-up without them does; a command with
// "too" at its end is the command.
func TestLikewise(t *testing.T) {
	registered()
	targets := []string{"the hall", "the study lamp", "the kitchen light", "the bedroom one", "the tv", "the lights in the garage"}
	n := 0
	for _, tg := range targets {
		want, ok := compile.Targets(tg)
		if !ok {
			t.Fatalf("Targets(%q): none", tg)
		}
		var ways []string
		for _, end := range likewiseEnd {
			ways = append(ways, tg+" "+strings.Join(end, " "), "and "+tg+" "+strings.Join(end, " "), tg+" "+strings.Join(end, " ")+" please")
		}
		for _, start := range likewiseStart {
			s := strings.Join(start, " ")
			for _, f := range sorted(likewiseFor) {
				ways = append(ways, s+" "+f+" "+tg, "and "+s+" "+f+" "+tg, "please "+s+" "+f+" "+tg)
			}
		}
		for _, text := range ways {
			n++
			got, ok := compile.Targets(text)
			if !ok || len(got) != len(want) || got[0].String() != want[0].String() {
				t.Errorf("Targets(%q) = %v %v, want %v", text, got, ok, want)
			}
		}
	}
	for _, start := range likewiseStart {
		text := strings.Join(start, " ") + " in the hall"
		n++
		if got, ok := compile.Targets(text); !ok || got[0].String() != `[in="hall"]` {
			t.Errorf("Targets(%q) = %v %v, want the hall", text, got, ok)
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, cmd := range []string{"turn on the kitchen light", "switch off the tv", "open the blinds in the bedroom"} {
		want, err := compile.Compile(cmd)
		for _, end := range likewiseEnd {
			text := cmd + " " + strings.Join(end, " ")
			if got, gerr := compile.Compile(text); err != nil || gerr != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v, want %v", text, got, gerr, want)
			}
		}
	}
}

// TestWakeEdge: edge's own name opens a command as other wake names do,
// after every greeting ("ok edge", "hey edge,") or alone ("edge, close
// the blinds"), and stays a word of a name after it ("edge light"); a
// wake name that is also a word of names ends a command after thanks
// ("…, thanks google").
func TestWakeEdge(t *testing.T) {
	registered()
	n := 0
	for _, cmd := range []string{"turn on the kitchen light", "close the blinds", "what is the temperature in the study", "dim the lamp"} {
		want, err := compile.Compile(cmd)
		if err != nil {
			t.Fatalf("Compile(%q): %v", cmd, err)
		}
		for _, g := range append(sorted(greetingSet()), "") {
			for _, sep := range []string{" ", ", "} {
				text := strings.TrimSpace(g + " edge" + sep + cmd)
				n++
				if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
				}
			}
		}
	}
	for _, cmd := range []string{"turn on the kitchen light", "close the blinds"} {
		want, _ := compile.Compile(cmd)
		for _, wake := range sorted(wakeAtStart) {
			for _, thanks := range []string{"thanks", "thank you", "cheers"} {
				text := cmd + ", " + thanks + " " + wake
				n++
				if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
				}
			}
		}
	}
	if n < 40 {
		t.Errorf("%d ways, want at least 40", n)
	}
	if p, err := compile.Compile("turn on the edge light"); err != nil || !strings.Contains(p.String(), "edge light") {
		t.Errorf("Compile(turn on the edge light) = %v, %v, want the edge light", p, err)
	}
}

func greetingSet() map[string]bool { return greetings }
