package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestTerseSet: a thing and its value with no verb ("ac to 22", "the lamp
// to 30 percent please", "lights in the bedroom to 30", "the ac in the
// kids room at 21"), for every class word of the pack, with and without a
// determiner, a room before or after it, a unit and a filler, compiles as
// "set" the thing to it does; a room alone ("kitchen to 50"), or more
// said, is left.
func TestTerseSet(t *testing.T) {
	registered()
	n := 0
	for _, c := range sortedKeys(classes.word) {
		for _, obj := range []string{c, "the " + c, "the bedroom " + c, "my " + c, c + " in the bedroom", "the " + c + " in the kids room"} {
			for _, val := range []string{"to 22", "to 30 percent", "to 40 degrees", "to 20 please", "at 40"} {
				text := obj + " " + val
				n++
				want, werr := compile.Compile("set " + text)
				got, err := compile.Compile(text)
				if werr != nil || strings.Contains(obj, " in ") && verbs[c] != "" {
					continue // not read with "set" either; a verb's word before its room
				}
				if err != nil || got.String() != want.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	for _, text := range []string{"kitchen to 50", "the kitchen to 50", "the lamp to 50 and the tv", "in the kitchen to 50", "the lamp in to 50"} {
		if p, err := compile.Compile(text); err == nil {
			t.Errorf("Compile(%q) = %v, want not understood", text, p)
		}
	}
}

// TestTerseBare: a thing and its value with no verb and no "to" ("kitchen
// lights 50", "bedroom ac 22", "the blinds 30 percent"), for every class
// word of the pack, with and without a determiner, a room, a unit and a
// filler, compiles as "set" the thing to it does; a number under
// minAmount with no unit ("kitchen light 2": a name's, perhaps) and a room
// alone ("kitchen 50") are not read as a value.
func TestTerseBare(t *testing.T) {
	registered()
	n := 0
	for _, c := range sortedKeys(classes.word) {
		for _, obj := range []string{c, "the " + c, "the bedroom " + c, "kitchen " + c} {
			for _, val := range []string{"22", "50", "30 percent", "21 degrees", "40 please", "100"} {
				text := obj + " " + val
				n++
				want, werr := compile.Compile("set " + text)
				if werr != nil {
					continue // not read with "set" either
				}
				if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"kitchen 50", "the kitchen 50", "kitchen light 2", "the lamp 5", "tv 9", "the lamp 50 and the tv"} {
		if p, err := compile.Compile(text); err == nil && len(p.Clauses) > 0 && p.Clauses[0].Verb == setWord && len(p.Clauses[0].Params) > 0 {
			t.Errorf("Compile(%q) = %v, want no value set", text, p)
		}
	}
}
