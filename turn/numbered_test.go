package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestNumberedAnswers: an option chosen by its number while edge asks
// which one ("number two", "option 2", "2", "2 please"; 2 to a Chinese
// question) is that option, as "the second one" is: "number two" was not
// understood and "2" was read as a PIN that asked again. A number past
// the options asks again; said with nothing asked, or to a question of
// yes or no, it does nothing.
func TestNumberedAnswers(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	asks := []struct {
		said, nth string
		options   int
	}{
		{"turn on the ac", "the %s one", 2}, {"turn off the ac", "the %s one", 2}, {"turn on the lamp", "the %s one", 3},
		{"turn off the lamp", "the %s one", 3}, {"set the ac to 22 degrees", "the %s one", 2}, {"开空调", "第%s个", 2}, {"关空调", "第%s个", 2},
	}
	ordinal := map[bool][]string{false: {"first", "second", "third"}, true: {"一", "二", "三"}}
	forms := []string{"number %s", "option %s", "%s", "%s please", "um, %s", "number %s please"}
	words := []string{"one", "two", "three"}
	n := 0
	for _, a := range asks {
		zh := strings.ContainsAny(a.said, "开关")
		for i := 1; i <= a.options; i++ {
			s := fmt.Sprintf("want%d", n)
			if r := ask(a.said, s); r.Outcome != turn.Clarify {
				t.Fatalf("%q: %s, want a question of which", a.said, planned(r))
			}
			want := planned(ask(fmt.Sprintf(a.nth, ordinal[zh][i-1]), s))
			if !strings.HasPrefix(want, "planned: ") {
				t.Fatalf("%q then the %dth: %s", a.said, i, want)
			}
			for _, f := range forms {
				for _, num := range []string{fmt.Sprint(i), words[i-1]} {
					said := fmt.Sprintf(f, num)
					if zh && (strings.HasPrefix(f, "number") || strings.HasPrefix(f, "option") || num == words[i-1]) ||
						num == "one" && !strings.HasPrefix(f, "number") && !strings.HasPrefix(f, "option") {
						continue // "one" alone is one of them, asked again
					}
					n++
					s := fmt.Sprintf("n%d", n)
					ask(a.said, s)
					if got := planned(ask(said, s)); got != want {
						t.Errorf("%q after %q:\n got %s\nwant %s", said, a.said, got, want)
					}
				}
			}
		}
		for _, past := range []string{fmt.Sprint(a.options + 1), "number 9", "0"} {
			n++
			s := fmt.Sprintf("n%d", n)
			ask(a.said, s)
			if r := ask(past, s); len(r.Actions) > 0 {
				t.Errorf("%q after %q: %s, want it asked again", past, a.said, planned(r))
			}
		}
	}
	if n < 120 {
		t.Errorf("%d conversations, want at least 120", n)
	}
	for _, before := range []string{"", "unlock the front door", "open the garage door", "is the tv on", "turn on the hall light"} {
		for _, said := range []string{"2", "number two", "option 1", "1"} {
			s := "quiet" + before + said
			if before != "" {
				ask(before, s)
			}
			if r := ask(said, s); len(r.Actions) > 0 {
				t.Errorf("%q after %q: %s, want nothing done", said, before, planned(r))
			}
		}
	}
}
