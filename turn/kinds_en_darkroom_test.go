package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestDarkOrLoudSaidOfIt: "it's dark in the kitchen", "it's a bit gloomy
// in the study", "it's so noisy in the living room", for every room of
// the demo home, say what "it's a bit too dark" and "… too loud" there
// say: a wish asked back, never done. "Dark" and "loud" were names not
// found.
func TestDarkOrLoudSaidOfIt(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "feel " + text, DryRun: true})
	}
	n, asked := 0, 0
	for _, room := range h.Rooms {
		name := strings.ToLower(room.Name)
		for too, said := range map[string][]string{"dark": {"dark", "gloomy"}, "loud": {"loud", "noisy"}} {
			want := ask(fmt.Sprintf("it's a bit too %s in the %s", too, name))
			if want.Outcome == turn.Clarify {
				asked++
			}
			for _, w := range said {
				for _, f := range []string{"it's %s in the %s", "it's a bit %s in the %s", "it is so %s in the %s"} {
					text := fmt.Sprintf(f, w, name)
					n++
					got := ask(text)
					if summary(got) != summary(want) || got.Say != want.Say {
						t.Errorf("%q: %s (%s), want %s (%s)", text, summary(got), got.Say, summary(want), want.Say)
					}
					if len(got.Actions) > 0 {
						t.Errorf("%q: %s, want nothing done", text, summary(got))
					}
				}
			}
		}
	}
	if n < 100 || asked < 5 {
		t.Errorf("%d complaints, %d rooms asked about; want at least 100 and 5", n, asked)
	}
}
