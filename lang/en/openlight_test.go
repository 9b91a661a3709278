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

// TestOpenSwitchedAfter: open and close said after a thing that only
// switches, as the terse say a direction ("kitchen light open", "tv close
// please", "alexa bedroom ac open"), are what on and off said there are,
// for every class word of such a class, with and without a determiner, a
// room before it, a place after it, words opening and closing the
// request; asked, stated, or said of a thing that opens, they stay as they
// were.
func TestOpenSwitchedAfter(t *testing.T) {
	generated(t)
	registered()
	n := 0
	for _, c := range sorted(switchedClasses) {
		for _, w := range vocab.Classes[c] {
			if strings.HasSuffix(w, " set") {
				continue // "tv set open" is read with its verb "set", as "tv set on" is not
			}
			for verb, dir := range openClose {
				for _, obj := range []string{w, "the " + w, "kitchen " + w, "the " + w + " in the bedroom"} {
					for _, lead := range []string{"", "alexa ", "please "} {
						for _, end := range []string{"", " please"} {
							text := lead + obj + " " + verb + end
							want, werr := compile.Compile(lead + obj + " " + dir + end)
							if werr != nil {
								continue // not read said with on or off either
							}
							n++
							if p, err := compile.Compile(text); err != nil || p.String() != want.String() {
								t.Errorf("Compile(%q) = %v, %v, want %v", text, p, err, want)
							}
						}
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"is the kitchen light open", "the kitchen light is open", "is the tv open now", "the tv was open all night"} {
		if p, err := compile.Compile(text); err == nil && strings.Contains(p.String(), " act ") {
			t.Errorf("Compile(%q) = %v, want no command", text, p)
		}
	}
	for text, want := range map[string]string{"curtains open": "open the curtains", "the garage door close": "close the garage door"} {
		p, err := compile.Compile(text)
		w, werr := compile.Compile(want)
		if err != nil || werr != nil || p.String() != w.String() {
			t.Errorf("Compile(%q) = %v, %v, want %v", text, p, err, w)
		}
	}
}
