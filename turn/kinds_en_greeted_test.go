package turn_test

import (
	"testing"

	"edge/turn"
)

// TestGreetedSomeone: a greeting, thanks or goodbye said to people after a
// command ("hello kids", "thanks kids", "bye kids", "hi kitchen") does
// nothing: "hello kids" after the kitchen light was turned
// off turned off the kids room light, a reply naming where to do it again.
// A command after such words is done ("hello, turn on the kitchen light"),
// a place alone still follows the command up ("and the kids room"), and
// after a pause the words answer a question ("thanks, the study one").
func TestGreetedSomeone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "greeted")
	n := 0
	for _, before := range []string{"turn off the kitchen light", "turn on the tv", "close the bedroom blinds"} {
		for _, social := range []string{"hello", "hi", "thanks", "thank you", "cheers", "bye", "goodbye", "bye bye", "see you"} {
			for _, who := range []string{"kids", "kitchen", "bedroom", "study", "kids room", "everyone", "garden"} {
				text := social + " " + who
				n++
				if r := saidInTurn(s.e, "greeted "+before+text, before, text); len(r.Actions) > 0 {
					t.Errorf("%q after %q: %s, want nothing done", text, before, summary(r))
				}
			}
		}
	}
	for said, plain := range map[string]string{"hello, turn on the kitchen light": "turn on the kitchen light", "hello turn off the tv": "turn off the tv",
		"thanks, now turn off the tv": "turn off the tv", "hi kitchen light on": "turn on the kitchen light"} {
		s.same(said, plain)
	}
	if r := saidInTurn(s.e, "greeted follow", "turn off the kitchen light", "and the kids room"); summary(r) != "planned: light.kids off planned" {
		t.Errorf("\"and the kids room\" after a command: %s", summary(r))
	}
	for _, answer := range []string{"thanks, the study one", "the study one thanks", "the study one"} {
		if r := saidInTurn(s.e, "greeted answer "+answer, "turn on the lamp", answer); r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Device != "light.study_lamp" {
			t.Errorf("%q to which lamp: %s", answer, summary(r))
		}
	}
	if n+s.n < 180 {
		t.Errorf("%d utterances, want at least 180", n+s.n)
	}
}
