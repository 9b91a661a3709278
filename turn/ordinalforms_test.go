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
// "third choice", with a courtesy, a hesitation or "then": "the second one
// then", "ok then, the second one"), is the option "the second one"
// chooses: "first one" asked again ("first" read as opening a command),
// "1st", "the 2nd one" and "the second one then" were not understood.
func TestOrdinalForms(t *testing.T) {
	ask := dryAsker(t)
	words := []string{"first", "second", "third"}
	digits := []string{"1st", "2nd", "3rd"}
	forms := []string{"%s one", "the %s one", "%s", "the %s", "the %s option", "%s option", "%s choice", "the %s one please", "um, %s one",
		"the %s one then", "ok then, the %s one", "then the %s option"}
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

// TestChineseChoiceForms: an option chosen by its number said otherwise
// (一号, 2号, 第二台, 要第一个, 选第二个, 选二, 我选第一个, 那就选第二个) is the
// option 第N个 chooses; a count of them alone (两个, 俩, 这俩, 两台吧, 2个)
// takes them all when it counts them all and asks again when it does not,
// and 一个 asks again: 两个 switched on the second alone, 一个 the first.
func TestChineseChoiceForms(t *testing.T) {
	ask := dryAsker(t)
	nums := []string{"一", "二", "三"}
	forms := []string{"%s号", "第%s台", "要第%s个", "选第%s个", "选%s", "我选第%s个", "那就选第%s个", "第%s个吧"}
	n := 0
	for _, a := range []struct {
		said    string
		options int
	}{{"开空调", 2}, {"关空调", 2}, {"开暖气", 3}} {
		for i := range nums[:a.options] {
			s := fmt.Sprintf("want%d-%d", n, i)
			ask(a.said, s)
			want := planned(ask("第"+nums[i]+"个", s))
			if !strings.HasPrefix(want, "planned: ") && !strings.HasPrefix(want, "confirm: ") {
				t.Fatalf("%q then 第%s个: %s", a.said, nums[i], want)
			}
			for _, f := range forms {
				for _, num := range []string{nums[i], fmt.Sprint(i + 1)} {
					n++
					s := fmt.Sprintf("z%d", n)
					if r := ask(a.said, s); r.Outcome != turn.Clarify {
						t.Fatalf("%q: %s, want a question of which", a.said, planned(r))
					}
					reply := fmt.Sprintf(f, num)
					if got := planned(ask(reply, s)); got != want {
						t.Errorf("%q after %q:\n got %s\nwant %s", reply, a.said, got, want)
					}
				}
			}
		}
		s := fmt.Sprintf("all%d", n)
		ask(a.said, s)
		all := planned(ask("都要", s))
		for _, c := range []struct {
			said  string
			count int
		}{{"两个", 2}, {"俩", 2}, {"这俩", 2}, {"两台吧", 2}, {"2个", 2}, {"一个", 1}, {"三个", 3}, {"三台", 3}} {
			n++
			s := fmt.Sprintf("c%d", n)
			ask(a.said, s)
			counted(t, a.said, c.said, ask(c.said, s), c.count, a.options, all)
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
}

// TestCountForms: a count of the options said alone ("the two of them",
// "two of them", "all three", "all 3 of them", "both of em") takes them
// all when it counts them all and asks again when it does not: "all 3"
// to a question of two switched both on, "the two of them" was not
// understood. "the two" alone, which may be the second, takes nothing.
func TestCountForms(t *testing.T) {
	ask := dryAsker(t)
	n := 0
	for _, a := range []struct {
		said    string
		options int
	}{{"turn on the ac", 2}, {"turn off the ac", 2}, {"turn on the lamp", 3}, {"turn off the lamp", 3}} {
		s := fmt.Sprintf("all%d", n)
		ask(a.said, s)
		all := planned(ask("all of them", s))
		for count, words := range map[int][]string{2: {"two", "2"}, 3: {"three", "3"}} {
			for _, w := range words {
				for _, f := range []string{"the %s of them", "%s of them", "all %s", "all %s of them", "all the %s of them", "the %s of them please", "um, all %s", "all %s then"} {
					n++
					s := fmt.Sprintf("c%d", n)
					ask(a.said, s)
					said := fmt.Sprintf(f, w)
					counted(t, a.said, said, ask(said, s), count, a.options, all)
				}
			}
		}
		for _, said := range []string{"both of em", "the two"} {
			s := fmt.Sprintf("b%d", n)
			ask(a.said, s)
			r := ask(said, s)
			if said == "the two" || a.options != 2 {
				if r.Outcome == turn.Planned || r.Outcome == turn.Done {
					t.Errorf("%q after %q: %s, want nothing done", said, a.said, planned(r))
				}
			} else if planned(r) != all {
				t.Errorf("%q after %q: %s, want all of them: %s", said, a.said, planned(r), all)
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
}

// dryAsker asks the demo home, in a dry run, what is said in a session.
func dryAsker(t *testing.T) func(text, session string) turn.Result {
	e, _, _ := demo(t)
	return func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
}

// counted checks r, the answer to a count of the options said after asked:
// all of them (what "all of them" plans) when it counts them all, the
// question asked again when it does not.
func counted(t *testing.T, asked, said string, r turn.Result, count, options int, all string) {
	t.Helper()
	switch {
	case count == options && planned(r) != all:
		t.Errorf("%q after %q: %s, want all of them: %s", said, asked, planned(r), all)
	case count != options && r.Outcome != turn.Clarify:
		t.Errorf("%q after %q: %s, want the question asked again", said, asked, planned(r))
	}
}
