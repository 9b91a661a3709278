package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestContentsAsked: every way of asking what a place holds ("what is in
// the kitchen", "what do i have in the study", "whats there in the
// garage") asks the state of everything there, as "what is everything in
// the kitchen" does; a question of a value there, or of how it is there,
// is not one.
func TestContentsAsked(t *testing.T) {
	registered()
	mids := []string{"is", "is there", "do i have", "do we have", "have we got", "is there", "are there", ""}
	n := 0
	for _, place := range []string{"kitchen", "study", "garage", "living room"} {
		want, err := compile.Compile("what is everything in the " + place)
		if err != nil || len(want.Clauses) != 1 || !want.Clauses[0].Target.All {
			t.Fatalf("what is everything in the %s: %v, %v", place, want, err)
		}
		for _, asker := range sorted(contentsAskers) {
			for _, mid := range mids {
				text := strings.Join(strings.Fields(asker+" "+mid+" in the "+place), " ")
				n++
				if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
					t.Errorf("%q: %v, %v, want %v", text, got, err, want)
				}
			}
		}
		for _, other := range []string{"how is it in the ", "what is the temperature in the ", "what is it like in the "} {
			if got, err := compile.Compile(other + place); err == nil && len(got.Clauses) > 0 && got.Clauses[0].Target.All {
				t.Errorf("%q: %v, want no question of everything", other+place, got)
			}
		}
	}
	if n < 60 {
		t.Errorf("%d ways, want at least 60", n)
	}
}

// TestSeveralFetched: a verb of fetching or showing before what only
// names several things ("show me the lights", "list all the devices in
// the kitchen", "check the doors") asks their states, as "what … are
// there" does; never a command.
func TestSeveralFetched(t *testing.T) {
	registered()
	n := 0
	for _, verb := range sorted(fetchVerbs) {
		if askWords[verb] {
			continue
		}
		for _, me := range []string{"", " me"} {
			for _, what := range []string{"the lights", "all the lights", "all devices", "the devices in the kitchen", "the blinds in the bedroom", "all the lamps"} {
				want, err := compile.Compile("what " + what)
				if err != nil {
					t.Fatalf("what %s: %v", what, err)
				}
				text := verb + me + " " + what
				n++
				got, err := compile.Compile(text)
				if err != nil || got.String() != want.String() || len(got.Clauses) != 1 || got.Clauses[0].Kind != ir.Query {
					t.Errorf("%q: %v, %v, want %v", text, got, err, want)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
}
