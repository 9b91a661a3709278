package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestDegreeFelt: a thing or a room said to be very much in a state of
// wishes, for every such word, every word of degree and every kind of
// thing ("the kitchen is really dark", "the tv is so loud", "the bedroom
// is kind of cold", "the bedroom is freezing"), says what "… is too …"
// says, asked back ("way too dark" as "too dark"). They were a name not found. With no word of degree a
// state that may be asked is left ("the bedroom is hot"), and so are
// "not", a question, and "warm" said of a light (its colour).
func TestDegreeFelt(t *testing.T) {
	generated(t)
	registered()
	n := 0
	things := []string{"the kitchen", "the bedroom", "the tv", "the living room lights", "the music", "my study"}
	degrees := []string{"so", "really", "very", "super", "way", "extremely", "pretty", "quite", "kinda", "kind of", "a bit", "a little",
		"really really", "way too", "so very"}
	for w := range wishes {
		if unfelt[w] {
			continue
		}
		for _, thing := range things {
			be := "is"
			if strings.HasSuffix(thing, "s") {
				be = "are"
			}
			if w == "warm" && strings.HasSuffix(thing, "lights") || (thing == "the music" || thing == "the tv") != (wishes[w].Attr == "volume") {
				continue // a light's warmth is its colour; only media are loud
			}
			for _, d := range degrees {
				text := thing + " " + be + " " + d + " " + w
				want := compiled(thing + " " + be + " too " + w)
				if !strings.Contains(d, "too") && strings.HasPrefix(want, "en act") && !strings.HasSuffix(want, " wish") {
					want += " wish" // asked back
				}
				n++
				if got := compiled(text); got != want || strings.HasPrefix(got, "!!") {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	for w, wish := range feelWords {
		if w == wish {
			continue
		}
		for _, thing := range []string{"the bedroom", "the kids room", "the living room"} {
			text, want := thing+" is "+w, compiled(thing+" is too "+wish)
			n++
			if got := compiled(text); got != want {
				t.Errorf("Compile(%q) = %s, want %s", text, got, want)
			}
		}
	}
	for _, text := range []string{"the bedroom is hot", "the kitchen is not very dark", "is the bedroom really hot", "the lamp is so warm"} {
		n++
		if got := compiled(text); strings.Contains(got, "wish") {
			t.Errorf("Compile(%q) = %s, want no wish", text, got)
		}
	}
	if _, err := compile.Compile("the tv is really loud, turn it down"); err != nil {
		t.Errorf(`"the tv is really loud, turn it down": %v`, err)
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
}
