package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestSceneCalledAlone says each scene of the demo home by each of its
// English names alone, with a word of its kind ("the movie scene", "good
// night mode") or with the wake words of an assistant before it ("hey
// google good night", "alexa, movie time", "ok google bedtime"), in a
// session of its own and right after a command ("turn off the tv"): it is
// activated, as "activate movie mode" does. After a command it was that
// command done again on it ("Movie can't do that", "Good night can't do
// that"), and "the movie scene" alone asked on or off. A command after the
// wake words is the command; a name that is only part of a scene's ("the
// movie" after "turn off the tv"), or a device's mode ("sleep mode"),
// activates nothing.
func TestSceneCalledAlone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "called")
	commands := []string{"turn off the tv", "turn on the kitchen light", "close the living room curtain"}
	leads := []string{"", "hey google ", "alexa ", "ok google ", "hey siri ", "alexa, ", "hey google, "}
	n := 0
	for _, sc := range hometest.Load(t, "demo").Scenes {
		plain := "activate " + strings.ToLower(sc.Name)
		want := summary(s.ask(plain))
		if !strings.HasPrefix(want, "planned: "+sc.ID+" activate") {
			t.Fatalf("%q: %s", plain, want)
		}
		var forms []string
		for _, name := range englishNames(sc.Name, sc.Aliases) {
			forms = append(forms, name, "the "+name+" scene", name+" scene please")
			if !strings.HasSuffix(name, " mode") {
				forms = append(forms, name+" mode")
			}
		}
		for _, form := range forms {
			for _, lead := range leads {
				said := lead + form
				n++
				if got := summary(s.ask(said)); got != want {
					t.Errorf("%q: %s, want %s as %q", said, got, want, plain)
				}
				for _, cmd := range commands {
					n++
					if got := summary(saidInTurn(s.e, fmt.Sprintf("called %s %s", cmd, said), cmd, said)); got != want {
						t.Errorf("%q after %q: %s, want %s as %q", said, cmd, got, want, plain)
					}
				}
			}
		}
	}
	for _, cmd := range commands {
		for _, lead := range leads[1:] {
			s.same(lead+cmd, cmd)
		}
	}
	for _, said := range []string{"the movie", "sleep mode", "hey google the movie", "the movie please"} {
		n++
		if r := saidInTurn(s.e, "called not "+said, "turn off the tv", said); strings.Contains(summary(r), "activate") {
			t.Errorf("%q after turning off the tv: %s, want no scene", said, summary(r))
		}
	}
	s.nothing("the movie", "sleep mode", "hey google", "alexa")
	if n < 300 {
		t.Errorf("%d utterances, want at least 300", n)
	}
}
