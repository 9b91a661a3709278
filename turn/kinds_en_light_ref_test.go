package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestLightRefAlone: "it" or "them" after the verb light ("light it up",
// "light them up", "illuminate it", "please light those up now") is
// what was last spoken of, as "turn it on" is: after a command it turns
// that on, and with nothing said before it asks what is meant, as "turn it
// on" does; said in a room known (a satellite's) it is that room's
// lights. It asked to turn on every light of the home (15 devices).
// "Light up" alone, "it all" and a place said with it ("light it up in the
// kitchen") are as before.
func TestLightRefAlone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "lightref")
	forms := map[string]string{"light %s up": "turn %s on", "light %s": "turn %s on", "light up %s": "turn %s on",
		"illuminate %s": "turn %s on", "light %s up for me": "turn %s on for me", "light %s up again": "turn %s on again"}
	refs := map[string]string{"it": "it", "them": "them", "those": "them", "these": "them"}
	leads := []string{"", "please ", "hey google ", "can you ", "now ", "um "}
	afters := []string{"", " please", " now"}
	before := []string{"", "turn off the kitchen lights", "turn off the reading lamp", "turn off the bedroom lights", "switch off the study lamp"}
	for f, pf := range forms {
		for ref, plainRef := range refs {
			for _, lead := range leads {
				for _, after := range afters {
					said := lead + fmt.Sprintf(f, ref) + after
					plain := lead + fmt.Sprintf(pf, plainRef) + after
					for i, b := range before {
						s.n++
						texts, plains := []string{said}, []string{plain}
						if b != "" {
							texts, plains = []string{b, said}, []string{b, plain}
						}
						want := saidInTurn(s.e, fmt.Sprintf("plain %d %s", i, plain), plains...)
						got := saidInTurn(s.e, fmt.Sprintf("said %d %s", i, said), texts...)
						if b == "" && len(want.Actions) > 0 || b != "" && want.Outcome != "planned" {
							t.Errorf("%q after %q, the command, is %s", plain, b, summary(want))
						}
						if summary(got) != summary(want) || got.Say != want.Say {
							t.Errorf("%q after %q: %s (%s), want %s (%s) as %q", said, b, summary(got), got.Say, summary(want), want.Say, plain)
						}
					}
				}
			}
		}
	}
	for _, room := range []string{"bedroom", "kitchen", "study", "living", "hall", "garage"} {
		for _, said := range []string{"light it up", "light them up", "please light it up", "illuminate it"} {
			s.n++
			ask := func(session string, text string) turn.Result {
				return s.e.Ask(context.Background(), turn.Request{Text: text, Session: session, Room: room, DryRun: true})
			}
			want, got := ask("plain "+room+said, "turn on the lights"), ask("said "+room+said, said)
			if !strings.HasPrefix(summary(want), "planned") || summary(got) != summary(want) {
				t.Errorf("%q in the %s: %s, want %s as the lights there", said, room, summary(got), summary(want))
			}
			ask("after "+room+said, "turn off the garden lights")
			if got := ask("after "+room+said, said); summary(got) != "planned: light.garden on planned" {
				t.Errorf("%q in the %s after the garden lights: %s, want them on", said, room, summary(got))
			}
		}
	}
	if s.n < 2000 {
		t.Errorf("%d utterances, want at least 2000", s.n)
	}
	s.nothing("light it up", "light them up", "light it", "illuminate it", "light those up please")
	s.same("light up the kitchen", "turn on the kitchen lights")
	s.same("light it up in the kitchen", "turn on the kitchen lights")
	s.same("light the kitchen up", "turn on the kitchen lights")
	s.same("light up", "turn on all the lights")
	s.same("light it all up", "turn on all the lights")
	s.same("switch it all on", "turn everything on")
}
