package turn_test

import (
	"fmt"
	"testing"
)

// TestPoweredApart says a verb that powers a device with its particle
// ("fire up", "boot up", "kick on", "start up") with the particle after
// its object: "fire it up", "boot it up" or "kick it on" after a command
// switches on what it acted on, as "turn it on" does, where it raised its
// level by 10%; "start it up" is "start it"; "fire the tv
// up" is "fire up the tv". Every device of the demo home that switches, by
// each of its English names. "crank it up" and "turn it up" still raise.
func TestPoweredApart(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "apart")
	ends := []string{"", " please", ", thanks", " for me"}
	eachSwitched(t, func(dir, name, plain string) {
		if dir != "off" {
			return
		}
		on := summary(saidInTurn(s.e, "apart on "+name, plain, "turn it on"))
		started := summary(saidInTurn(s.e, "apart start "+name, plain, "start it"))
		for _, said := range []string{"fire it up", "boot it up", "kick it on", "fire that up", "boot them up", "start it up"} {
			want, as := on, "turn it on"
			if said == "start it up" {
				want, as = started, "start it"
			}
			for _, end := range ends {
				s.n++
				if got := summary(saidInTurn(s.e, "apart "+name+said+end, plain, said+end)); got != want {
					t.Errorf("%q then %q: %s, want %s as %q", plain, said+end, got, want, as)
				}
			}
		}
		for _, v := range [][2]string{{"fire", "up"}, {"boot", "up"}, {"kick", "on"}, {"start", "up"}} {
			for _, end := range ends[:2] {
				said, plain := fmt.Sprintf("%s the %s %s%s", v[0], name, v[1], end), fmt.Sprintf("%s %s the %s%s", v[0], v[1], name, end)
				s.n++
				if got, want := summary(s.ask(said)), summary(s.ask(plain)); got != want {
					t.Errorf("%q: %s, want %s as %q", said, got, want, plain)
				}
			}
		}
	})
	for _, raised := range []string{"crank it up", "turn it up", "pump it up"} {
		s.n++
		r := saidInTurn(s.e, "apart "+raised, "turn off the study lamp", raised)
		if len(r.Actions) != 1 || r.Actions[0].Device != "light.study_lamp" || r.Actions[0].Args["brightness_step"] != 10.0 {
			t.Errorf("%q: %s, want the study lamp raised", raised, summary(r))
		}
	}
	if s.n < 400 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
