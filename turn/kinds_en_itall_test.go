package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestItAllWithNothingBefore: "it all" or "them all" said when nothing
// was said before ("switch it all off", "turn them all off", "turn it all
// on in the kitchen"), in every room of the demo home, does what
// "everything" does there (a sweep asks its yes): it was not understood.
// After a command, it is what that command reached, as before.
func TestItAllWithNothingBefore(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(session string, texts ...string) turn.Result { return saidInTurn(e, session, texts...) }
	n := 0
	check := func(said, plain string) {
		n++
		want := ask("plain "+said, plain)
		if want.Outcome == turn.NotUnderstood {
			t.Errorf("%q is not understood", plain)
		}
		if got := ask("all "+said, said); summary(got) != summary(want) || got.Say != want.Say {
			t.Errorf("%q: %s (%s), want %s (%s) as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
		}
	}
	for _, dir := range []string{"on", "off"} {
		for _, f := range []string{"switch it all %s", "turn it all %s", "turn them all %s", "please turn it all %s"} {
			check(fmt.Sprintf(f, dir), "turn everything "+dir)
		}
		for _, room := range h.Rooms {
			name := strings.ToLower(room.Name)
			check(fmt.Sprintf("turn it all %s in the %s", dir, name), fmt.Sprintf("turn everything %s in the %s", dir, name))
		}
	}
	if n < 20 {
		t.Errorf("%d commands, want at least 20", n)
	}
	if r := ask("question", "is it all on"); r.Outcome == turn.Answer {
		t.Errorf("is it all on, nothing said before: %s (%s), want it never asked of everything", summary(r), r.Say)
	}
	if got, want := summary(ask("after", "turn on the kitchen lights", "turn it all off")), "planned: light.kitchen off planned, light.kitchen_cabinet off planned"; got != want {
		t.Errorf("turn it all off after the kitchen lights: %s, want %s", got, want)
	}
}
