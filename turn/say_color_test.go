package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/lang"
	"edge/turn"
)

// TestColorSaidAsItsName: a colour set is said back by its own name
// wherever the pack has that word ("set the dining light to green" says
// "green", never "lime", a shorter word of the same colour), for every
// colour of the English vocabulary and every word said for it.
func TestColorSaidAsItsName(t *testing.T) {
	e, _, _ := demo(t)
	colors := lang.Detect("red").Vocab().Colors
	n := 0
	for word, color := range colors {
		if colors[color] != color {
			continue
		}
		text := "set the dining light to " + word
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "c" + word, DryRun: true})
		n++
		if !strings.HasSuffix(r.Say, "to "+color+".") {
			t.Errorf("%q says %q, want it set to %s", text, r.Say, color)
		}
	}
	if n < 15 {
		t.Fatalf("%d colours, want at least 15", n)
	}
}
