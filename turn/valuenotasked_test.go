package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestValueNotAsked: while a yes is waited for on a command of no value
// ("turn off everything", "open the garage door", 打开车库门), a value put
// right on "it" ("no, 22 degrees", "no, 30 percent", 不，二十二度) sets
// nothing: "turn off everything?" "no, 22 degrees" set both ACs to 22 °C.
// The question is cancelled. A value put right on a question of a value
// still asks of the new value.
func TestValueNotAsked(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	asks := []string{"turn off everything", "open the garage door", "unlock the front door", "turn on all the lights", "打开车库门", "全部关掉"}
	values := []string{"no, 22 degrees", "no 30 percent", "no, make it 50 percent", "no, twenty degrees", "nope, 40%", "不，二十二度", "不对，百分之三十"}
	n := 0
	for _, a := range asks {
		for _, v := range values {
			n++
			s := a + "|" + v
			if r := ask(a, s); r.Outcome != turn.Confirm {
				t.Fatalf("%q: %s, want a question", a, planned(r))
			}
			if r := ask(v, s); len(r.Actions) > 0 {
				t.Errorf("%q, then %q: %s, want nothing set", a, v, planned(r))
			}
		}
	}
	if n < 40 {
		t.Errorf("%d conversations, want at least 40", n)
	}
	ask("set the garage door to 100 percent", "garage")
	if r := ask("no, 50 percent", "garage"); r.Outcome != turn.Confirm || len(r.Actions) != 1 || r.Actions[0].Args["position"] != 50.0 {
		t.Errorf("a garage door to 100%%, then no, 50 percent: %s, want it asked of 50%%", planned(r))
	}
}
