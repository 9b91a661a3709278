package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestLookAlikeCommand says words that look like a command of a device of
// the demo home and are none: the third person of a verb said as a
// plural noun ("arms", "open arms", "with open arms", "raise your arms",
// "open your arms"), and a verb of no direction before a word that is
// only a near-spelling of a device's ("switch hitter", "turn the hitter",
// "switch the lemp", for every word of a switched device's name with a
// vowel changed). Nothing is done or asked, and a yes after it does
// nothing: "open arms" armed the House alarm, and "switch hitter" asked
// “Turn Kids room heater on or off?”, "on" switching it on. The commands
// still act or ask: "arm the alarm", "arms the alarm", "activates movie
// mode", "switch the heater" (on or off?), "switch the kitchen ligth",
// "turn on the heeter".
func TestLookAlikeCommand(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "look alike")
	for _, plural := range []string{"arms", "opens", "closes", "starts", "plays", "raises", "lowers", "activates", "mutes", "dims"} {
		for _, f := range []string{"%s", "open %s", "with open %s", "raise your %s", "%s open", "open your %s", "our %s",
			"my %s", "two %s", "strong %s"} {
			s.noCommandSaid(fmt.Sprintf(f, plural))
		}
	}
	h := hometest.Load(t, "demo")
	home := map[string]bool{}
	for _, d := range h.Devices {
		for _, n := range append([]string{d.Name}, d.Aliases...) {
			for _, w := range strings.Fields(strings.ToLower(n)) {
				home[w] = true
			}
		}
	}
	for _, r := range h.Rooms {
		for _, n := range append([]string{r.Name}, r.Aliases...) {
			for _, w := range strings.Fields(strings.ToLower(n)) {
				home[w] = true
			}
		}
	}
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			words := strings.Fields(name)
			last := words[len(words)-1]
			if len(last) < 4 {
				continue // "ac", "fan", "tv": a short word changed is as often another ("of", "fun")
			}
			for _, heard := range vowelChanged(last) {
				if home[heard] {
					continue
				}
				for _, f := range []string{"switch %s", "switch the %s", "turn the %s", "flip the %s"} {
					s.noCommandSaid(fmt.Sprintf(f, heard))
				}
			}
		}
		s.n++
		if got := summary(s.ask("switch the " + strings.ToLower(d.Name))); !strings.HasPrefix(got, "clarify") {
			t.Errorf("%q: %s, want on or off asked", "switch the "+strings.ToLower(d.Name), got)
		}
	}
	for said, want := range map[string]string{"arm the alarm": "planned", "arms the alarm": "planned", "activates movie mode": "planned",
		"hurriedly activates my robot vacuum cleaner": "planned", "switch the heater": "clarify", "switch the kitchen ligth": "clarify",
		"turn on the heeter": "confirm", "arm": "planned"} {
		s.n++
		if got := summary(s.ask(said)); !strings.HasPrefix(got, want) {
			t.Errorf("%q: %s, want %s", said, got, want)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}

// vowelChanged are a word with its first vowel changed to each other
// vowel: "hitter", "hotter" of "heater"; "lemp", "limp" of "lamp".
func vowelChanged(w string) []string {
	i := strings.IndexAny(w, "aeiou")
	if i < 0 {
		return nil
	}
	var out []string
	for _, v := range "aeiou" {
		if byte(v) != w[i] {
			out = append(out, w[:i]+string(v)+w[i+1:])
		}
	}
	return out
}
