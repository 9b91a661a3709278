package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestSpeakerSaysWhere: where the speakers say they are before a command
// that names no place ("i'm in the kitchen, turn on the light", "we are
// in the living room so turn the tv on") is where the
// command is: it does and asks what the command with that place does
// ("turn on the light in the kitchen"), for every room of the demo home
// and every class of device. The remark was dropped, and the command
// asked among every light of the home, or acted on a device of another
// room ("i'm in the study, close the blinds" closed the bedroom's). A
// place said with no "the" ("i'm in bed") or with more words than a room
// has ("in the kitchen cooking dinner") is no room: the command is done
// as said alone. A place said alone before a command ("kitchen, turn on
// the light", "the bedroom, close the blinds") is where it is too (it was
// not understood); the house said so ("home, …") is the command alone.
func TestSpeakerSaysWhere(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) (string, string) {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "where " + text, DryRun: true})
		return summary(r), r.Say
	}
	n := 0
	for _, room := range h.Rooms {
		for _, cmd := range []string{"turn on the light", "turn off the lights", "switch the fan off", "close the blinds", "turn the tv on",
			"open the curtains", "turn the ac off please", "make the lights brighter"} {
			wantSum, wantSay := ask(cmd + " in the " + strings.ToLower(room.Name))
			for _, f := range []string{"i'm in the %r, %c", "i am in the %r, %c", "we're in the %r so %c", "we are in the %r, %c",
				"hey, i'm in the %r, can you %c", "i'm in the %r %c", "%r, %c", "the %r, %c", "%r, %c please", "%r %c"} {
				if f == "%r %c" && room.Name != "Landing" {
					continue
				}
				if strings.HasPrefix(cmd, "switch") && !strings.Contains(f, ",") && !strings.Contains(f, "so") {
					continue // "… the living room switch": a switch of the room
				}
				text := strings.NewReplacer("%r", strings.ToLower(room.Name), "%c", cmd).Replace(f)
				n++
				if f == "%r %c" {
					// "landing close the blinds" closed the bedroom's: no
					// happening ("company coming over …"), a room
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: "where " + text, DryRun: true})
					for _, a := range r.Actions {
						if !strings.Contains(a.Device, "landing") {
							t.Errorf("%q: %s, want nothing done outside the landing", text, summary(r))
						}
					}
					continue
				}
				if sum, say := ask(text); sum != wantSum || say != wantSay {
					t.Errorf("%q: %s %q, want %s %q", text, sum, say, wantSum, wantSay)
				}
			}
		}
	}
	for _, cmd := range []string{"turn on the light", "turn off the lights", "turn the tv on"} {
		wantSum, wantSay := ask(cmd)
		for _, f := range []string{"i'm in bed, %c", "i'm at home, %c", "i'm in the kitchen cooking dinner, %c", "home, %c", "hey house, %c"} {
			text := strings.ReplaceAll(f, "%c", cmd)
			n++
			if sum, say := ask(text); sum != wantSum || say != wantSay {
				t.Errorf("%q: %s %q, want %s %q as %q", text, sum, say, wantSum, wantSay, cmd)
			}
		}
	}
	if n < 400 {
		t.Errorf("%d utterances, want at least 400", n)
	}
}
