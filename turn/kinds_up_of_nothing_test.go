package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestUpOfNothing: "turn it up" or "turn it down" said when nothing was
// said before ("can you turn it up a little", "no no turn it down", 把它调
// 大一点) asks what "turn the volume up" asks: which player, never an
// act. It was not understood. After a command "it" is what that reached:
// "turn on the kitchen light", then "turn it up", brightens the light.
func TestUpOfNothing(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(session string, texts ...string) turn.Result { return saidInTurn(e, session, texts...) }
	n := 0
	for _, dir := range []string{"up", "down"} {
		want := ask("volume "+dir, "turn the volume "+dir)
		if want.Outcome != turn.Clarify || len(want.Options) < 2 {
			t.Fatalf("%q: %s, want a question of which player", "turn the volume "+dir, summary(want))
		}
		for _, f := range []string{"turn it %s", "turn it %s please", "can you turn it %s a little", "no no turn it %s",
			"please turn it %s a bit", "could you turn it %s", "hey turn it %s"} {
			text := fmt.Sprintf(f, dir)
			n++
			got := ask("nothing "+text, text)
			if got.Outcome != turn.Clarify || fmt.Sprint(got.Options) != fmt.Sprint(want.Options) {
				t.Errorf("%q: %s %v, want %s %v", text, summary(got), got.Options, summary(want), want.Options)
			}
			after := ask("after "+text, "turn on the kitchen light", text)
			if !strings.Contains(summary(after), "light.kitchen") {
				t.Errorf("%q after the kitchen light: %s, want the light", text, summary(after))
			}
		}
	}
	for _, text := range []string{"把它调大一点", "把它调小点"} {
		n++
		if got := ask("nothing "+text, text); got.Outcome != turn.Clarify || len(got.Actions) > 0 {
			t.Errorf("%q: %s, want a question", text, summary(got))
		}
	}
	for _, text := range []string{"turn it off", "turn it on"} {
		if got := ask("nothing "+text, text); len(got.Actions) > 0 {
			t.Errorf("%q with nothing before: %s, want nothing done", text, summary(got))
		}
	}
	if n < 16 {
		t.Errorf("%d utterances, want at least 16", n)
	}
}
