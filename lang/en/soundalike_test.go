package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/grammar"
)

// TestSoundalikeNumbers: the words a recogniser writes for a number or for
// "to" (soundsLike, toTwice) read as what they sound like where that is
// the one reading, for every such word, unit and object: each way
// compiles as the sentence said right does. Elsewhere they stay ("the
// hall too", "for the kitchen"); "two" after a class word before an
// amount is the name's number.
func TestSoundalikeNumbers(t *testing.T) {
	registered()
	type pair struct{ heard, said string }
	var pairs []pair
	objects := []string{"the heat", "the kitchen light", "the brightness", "the volume", "the bedroom lamp", "it"}
	for w, n := range soundsLike {
		num := map[string]string{"two": "2", "four": "4"}[n]
		for _, unit := range []string{"percent", "degrees"} {
			pairs = append(pairs,
				pair{"make it " + w + " " + unit + " warmer", "make it " + num + " " + unit + " warmer"},
				pair{"turn the heat down by " + w + " " + unit, "turn the heat down by " + num + " " + unit})
			for _, o := range objects {
				pairs = append(pairs, pair{"set " + o + " to " + w + " " + unit, "set " + o + " to " + num + " " + unit})
			}
		}
		pairs = append(pairs, pair{"turn the heat up by " + w, "turn the heat up by " + num})
		for _, tens := range sorted(tensEnd) {
			pairs = append(pairs, pair{"set the heat to " + tens + " " + w, "set the heat to " + tens + " " + n},
				pair{"set the light to " + tens + " " + w + " percent", "set the light to " + tens + " " + n + " percent"})
		}
	}
	for w := range toTwice {
		for _, o := range objects {
			if o == "it" {
				continue
			}
			to := " to "
			if w == "two" && namesClass(o[strings.LastIndex(o, " ")+1:]) {
				to = " 2 " // "set the kitchen light two 20": Kitchen Light 2 (numberedName)
			}
			pairs = append(pairs, pair{"set " + o + " " + w + " 20", "set " + o + to + "20"}, pair{"set the wood stove " + w + " 22", "set the wood stove to 22"},
				pair{"turn " + o + " " + w + " the max", "turn " + o + " to the max"}, pair{"turn " + o + " up " + w + " max", "turn " + o + " up to max"})
		}
	}
	for _, p := range pairs {
		want, err := compile.Compile(p.said)
		if err != nil { // "set the volume to 2 degrees": heard so, no more understood
			if got, err := compile.Compile(p.heard); err == nil {
				t.Errorf("Compile(%q) = %v, want an error as %q has", p.heard, got, p.said)
			}
			continue
		}
		if got, err := compile.Compile(p.heard); err != nil || got.String() != want.String() {
			t.Errorf("Compile(%q) = %v, %v, want %v", p.heard, got, err, want)
		}
	}
	if len(pairs) < 100 {
		t.Errorf("%d ways, want at least 100", len(pairs))
	}
	if got := grammar.Show(lex.Tokens("unlock the front door two five eighty")); strings.Contains(got, "to:") {
		t.Errorf("a PIN said in words: %s, want its numbers kept", got)
	}
	nothing := []string{"turn on the hall light too", "turn on the light for the kitchen", "turn it up too", "set a timer for 5 minutes"}
	for _, o := range objects {
		for _, unit := range []string{"percent", "degrees", "%"} {
			// the number lost (or a sign not read, "∞"): "to" is the
			// word of the value, no number.
			for _, verb := range []string{"set", "turn", "put", "dim", "change"} {
				nothing = append(nothing, verb+" "+o+" to "+unit, verb+" "+o+" to ∞ "+unit, verb+" "+o+" to "+unit+" please",
					verb+" "+o+" to "+unit+" and turn on the hall light")
			}
		}
	}
	for _, text := range nothing {
		p, err := compile.Compile(text)
		if err == nil && (strings.Contains(p.String(), "=2") || strings.Contains(p.String(), "=4")) {
			t.Errorf("Compile(%q) = %v: a number heard where none was said", text, p)
		}
	}
}
