package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestDurationNoLevel: a number said with a unit of time, after a command
// on a thing that takes a level ("turn on the kitchen light", then "set it
// to twenty minutes", "turn it up by 20 minutes", "dim it 10 mins"), or
// in the command itself ("set the bedroom ac to 2 hours"), sets nothing:
// "set it to twenty minutes" set the kitchen light to 20%. A time said as
// one ("in 20 minutes") still puts the command off, and a level said in
// its unit still sets it.
func TestDurationNoLevel(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	firsts := []string{"turn on the kitchen light", "turn on the bedroom ac", "turn on the tv", "open the curtain", "turn on the study lamp"}
	follows := []string{"set it to %s", "turn it up by %s", "turn it down %s", "make it %s", "put it at %s", "dim it by %s",
		"brighten it %s", "raise it to %s please", "%s please", "can you set it to %s"}
	lengths := []string{"twenty minutes", "20 minutes", "10 mins", "30 seconds", "2 hours", "one hour", "5 min", "45 secs"}
	n := 0
	for i, first := range firsts {
		for j, f := range follows {
			length := lengths[(i+j)%len(lengths)]
			s := fmt.Sprintf("dur%d-%d", i, j)
			if r := ask(first, s); r.Outcome != turn.Planned {
				t.Fatalf("%q: %s, want it done", first, planned(r))
			}
			said := fmt.Sprintf(f, length)
			if r := ask(said, s); len(r.Actions) > 0 {
				t.Errorf("%q, then %q: %s, want nothing set", first, said, planned(r))
			}
			n++
		}
	}
	things := []string{"the kitchen light", "the bedroom ac", "the tv volume", "the curtain", "the study lamp"}
	for i, thing := range things {
		for j, f := range []string{"set %s to %s", "turn %s up by %s", "dim %s by %s", "raise %s %s"} {
			said := fmt.Sprintf(f, thing, lengths[(i+j)%len(lengths)])
			if r := ask(said, fmt.Sprintf("one%d-%d", i, j)); len(r.Actions) > 0 {
				t.Errorf("%q: %s, want nothing set", said, planned(r))
			}
			n++
		}
	}
	if n < 60 {
		t.Errorf("%d utterances, want at least 60", n)
	}
	ask("turn on the kitchen light", "still")
	if r := ask("set it to 20 percent", "still"); r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Args["brightness"] != 20.0 {
		t.Errorf("'set it to 20 percent' after the kitchen light: %s, want it set to 20%%", planned(r))
	}
	if r := ask("set the kitchen light to 20 percent in 10 minutes", "later"); r.Outcome != turn.Scheduled {
		t.Errorf("a level in 10 minutes: %s, want it put off", planned(r))
	}
}
