package turn_test

import (
	"strings"
	"testing"
)

// TestWorkerAskedNow asks the state of the robot vacuum or the mower of
// the demo home with words of now ("is the robot vacuum charging right
// now", "is the mower mowing at the moment", "is the vacuum currently
// docked"), after words that ask it ("can you tell me where the robot
// vacuum is please", "do you know if the vacuum is charging") or after
// "ok": each is answered as the question said plainly is, and nothing
// acts. They were names not found ("I can't find “robot vacuum
// charging”"), "is the mower out right now" was a yes, and "ok is …" was
// not understood. A condition ("if the robot vacuum is docked …") is no
// question, and commands said with now are as before.
func TestWorkerAskedNow(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "workernow")
	names := map[string]string{"the robot vacuum": "cleaning", "the vacuum": "cleaning", "the lawn mower": "mowing", "the mower": "mowing"}
	type form struct{ asked, told string }
	forms := []form{
		{"is {n} {t}charging", "if {n} is {t}charging"},
		{"is {n} {t}docked", "whether {n} is {t}docked"},
		{"is {n} {t}{w}", "if {n} is {t}{w}"},
		{"is {n} {t}on", "if {n} is {t}on"},
		{"is {n} out", "if {n} is out"},
		{"where is {n}", "where {n} is"},
		{"what is {n} doing", "what {n} is doing"},
	}
	nows := []string{"", "right now", "at the moment", "now", "at present", "currently"}
	askers := []string{"ok ", "okay ", "hey google ", "um ", "so "}
	tellers := []string{"can you tell me ", "could you tell me ", "do you know ", "tell me "}
	afters := []string{"", " please", "?"}
	for n, working := range names {
		for _, f := range forms {
			fill := func(text, inner string) string {
				return strings.NewReplacer("{n}", n, "{w}", working, "{t}", inner).Replace(text)
			}
			plain := fill(f.asked, "")
			want := s.ask(plain)
			if want.Outcome != "answer" || len(want.Actions) > 0 {
				t.Errorf("%q, the question, is %s %q", plain, summary(want), want.Say)
				continue
			}
			var said []string
			for _, now := range nows {
				for _, after := range afters {
					tail := ""
					if now != "" {
						tail = " " + now
					}
					for _, lead := range append([]string{""}, askers...) {
						said = append(said, lead+fill(f.asked, "")+tail+after)
					}
					for _, lead := range tellers {
						said = append(said, lead+fill(f.told, "")+tail+after)
					}
				}
			}
			if strings.Contains(f.asked, "{t}") {
				said = append(said, fill(f.asked, "currently "), "can you tell me "+fill(f.told, "currently "), fill(f.asked, "now "))
			}
			for _, text := range said {
				s.n++
				if got := s.ask(text); got.Outcome != want.Outcome || got.Say != want.Say || len(got.Actions) > 0 {
					t.Errorf("%q → %s %q, want %q as %q", text, summary(got), got.Say, want.Say, plain)
				}
			}
		}
	}
	if s.n < 2000 {
		t.Errorf("%d utterances, want at least 2000", s.n)
	}
	for _, text := range []string{"is the mower out right now", "is the robot vacuum out at the moment"} {
		if r := s.ask(text); strings.HasPrefix(r.Say, "Yes") || strings.HasPrefix(r.Say, "No") {
			t.Errorf("%q → %q, want its status, never a yes or a no", text, r.Say)
		}
	}
	s.same("start the robot vacuum right now", "start the robot vacuum")
	s.same("send the robot vacuum home right now", "send the robot vacuum home")
	s.same("ok turn on the kitchen light", "turn on the kitchen light")
	s.nothing("if the robot vacuum is docked turn on the kitchen light", "ok is the robot vacuum on", "do you know if the mower is mowing")
	if r := saidInTurn(s.e, "ok yes", "unlock the front door", "ok"); summary(r) != "planned: lock.front_door unlock planned" {
		t.Errorf("ok after unlock the front door: %s, want it unlocked", summary(r))
	}
	if r := saidInTurn(s.e, "ok asks", "unlock the front door", "ok is the robot vacuum on"); len(r.Actions) > 0 {
		t.Errorf("ok is the robot vacuum on, after unlock the front door: %s, want nothing done", summary(r))
	}
}
