package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestOrdinalForms: an option chosen by its place in the list, in each
// way it is said ("first one", "the 2nd one", "1st", "the second option",
// "third choice", with a courtesy or a hesitation), is the option "the
// second one" chooses: "first one" asked again ("first" read as opening a
// command), "1st" and "the 2nd one" were not understood.
func TestOrdinalForms(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	words := []string{"first", "second", "third"}
	digits := []string{"1st", "2nd", "3rd"}
	forms := []string{"%s one", "the %s one", "%s", "the %s", "the %s option", "%s option", "%s choice", "the %s one please", "um, %s one"}
	n := 0
	for _, a := range []struct {
		said    string
		options int
	}{{"turn on the lamp", 3}, {"turn off the lamp", 3}, {"turn on the ac", 2}, {"set the ac to 22 degrees", 2}} {
		said := a.said
		for i := range words[:a.options] {
			s := fmt.Sprintf("want%d-%d", n, i)
			if r := ask(said, s); r.Outcome != turn.Clarify {
				t.Fatalf("%q: %s, want a question of which", said, planned(r))
			}
			want := planned(ask("the "+words[i]+" one", s))
			if !strings.HasPrefix(want, "planned: ") {
				t.Fatalf("%q then the %s one: %s", said, words[i], want)
			}
			for _, f := range forms {
				for _, w := range []string{words[i], digits[i]} {
					reply := fmt.Sprintf(f, w)
					n++
					s := fmt.Sprintf("o%d", n)
					ask(said, s)
					if got := planned(ask(reply, s)); got != want {
						t.Errorf("%q after %q:\n got %s\nwant %s", reply, said, got, want)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
}
