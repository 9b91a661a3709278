package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestOpenSwitched: open and close said of a thing that only switches
// ("open the light", "close the tv") are what turn on and turn off are, for every
// class word of such a class, with and without a determiner, a room
// before it, a quantifier or a place after it; of a thing that opens, or
// of everything, they stay open and close.
func TestOpenSwitched(t *testing.T) {
	registered()
	n := 0
	for _, c := range sorted(switchedClasses) {
		for _, w := range vocab.Classes[c] {
			for verb, dir := range openClose {
				objs := []string{w, "the " + w, "the kitchen " + w, "the " + w + " in the bedroom", "my " + w + " please"}
				if !strings.Contains(w, " ") && len(w) > 2 { // "acs" is no plural the pack folds
					objs = append(objs, "all the "+plural1(w))
				}
				for _, obj := range objs {
					text := verb + " " + obj
					n++
					want, werr := compile.Compile("turn " + dir + " " + obj)
					p, err := compile.Compile(text)
					if werr != nil {
						continue // not read said with turn either
					}
					if err != nil || p.String() != want.String() {
						t.Errorf("Compile(%q) = %v, %v, want %v", text, p, err, want)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"open the curtains", "close the blinds in the bedroom", "open everything", "close the garage door",
		"open the front door", "close all the windows"} {
		p, err := compile.Compile(text)
		if err != nil || strings.Contains(p.String(), " on ") || strings.Contains(p.String(), " off ") {
			t.Errorf("Compile(%q) = %v, %v, want it opened or closed", text, p, err)
		}
	}
}
